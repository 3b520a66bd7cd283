import { EXPORT_MESSAGES, type ExportJob } from '@kollega/domain';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api';
import { EXPORT_FAILED_MESSAGE } from '../api/export-overview';

/** The server's Danish message for what the user can act on (a 4xx: too many exports, a bad period), else ours. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : EXPORT_FAILED_MESSAGE;
}

/**
 * Where a background export is (issue 25): 'Eksporten er i gang …' with a progress bar while the server makes
 * the file, 'Klar til download' with a download button when it is done, the reason when it failed. In a live
 * region, so a screen reader hears each change.
 */
export function ExportProgress(props: {
  job: ExportJob | null;
  error: unknown;
  onDownload: (job: ExportJob) => void;
  downloading: boolean;
  downloadError: unknown;
}) {
  const { job, error, onDownload, downloading, downloadError } = props;
  let content: React.ReactNode = null;
  if (error) {
    content = (
      <Text size="sm" c="red.9" fw={500}>
        {failureText(error)}
      </Text>
    );
  } else if (job?.status === 'queued' || job?.status === 'running') {
    content = (
      <Stack gap={4} miw={180}>
        <Text size="sm">{EXPORT_MESSAGES.running}</Text>
        <Progress value={job.progress} aria-label={EXPORT_MESSAGES.running} animated />
      </Stack>
    );
  } else if (job?.status === 'done') {
    content = (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {EXPORT_MESSAGES.ready}
        </Text>
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={downloading}
          onClick={() => onDownload(job)}
        >
          {EXPORT_MESSAGES.download}
        </Button>
        {downloadError ? (
          <Text size="sm" c="red.9">
            {failureText(downloadError)}
          </Text>
        ) : null}
      </Group>
    );
  } else if (job?.status === 'failed') {
    content = (
      <Text size="sm" c="red.9" fw={500}>
        {job.message ?? EXPORT_FAILED_MESSAGE}
      </Text>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {content}
    </div>
  );
}
