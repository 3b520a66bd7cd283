import {
  PROFILE_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  type ProfileResponse,
} from '@kollega/domain';
import { Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { GENERIC_ERROR } from '../auth-errors';
import { initials } from '../initials';

/** What the browser can tell before uploading: the type and the size (the server checks them again). */
export function photoProblem(file: File): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.photoWrongType;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoTooLarge;
  return null;
}

/** The profile photo: shown, uploaded (JPEG, PNG or WebP up to 5 MB) or deleted after a confirmation. */
export function ProfilePhoto({ profile }: { profile: ProfileResponse }) {
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOpen, confirm] = useDisclosure(false);
  const name = `${profile.firstName} ${profile.lastName}`.trim();

  const choose = (file: File | null) => {
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, { onError: () => setProblem(PROFILE_MESSAGES.uploadFailed) });
  };

  const deletePhoto = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: confirm.close,
      onError: () => {
        confirm.close();
        setProblem(GENERIC_ERROR);
      },
    });
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={profile.profilePhotoUrl}
        alt={profile.profilePhotoUrl ? 'Dit profilbillede' : undefined}
        size={88}
        radius={88}
        color="kollega"
      >
        <Text fz={28} fw={700} aria-hidden="true">
          {initials(name)}
        </Text>
      </Avatar>
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={choose} accept={PROFILE_PHOTO_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                loading={upload.isPending}
              >
                {profile.profilePhotoUrl ? 'Skift billede' : 'Upload billede'}
              </Button>
            )}
          </FileButton>
          {profile.profilePhotoUrl ? (
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
          <Text>Vil du slette dit profilbillede?</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              Annuller
            </Button>
            <Button color="red" onClick={deletePhoto} loading={remove.isPending}>
              Slet
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
