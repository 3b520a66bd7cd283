import { conversationDateError, defaultConversationDate, formatDate } from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
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
  const [date, setDate] = useState<string | null>(defaultConversationDate(conversationDueBy, today));
  const [time, setTime] = useState('10:00');
  const [dateError, setDateError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = date ? conversationDateError(date, conversationDueBy) : 'Dato mangler';
    setDateError(problem);
    if (problem || !date) return;
    book.mutate({ employeeId, date, time });
  };
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
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Samtalen holdes senest {formatDate(conversationDueBy)} (vejledende).</Text>
            <DateField label="Dato" value={date} onChange={setDate} error={dateError} required />
            <TextInput
              label="Tidspunkt"
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
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
