import { PERSON_DATA_MESSAGES } from '@kollega/domain';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { ExportProgress, useExportJob } from '../timereg/public';
import { startPersonDataExport } from './api/start-person-data-export';

/**
 * 'Eksportér persondata' on an employee's page (issue 33, GDPR art. 15 and 20): starts the ZIP as a background
 * export and shows its progress, then 'Klar til download', as the other background exports do (decision 035).
 */
export function PersonDataExportButton({ employeeId }: { employeeId: string }) {
  const exportJob = useExportJob(startPersonDataExport);
  return (
    <Group gap="sm" wrap="wrap">
      <Tooltip label={PERSON_DATA_MESSAGES.explanation} multiline w={280} withArrow>
        <Button
          variant="default"
          leftSection={<IconFileZip size={18} aria-hidden="true" />}
          loading={exportJob.running}
          onClick={() => exportJob.start(employeeId)}
        >
          {PERSON_DATA_MESSAGES.button}
        </Button>
      </Tooltip>
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
