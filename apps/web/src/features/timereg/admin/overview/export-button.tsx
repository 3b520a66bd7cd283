import { isHeavyOverviewExport } from '@kollega/domain';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api';
import { startOverviewExport } from '../../api/export-jobs';
import { EXPORT_FAILED_MESSAGE, useExportOverview, useExportPayroll } from '../../api/export-overview';
import type { OverviewQuery } from '../../api/get-overview';
import { ExportProgress } from '../../export-job/export-progress';
import { useExportJob } from '../../export-job/use-export-job';

type Download = ReturnType<typeof useExportOverview>;

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

/** 'Lønudtræk' (decision 029): the payroll CSV for the filters on screen. */
export function PayrollButton({ query }: { query: OverviewQuery | null }) {
  return (
    <DownloadButton
      query={query}
      download={useExportPayroll()}
      label="Lønudtræk (CSV)"
      busyLabel="Henter lønudtræk..."
      icon={IconFileSpreadsheet}
    />
  );
}
