import {
  isHeavyOverviewExport,
  PAYROLL_LAYOUT_LABELS,
  PAYROLL_LAYOUTS,
  type PayrollLayout,
} from '@kollega/domain';
import { Button, Group, List, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api';
import { startOverviewExport } from '../../api/export-jobs';
import {
  EXPORT_FAILED_MESSAGE,
  type PayrollCheck,
  useExportOverview,
  useExportPayroll,
  usePayrollCheck,
} from '../../api/export-overview';
import type { OverviewQuery } from '../../api/get-overview';
import { ExportProgress } from '../../export-job/export-progress';
import { useExportJob } from '../../export-job/use-export-job';

type Download = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (query: OverviewQuery) => void;
};

/** The server's Danish message for something the user can change (a 4xx, e.g. a period too long), else ours. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : EXPORT_FAILED_MESSAGE;
}

function DownloadButton(props: {
  query: OverviewQuery | null;
  download: Download;
  label: string;
  busyLabel: string;
  icon: typeof IconDownload;
}) {
  const { query, download, label, busyLabel, icon: Icon } = props;
  const busy = download.isPending;
  return (
    <Group gap="sm" wrap="nowrap">
      <div role="status" aria-live="polite">
        {download.isError ? (
          <Text size="sm" c="red.9" fw={500}>
            {failureText(download.error)}
          </Text>
        ) : null}
      </div>
      <Button
        variant="default"
        leftSection={busy ? <Loader size={16} aria-hidden="true" /> : <Icon size={18} aria-hidden="true" />}
        disabled={query === null || busy}
        aria-busy={busy}
        onClick={() => query && download.mutate(query)}
      >
        {busy ? busyLabel : label}
      </Button>
    </Group>
  );
}

/**
 * 'Eksportér' (time-registration §2): downloads Overblik as XLSX with the filters on screen (a summary sheet and
 * a sheet per employee with every day). Up to 3 months the file comes in the request and the button says
 * 'Eksporterer...' meanwhile; longer periods are made in the background with their progress shown. A failure is
 * said beside it; all in a live region.
 */
export function ExportButton({ query }: { query: OverviewQuery | null }) {
  const direct = useExportOverview();
  const background = useExportJob(startOverviewExport);
  // More than 3 months is made as a background job with its progress shown (issue 25, decision 035).
  if (query !== null && isHeavyOverviewExport(query.from, query.to)) {
    return (
      <Group gap="sm" wrap="nowrap">
        <ExportProgress
          job={background.job}
          error={background.error}
          onDownload={(job) => background.download.mutate(job)}
          downloading={background.download.isPending}
          downloadError={background.download.error}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          disabled={background.running}
          onClick={() => background.start(query)}
        >
          Eksportér
        </Button>
      </Group>
    );
  }
  return (
    <DownloadButton
      query={query}
      download={direct}
      label="Eksportér"
      busyLabel="Eksporterer..."
      icon={IconDownload}
    />
  );
}

/** The list of what the Danløn file misses, before the download (issue 28); nothing when it is complete. */
function DanloenMissing({ check }: { check: PayrollCheck }) {
  const items: string[] = [];
  if (check.cvr) items.push('Virksomheden har intet CVR-nr.');
  if (check.employees.length > 0) items.push(`Uden Medarbejdernr.: ${check.employees.join(', ')}`);
  if (check.categories.length > 0) items.push(`Uden lønart: ${check.categories.join(', ')}`);
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} c="red.9">
        Danløn-filen mangler:
      </Text>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * 'Lønudtræk' (decision 029): the payroll file for the filters on screen, in the chosen layout: 'Standard (CSV)'
 * or 'Danløn-fil' (issue 28). For Danløn, what is missing (employees without Medarbejdernr., categories without
 * lønart) is named before the download, which the server refuses until it is complete.
 */
export function PayrollButton({ query }: { query: OverviewQuery | null }) {
  const [layout, setLayout] = useState<PayrollLayout>('standard');
  const exportPayroll = useExportPayroll();
  const check = usePayrollCheck(query, layout === 'danloen');
  const download: Download = {
    isPending: exportPayroll.isPending,
    isError: exportPayroll.isError,
    error: exportPayroll.error,
    mutate: (chosen) => exportPayroll.mutate({ query: chosen, layout }),
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <NativeSelect
          label="Layout"
          data={PAYROLL_LAYOUTS.map((value) => ({ value, label: PAYROLL_LAYOUT_LABELS[value] }))}
          value={layout}
          onChange={(event) => setLayout(event.currentTarget.value as PayrollLayout)}
          w={170}
        />
        <DownloadButton
          query={query}
          download={download}
          label="Lønudtræk (CSV)"
          busyLabel="Henter lønudtræk..."
          icon={IconFileSpreadsheet}
        />
      </Group>
      {layout === 'danloen' && check.data ? <DanloenMissing check={check.data} /> : null}
    </Stack>
  );
}
