import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api';
import { EXPORT_FAILED_MESSAGE, useExportOverview, useExportPayroll } from '../../api/export-overview';
import type { OverviewQuery } from '../../api/get-overview';

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
 * a sheet per employee with every day). The button says 'Eksporterer...' while the file is made, and a failure
 * is said beside it; both in a live region.
 */
export function ExportButton({ query }: { query: OverviewQuery | null }) {
  return (
    <DownloadButton
      query={query}
      download={useExportOverview()}
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
