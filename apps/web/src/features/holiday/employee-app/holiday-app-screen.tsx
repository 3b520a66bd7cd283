import {
  danishToday,
  formatDate,
  HOLIDAY_BUCKET_LABELS,
  type HolidayBucket,
  holidayRequestFormSchema,
  noticeGuidance,
} from '@kollega/domain';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form';
import { DateField } from '../../../ui/date-field';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { AbsenceBalances } from '../../timereg/public';
import { useCancelHolidayRequest } from '../api/cancel-request';
import { useAskForHoliday } from '../api/create-request';
import { useMyHoliday } from '../api/get-my-holiday';
import { formatDays, HolidayBalances, HolidayLedgerTable } from '../holiday-balance';
import { dayWord, periodText, RequestStatusBadge } from '../request-status-badge';

/** The Danish message of a failed call: the server's, or the general failure text. */
const errorText = errorMessage;

type RequestValues = { bucket: HolidayBucket; from: string | null; to: string | null; note: string };

/** 'Anmod om ferie': period, type and note; the server counts the working days and checks the balance. */
function RequestForm({ hasExtraDays }: { hasExtraDays: boolean }) {
  const ask = useAskForHoliday();
  // The schema the server parses the request with; an empty date reads as missing ('Vælg første dag').
  const form = useForm<RequestValues>({
    mode: 'controlled',
    initialValues: { bucket: 'holiday', from: null, to: null, note: '' },
    validate: zodResolver(holidayRequestFormSchema),
  });
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { from, to } = form.values;
  const guidance = from && to && to >= from ? noticeGuidance(from, to, danishToday()) : null;

  const submit = form.onSubmit(
    (values) => {
      setSent(null);
      setFailed(null);
      // Valid by now: parsing gives the trimmed note and the defaults the server would fill in.
      const input = holidayRequestFormSchema.parse({
        ...values,
        from: values.from ?? '',
        to: values.to ?? '',
      });
      ask.mutate(input, {
        onSuccess: (request) => {
          setSent(
            `Din anmodning om ${formatDays(request.days)} ${request.days === 1 ? 'dag' : 'dage'} er sendt.`,
          );
          form.setValues({ from: null, to: null, note: '' });
        },
        onError: (error) => setFailed(errorText(error)),
      });
    },
    () => {
      setSent(null);
      setFailed(null);
    },
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="anmod-om-ferie">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="anmod-om-ferie">
            Anmod om ferie
          </Title>
          {hasExtraDays ? (
            <SegmentedControl
              aria-label="Type"
              {...form.getInputProps('bucket')}
              data={[
                { value: 'holiday', label: HOLIDAY_BUCKET_LABELS.holiday },
                { value: 'extra', label: HOLIDAY_BUCKET_LABELS.extra },
              ]}
            />
          ) : null}
          <Group grow align="flex-start">
            <DateField label="Fra og med" name="from" withAsterisk {...form.getInputProps('from')} />
            <DateField
              label="Til og med"
              name="to"
              withAsterisk
              {...form.getInputProps('to')}
              minDate={from ?? undefined}
            />
          </Group>
          <Textarea label="Note" name="note" autosize minRows={2} {...form.getInputProps('note')} />
          <Text size="xs" c="gray.7">
            Hovedferie (mindst 15 sammenhængende feriedage, dvs. 3 uger, mellem 1. maj og 30. september)
            varsles normalt 3 måneder før, anden ferie 1 måned før.
          </Text>
          {guidance ? (
            <Text size="sm" c="red.9">
              {guidance}
            </Text>
          ) : null}
          {failed ? (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          ) : null}
          {sent ? (
            <Alert color="green" role="status">
              {sent}
            </Alert>
          ) : null}
          <Button type="submit" loading={ask.isPending}>
            Send anmodning
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The employee app's Ferie screen (decision 026): the balances, 'Anmod om ferie', the employee's requests (a
 * pending or future approved one can be cancelled), and the ledger behind the figures.
 */
export function HolidayAppScreen() {
  const overview = useMyHoliday();
  const cancel = useCancelHolidayRequest('employee');
  const today = danishToday();
  return (
    <Stack gap="md">
      <Title order={1} size="h2" tabIndex={-1}>
        Ferie
      </Title>
      {overview.isPending ? <PageLoader /> : null}
      {overview.isError ? <ErrorState onRetry={() => void overview.refetch()} /> : null}
      {overview.data ? (
        <>
          <HolidayBalances overview={overview.data} />
          <AbsenceBalances employeeId="me" />
          <RequestForm hasExtraDays={overview.data.extra !== null && overview.data.settings.extraDays > 0} />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mine-anmodninger">
            <Stack gap="sm">
              <Title order={2} size="h4" id="mine-anmodninger">
                Mine anmodninger
              </Title>
              {overview.data.requests.length === 0 ? <Text c="gray.7">Ingen anmodninger</Text> : null}
              {overview.data.requests.map((request) => (
                <Stack key={request.id} gap={2}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={500}>
                      {HOLIDAY_BUCKET_LABELS[request.bucket]}:{' '}
                      {periodText(request.from, request.to, formatDate)}
                    </Text>
                    <RequestStatusBadge status={request.status} />
                  </Group>
                  <Text size="sm" c="gray.7">
                    {formatDays(request.days)} {dayWord(request)}
                    {request.decisionComment ? ` · ${request.decisionComment}` : ''}
                  </Text>
                  {request.status === 'pending' || (request.status === 'approved' && request.to > today) ? (
                    <Group>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={cancel.isPending && cancel.variables === request.id}
                        onClick={() => cancel.mutate(request.id)}
                      >
                        Annullér anmodning
                      </Button>
                    </Group>
                  ) : null}
                  {cancel.isError && cancel.variables === request.id ? (
                    <Alert color="red" role="alert">
                      {errorText(cancel.error)}
                    </Alert>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ferie-bevaegelser">
            <Stack gap="sm">
              <Title order={2} size="h4" id="ferie-bevaegelser">
                Bevægelser
              </Title>
              <HolidayLedgerTable entries={overview.data.ledger} />
            </Stack>
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
