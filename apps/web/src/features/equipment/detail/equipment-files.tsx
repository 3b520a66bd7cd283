import { EQUIPMENT_MESSAGES, type EquipmentDetail } from '@kollega/domain';
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
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useDeleteEquipmentFile } from '../api/delete-equipment-file';
import { useUploadEquipmentFile } from '../api/upload-equipment-file';
import { ConfirmDialog } from './confirm-dialog';

/** Receipts and photos: upload with progress, download, delete after confirmation. */
export function EquipmentFiles({ item }: { item: EquipmentDetail }) {
  const upload = useUploadEquipmentFile(item.id);
  const remove = useDeleteEquipmentFile(item.id);
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
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : EQUIPMENT_MESSAGES.uploadFailed),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Filer
        </Title>
        <FileButton
          onChange={send}
          disabled={upload.isPending}
          accept=".pdf,.doc,.docx,.odt,.xlsx,.jpg,.jpeg,.png,.txt"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPaperclip size={16} aria-hidden="true" />}
              disabled={upload.isPending}
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
      {item.files.length === 0 ? (
        <Text size="sm" c="gray.7">
          Ingen filer
        </Text>
      ) : (
        item.files.map((file) => (
          <Group key={file.id} justify="space-between" wrap="nowrap">
            <Anchor href={file.downloadUrl} download>
              {file.name}.{file.extension}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
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
        message={EQUIPMENT_MESSAGES.fileDeleteConfirm}
        confirmLabel="Slet"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
