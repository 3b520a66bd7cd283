import { type Acknowledge, acknowledgeSchema } from '@kollega/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../lib/api';
import { zodResolver } from '../../lib/form';
import { PasswordField } from '../../ui/password-field';

type AcknowledgeModalProps = {
  /** What is acknowledged, e.g. the document's name; null while closed. */
  subject: string | null;
  title: string;
  pending: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
};

/**
 * 'Kvittér for modtagelse' (issue 27): the employee confirms with their own password, which the server checks as
 * signing in does. Used for documents and for equipment's 'Kvittering for udlevering'.
 */
export function AcknowledgeModal({
  subject,
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: AcknowledgeModalProps) {
  const form = useForm<Acknowledge>({
    initialValues: { password: '' },
    validate: zodResolver(acknowledgeSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={subject !== null} onClose={close} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onConfirm(values.password))} noValidate>
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Du bekræfter, at du har modtaget <strong>{subject}</strong>. Skriv din adgangskode for at
            kvittere.
          </Text>
          <PasswordField
            label="Adgangskode"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          {error ? (
            <Text c="red.8" role="alert">
              {error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen senere.'}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Annuller
            </Button>
            <Button type="submit" loading={pending}>
              Kvittér
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
