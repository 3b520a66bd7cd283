import { TIMEREG_MESSAGES } from '@kollega/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type DeleteConfirmProps = {
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * 'Er du sikker på, at du vil slette registreringen?' (time-registration §5), asked in place of the entry: a
 * second dialog on top of the registrations modal would fight it for the focus.
 */
export function DeleteConfirm({ busy, error, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {TIMEREG_MESSAGES.deleteConfirm}
        </Text>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            Annuller
          </Button>
          <Button color="red.8" size="xs" loading={busy} onClick={onConfirm} data-autofocus>
            Slet
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
