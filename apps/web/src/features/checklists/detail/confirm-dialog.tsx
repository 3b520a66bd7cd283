import { CHECKLIST_MESSAGES } from '@kollega/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  message: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** hr-core §4 and §8: 'Bekræft sletning' with 'Annuller' before anything is deleted. */
export function ConfirmDialog({
  opened,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={CHECKLIST_MESSAGES.confirmDelete} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {CHECKLIST_MESSAGES.cancel}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
