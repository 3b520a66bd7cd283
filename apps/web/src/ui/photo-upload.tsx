import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@kollega/domain';
import { Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { initials } from './initials';

/** What the browser can tell before uploading: the type and the size (the server checks them again). */
export function photoProblem(file: File): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.photoWrongType;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoTooLarge;
  return null;
}

type PhotoUploadProps = {
  photoUrl: string | null;
  /** The person's name: their initials stand in for a missing photo. */
  name: string;
  /** The photo's alt text: 'Dit profilbillede', 'Profilbillede af Anne Hansen'. */
  alt: string;
  /** The question of the delete confirmation. */
  confirmText: string;
  /** Uploads the chosen file; rejects when the server refused it. */
  onUpload: (file: File) => Promise<unknown>;
  /** Deletes the photo; rejects on failure. */
  onDelete: () => Promise<unknown>;
};

/**
 * A person's photo (hr-core §5: saved on its own, not with the form): shown, uploaded (JPEG, PNG or WebP up to
 * 5 MB) or deleted after a confirmation. The user's own profile and an employee's page both use it; the caller
 * says which endpoint.
 */
export function PhotoUpload({ photoUrl, name, alt, confirmText, onUpload, onDelete }: PhotoUploadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmOpen, confirm] = useDisclosure(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      await onUpload(file);
    } catch {
      setProblem(PROFILE_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const deletePhoto = async () => {
    setProblem(null);
    setDeleting(true);
    try {
      await onDelete();
    } catch {
      setProblem(PROFILE_MESSAGES.saveFailed);
    } finally {
      setDeleting(false);
      confirm.close();
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={photoUrl} alt={photoUrl ? alt : undefined} size={88} radius={88} color="kollega">
        <Text fz={28} fw={700} aria-hidden="true">
          {initials(name)}
        </Text>
      </Avatar>
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept={PROFILE_PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                loading={uploading}
              >
                {photoUrl ? 'Skift billede' : 'Upload billede'}
              </Button>
            )}
          </FileButton>
          {photoUrl ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={confirm.open}
            >
              Slet billede
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="gray.7">
          JPEG, PNG eller WebP, højst 5 MB.
        </Text>
        <div role="alert">
          {problem ? (
            <Group gap={6} wrap="nowrap">
              <IconAlertCircle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
              <Text size="sm" c="red.8" fw={500}>
                {problem}
              </Text>
            </Group>
          ) : null}
        </div>
      </Stack>

      <Modal opened={confirmOpen} onClose={confirm.close} title="Slet profilbillede" centered>
        <Stack gap="lg">
          <Text>{confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              Annuller
            </Button>
            <Button color="red" onClick={() => void deletePhoto()} loading={deleting}>
              Slet
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
