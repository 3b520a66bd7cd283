import { addDays, danishToday, type IsoDate } from '@kollega/domain';
import { Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { startMyPdfExport } from '../api/export-jobs';
import { downloadFile, EXPORT_FAILED_MESSAGE } from '../api/export-overview';
import { ExportProgress } from '../export-job/export-progress';
import { useExportJob } from '../export-job/use-export-job';

type PeriodKey = 'thisMonth' | 'lastMonth' | 'thisYear' | 'last12';

const PERIODS: { value: PeriodKey; label: string }[] = [
  { value: 'thisMonth', label: 'Denne måned' },
  { value: 'lastMonth', label: 'Sidste måned' },
  { value: 'thisYear', label: 'I år' },
  { value: 'last12', label: 'Seneste 12 måneder' },
];

/** The period a choice means, seen from today. */
export function downloadPeriod(key: PeriodKey, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (key === 'thisMonth') return { from: firstOfMonth, to: today };
  if (key === 'lastMonth') {
    const last = addDays(firstOfMonth, -1);
    return { from: `${last.slice(0, 7)}-01`, to: last };
  }
  if (key === 'thisYear') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
  return { from: yearAgo < '2024-01-01' ? '2024-01-01' : yearAgo, to: today };
}

/**
 * 'Hent dine registreringer' (issue 17, the law's 'accessible to the employee'): the employee's own
 * registrations with norm and plus/minus for a period, as PDF or XLSX.
 */
export function MyDownloads() {
  const [period, setPeriod] = useState<PeriodKey>('thisMonth');
  const titleId = useId();
  const range = () => {
    const chosen = downloadPeriod(period, danishToday());
    return { from: chosen.from < '2024-01-01' ? '2024-01-01' : chosen.from, to: chosen.to };
  };
  const download = useMutation({
    mutationFn: (_format: 'xlsx') => {
      const search = new URLSearchParams(range());
      return downloadFile(`/api/me/timereg/export.xlsx?${search}`, 'mine-registreringer.xlsx');
    },
  });
  // The PDF is made in the background with its progress shown, never inside a request (issue 25).
  const pdf = useExportJob(startMyPdfExport);
  const failure =
    download.error instanceof ApiError && download.error.status < 500
      ? download.error.message
      : EXPORT_FAILED_MESSAGE;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          Hent dine registreringer
        </Title>
        <Select
          label="Periode"
          data={PERIODS}
          value={period}
          onChange={(value) => value && setPeriod(value as PeriodKey)}
          allowDeselect={false}
        />
        {/* Issue 23: side by side 'Excel (XLSX)' was cut at 390 px; one column on a phone. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            variant="default"
            h={44}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            disabled={pdf.running}
            onClick={() => pdf.start(range())}
          >
            PDF
          </Button>
          <Button
            variant="default"
            h={44}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={download.isPending}
            disabled={download.isPending}
            onClick={() => download.mutate('xlsx')}
          >
            Excel (XLSX)
          </Button>
        </SimpleGrid>
        <ExportProgress
          job={pdf.job}
          error={pdf.error}
          onDownload={(job) => pdf.download.mutate(job)}
          downloading={pdf.download.isPending}
          downloadError={pdf.download.error}
        />
        <div role="status" aria-live="polite">
          {download.isError ? (
            <Text size="sm" c="red.9">
              {failure}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
