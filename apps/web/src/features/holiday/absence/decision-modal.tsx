import {
  formatDate,
  HOLIDAY_BUCKET_LABELS,
  type HolidayRequestDto,
  holidayApproveSchema,
  holidayDeclineSchema,
} from '@kollega/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form';
import { useDecideRequest } from '../api/decide-request';
import { dayWord, periodText } from '../request-status-badge';

/**
 * 'Godkend' with an optional comment, or 'Afvis' with a reason (decision 026). A refusal is shown in the modal as
 * the server words it: approval over registered work names the days (docs/rules/timereg.md#ruling-30).
 */
export function DecisionModal({
  request,
  approve,
  onClose,
}: {
  request: HolidayRequestDto;
  approve: boolean;
  onClose: () => void;
}) {
  const decide = useDecideRequest();
  // The same schema the server parses the body with: an optional comment, or a required reason.
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '', reason: '' },
    validate: zodResolver(approve ? holidayApproveSchema : holidayDeclineSchema),
  });
  const [error, setError] = useState<string | null>(null);
  const submit = form.onSubmit(
    (values) => {
      setError(null);
      decide.mutate(
        approve
          ? { requestId: request.id, approve: true, comment: values.comment }
          : { requestId: request.id, approve: false, reason: values.reason },
        {
          onSuccess: onClose,
          onError: (err) => setError(errorMessage(err)),
        },
      );
    },
    // A refused form shows only the field's message, as before: an earlier server error is gone.
    () => setError(null),
  );
  return (
    <Modal opened onClose={onClose} title={approve ? 'Godkend anmodning' : 'Afvis anmodning'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text>
            {request.employee.name}: {HOLIDAY_BUCKET_LABELS[request.bucket].toLowerCase()}{' '}
            {periodText(request.from, request.to, formatDate)} ({request.days} {dayWord(request)})
          </Text>
          {approve ? (
            <Text size="sm" c="gray.7">
              {request.bucket === 'extra'
                ? 'Arbejdsdagene registreres som fri'
                : 'Feriedagene registreres som ferie'}{' '}
              i tidsregistreringen, og medarbejderen får besked på e-mail. Er der registreret arbejde på en af
              dagene, skal registreringerne rettes eller anmodningen forkortes først.
            </Text>
          ) : null}
          <Textarea
            label={approve ? 'Kommentar' : 'Begrundelse'}
            withAsterisk={!approve}
            autosize
            minRows={2}
            {...form.getInputProps(approve ? 'comment' : 'reason')}
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuller
            </Button>
            <Button type="submit" color={approve ? 'green' : 'red.9'} loading={decide.isPending}>
              {approve ? 'Godkend' : 'Afvis'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
