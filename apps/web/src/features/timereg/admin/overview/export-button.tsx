import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_FAILED_MESSAGE, useExportOverview } from '../../api/export-overview';
import type { OverviewQuery } from '../../api/get-overview';

/**
 * 'Eksportér' (time-registration §2): downloads Overblik as XLSX with the filters on screen. The button says
 * 'Eksporterer...' while the file is made (a year for many employees takes a moment), and a failure is said
 * beside it; both in a live region.
 */
export function ExportButton({ query }: { query: OverviewQuery | null }) {
  const exporting = useExportOverview();
  const busy = exporting.isPending;
  return (
    <Group gap="sm" wrap="nowrap">
      <div role="status" aria-live="polite">
        {exporting.isError ? (
          <Text size="sm" c="red.9" fw={500}>
            {EXPORT_FAILED_MESSAGE}
          </Text>
        ) : null}
      </div>
      <Button
        variant="default"
        leftSection={
          busy ? <Loader size={16} aria-hidden="true" /> : <IconDownload size={18} aria-hidden="true" />
        }
        disabled={query === null || busy}
        aria-busy={busy}
        onClick={() => query && exporting.mutate(query)}
      >
        {busy ? 'Eksporterer...' : 'Eksportér'}
      </Button>
    </Group>
  );
}
