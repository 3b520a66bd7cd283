import { conversationDateError, defaultConversationDate, formatDate } from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { useEntityForm } from '../../lib/use-entity-form';
import { DateField } from '../../ui/date-field';
import { useBookConversation } from './api/sickness';

/**
 * 'Book sygefraværssamtale' (issue 29): an agreement of the type 'Sygefraværssamtale' about the employee, on or
 * before the period's conversationDueBy (the samtale is held at the latest 4 weeks after the first day).
 */
export function BookConversationModal({
  employeeId,
  conversationDueBy,
  today,
  onClose,
}: {
  employeeId: string;
  conversationDueBy: string;
  today: string;
  onClose: () => void;
}) {
  const book = useBookConversation();
  const { form, formRef, onSubmit } = useEntityForm<{ date: string | null; time: string }>({
    values: { date: defaultConversationDate(conversationDueBy, today), time: '10:00' },
    validate: ({ date }) => ({
      date: date ? conversationDateError(date, conversationDueBy) : 'Dato mangler',
    }),
  });
  const { date, time } = form.getValues();
  const submit = onSubmit(({ date, time }) =>
    date ? book.mutateAsync({ employeeId, date, time }) : Promise.resolve(),
  );
  const serverError = book.error ? errorMessage(book.error, { firstDetail: true }) : null;
  return (
    <Modal opened onClose={onClose} title="Book sygefraværssamtale" centered>
      {book.isSuccess ? (
        <Stack gap="sm">
          <Text role="status">
            Sygefraværssamtalen er booket {date ? formatDate(date) : ''} kl. {time}.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Færdig</Button>
          </Group>
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Samtalen holdes senest {formatDate(conversationDueBy)} (vejledende).</Text>
            <DateField label="Dato" {...form.getInputProps('date')} name="date" required />
            <TextInput
              label="Tidspunkt"
              {...form.getInputProps('time')}
              name="time"
              placeholder="TT:MM"
              required
            />
            {serverError ? (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Annullér
              </Button>
              <Button type="submit" loading={book.isPending}>
                Book samtale
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
