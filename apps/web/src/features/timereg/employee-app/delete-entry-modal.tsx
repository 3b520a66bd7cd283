import { formatHours, TIMEREG_MESSAGES, type TimeEntryDto } from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useDeleteMyEntry } from '../api/delete-my-entry';
import { failureMessage } from '../entry-form/entry-errors';
import { ENTRY_TYPE_LABELS, timeSpan } from './entry-labels';

type DeleteEntryModalProps = {
  /** The registration to delete; closed when null. */
  entry: TimeEntryDto | null;
  onClose: () => void;
};

/**
 * time-registration §5: delete asks 'Er du sikker på, at du vil slette registreringen?' first. The focus starts
 * on 'Annuller', so a stray Enter keeps the registration.
 */
export function DeleteEntryModal({ entry, onClose }: DeleteEntryModalProps) {
  const remove = useDeleteMyEntry();
  const [failure, setFailure] = useState<string | null>(null);
  // A new question starts without the last one's failure.
  useEffect(() => {
    if (entry) setFailure(null);
  }, [entry]);

  const confirm = () => {
    if (!entry) return;
    setFailure(null);
    remove.mutate(entry.id, {
      onSuccess: onClose,
      onError: (error) => setFailure(failureMessage(error, TIMEREG_MESSAGES.deleteFailed)),
    });
  };

  const span = entry ? timeSpan(entry) : null;
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Slet registrering" centered size="sm">
      <Stack gap="md">
        <Text>{TIMEREG_MESSAGES.deleteConfirm}</Text>
        {entry ? (
          <Text size="sm" c="gray.7">
            {[ENTRY_TYPE_LABELS[entry.type], span, formatHours(entry.hours)].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} data-autofocus>
            Annuller
          </Button>
          <Button color="red" size="md" onClick={confirm} loading={remove.isPending}>
            Slet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
