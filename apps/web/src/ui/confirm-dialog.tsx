import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** 'Annuller' unless a feature's texts say otherwise. */
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * hr-core §8: destructive actions ask first. The confirm button is red.9, not red: white on Mantine's red.6
 * fails WCAG AA contrast (axe flags it).
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuller',
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
