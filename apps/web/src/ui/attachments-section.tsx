import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../lib/api';
import type { UploadProgress } from '../lib/upload-file';
import { ConfirmDialog } from './confirm-dialog';

/** What every attachment answer has in common (agreement files, equipment files). */
export interface Attachment {
  id: string;
  name: string;
  extension: string;
  downloadUrl: string;
}

type AttachmentsSectionProps = {
  title: string;
  files: readonly Attachment[];
  /** Upload and delete are off (a closed agreement). */
  disabled?: boolean;
  /** The file picker's `accept`; the server checks the extension and the magic bytes either way. */
  accept?: string;
  upload: UseMutationResult<unknown, Error, { file: File; onProgress?: UploadProgress }>;
  remove: UseMutationResult<unknown, Error, string>;
  messages: { uploadFailed: string; saveFailed: string; fileDeleteConfirm: string };
};

/**
 * A record's attachments: upload with a progress bar, download, delete after confirmation. The server's Danish
 * message is shown when an upload is refused (size, type, a closed record).
 */
export function AttachmentsSection({
  title,
  files,
  disabled = false,
  accept,
  upload,
  remove,
  messages,
}: AttachmentsSectionProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const send = (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSettled: () => setProgress(null),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : messages.uploadFailed),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FileButton onChange={send} disabled={disabled || upload.isPending} accept={accept}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPaperclip size={16} aria-hidden="true" />}
              disabled={disabled || upload.isPending}
            >
              Vedhæft fil
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? <Progress value={progress * 100} aria-label="Upload" /> : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {files.length === 0 ? (
        <Text size="sm" c="gray.7">
          Ingen filer
        </Text>
      ) : (
        files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Anchor href={file.downloadUrl} download>
              {file.name}.{file.extension}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={disabled}
              aria-label={`Slet ${file.name}.${file.extension}`}
              onClick={() => setDeleting(file.id)}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Slet fil"
        message={messages.fileDeleteConfirm}
        confirmLabel="Slet"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setError(null);
          remove.mutate(deleting, {
            onSettled: () => setDeleting(null),
            onError: (failure) =>
              setError(failure instanceof ApiError ? failure.message : messages.saveFailed),
          });
        }}
      />
    </Stack>
  );
}
