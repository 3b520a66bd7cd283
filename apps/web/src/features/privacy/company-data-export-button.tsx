import { Button, Group } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { ExportProgress, useExportJob } from '../timereg/public';
import { startCompanyDataExport } from './api/start-company-data-export';

/**
 * 'Eksportér alle data' for the owner (decision 051): every employee's person data and the invoices in one ZIP,
 * made in the background with the progress and download the other exports show.
 */
export function CompanyDataExportButton() {
  const exportJob = useExportJob(startCompanyDataExport);
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconFileZip size={18} aria-hidden="true" />}
        loading={exportJob.running}
        onClick={() => exportJob.start(undefined)}
      >
        Eksportér alle data (ZIP)
      </Button>
      <ExportProgress
        job={exportJob.job}
        error={exportJob.error}
        onDownload={(job) => exportJob.download.mutate(job)}
        downloading={exportJob.download.isPending}
        downloadError={exportJob.download.error}
      />
    </Group>
  );
}
