import {
  formatDate,
  HOLIDAY_BUCKET_LABELS,
  HOLIDAY_STATUS_LABELS,
  type HolidayBucket,
  type HolidayLedgerEntry,
  type HolidayLedgerForm,
  type HolidayLedgerInput,
  holidayLedgerFormSchema,
  holidayYearLabel,
  LEDGER_KIND_LABELS,
  TRANSFER_KIND_LABELS,
} from '@kollega/domain';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { AbsenceBalances } from '../../timereg/public';
import { useAddLedgerRow } from '../api/add-ledger-row';
import { useDeleteLedgerRow } from '../api/delete-ledger-row';
import { useEmployeeHoliday } from '../api/get-employee-holiday';
import { useSignLedgerRow } from '../api/sign-ledger-row';
import { HolidayBalances, HolidayLedgerTable } from '../holiday-balance';

type Kind = keyof typeof LEDGER_KIND_LABELS;
type TransferKind = keyof typeof TRANSFER_KIND_LABELS;

/** What the fields hold: the year as the Select's value, the days as NumberInput gives them ('' when empty). */
interface LedgerValues {
  kind: Kind;
  bucket: HolidayBucket;
  year: string;
  days: number | string;
  transferKind: TransferKind;
  note: string;
}

/** The body the fields stand for: a transfer is always of the holiday balance and names its grounds. */
function ledgerBody(values: LedgerValues): HolidayLedgerForm {
  return {
    kind: values.kind,
    bucket: values.kind === 'transfer' ? 'holiday' : values.bucket,
    year: Number(values.year),
    days: typeof values.days === 'number' ? values.days : Number.NaN,
    ...(values.kind === 'transfer' ? { transferKind: values.transferKind } : {}),
    note: values.note,
  };
}

const validateLedger = zodResolver(holidayLedgerFormSchema);

/** 'Tilføj bevægelse': an opening balance, a correction with its reason, or a transfer to the next ferieår. */
function LedgerForm({
  employeeId,
  years,
  extraYear,
}: {
  employeeId: string;
  years: number[];
  extraYear: number | null;
}) {
  const add = useAddLedgerRow(employeeId);
  // The server's schema checks the body the fields stand for, so the form and the API cannot drift.
  const form = useForm<LedgerValues, HolidayLedgerInput>({
    mode: 'controlled',
    initialValues: {
      kind: 'opening',
      bucket: 'holiday',
      year: String(years[0] ?? new Date().getFullYear()),
      days: '',
      transferKind: 'fifthWeek',
      note: '',
    },
    validate: (values) => validateLedger(ledgerBody(values)),
    transformValues: (values) => holidayLedgerFormSchema.parse(ledgerBody(values)),
  });
  const [failed, setFailed] = useState<string | null>(null);
  const { kind, bucket, transferKind } = form.values;
  const yearOptions =
    bucket === 'extra' && extraYear !== null
      ? [{ value: String(extraYear), label: String(extraYear) }]
      : years.map((y) => ({ value: String(y), label: `Ferieår ${holidayYearLabel(y)}` }));

  const submit = form.onSubmit(
    (body) => {
      setFailed(null);
      add.mutate(body, {
        onSuccess: () => form.setValues({ days: '', note: '' }),
        onError: (error) => setFailed(errorMessage(error)),
      });
    },
    // A refused form shows the fields' messages only: an earlier server error is gone.
    () => setFailed(null),
  );
  const alert = failed ?? (form.errors.bucket as string | undefined);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tilfoej-bevaegelse">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="tilfoej-bevaegelse">
            Tilføj bevægelse
          </Title>
          <Group grow align="flex-start">
            <Select
              label="Bevægelse"
              allowDeselect={false}
              data={Object.entries(LEDGER_KIND_LABELS).map(([value, label]) => ({ value, label }))}
              value={kind}
              onChange={(value) => form.setFieldValue('kind', (value as Kind) ?? 'opening')}
            />
            {kind === 'transfer' ? (
              <Select
                label="Grundlag"
                allowDeselect={false}
                data={Object.entries(TRANSFER_KIND_LABELS).map(([value, label]) => ({ value, label }))}
                value={transferKind}
                onChange={(value) =>
                  form.setFieldValue('transferKind', (value as TransferKind) ?? 'fifthWeek')
                }
              />
            ) : (
              <Select
                label="Saldo"
                allowDeselect={false}
                data={[
                  { value: 'holiday', label: HOLIDAY_BUCKET_LABELS.holiday },
                  ...(extraYear !== null ? [{ value: 'extra', label: HOLIDAY_BUCKET_LABELS.extra }] : []),
                ]}
                value={bucket}
                onChange={(value) => {
                  const next = (value as HolidayBucket) ?? 'holiday';
                  form.setValues({
                    bucket: next,
                    year: String(next === 'extra' && extraYear !== null ? extraYear : (years[0] ?? '')),
                  });
                }}
              />
            )}
          </Group>
          <Group grow align="flex-start">
            <Select
              label={kind === 'transfer' ? 'Fra ferieår' : 'Ferieår'}
              allowDeselect={false}
              data={yearOptions}
              value={form.values.year}
              onChange={(value) => form.setFieldValue('year', value ?? form.values.year)}
              error={form.errors.year}
            />
            <NumberInput
              label="Dage"
              name="days"
              withAsterisk
              decimalScale={2}
              decimalSeparator=","
              {...form.getInputProps('days')}
              description={kind === 'transfer' ? undefined : 'Negativt tal trækker fra'}
            />
          </Group>
          <Textarea
            label={kind === 'correction' ? 'Begrundelse' : 'Note'}
            name="note"
            withAsterisk={kind === 'correction' || (kind === 'transfer' && transferKind === 'hindrance')}
            autosize
            minRows={1}
            {...form.getInputProps('note')}
          />
          {kind === 'transfer' && transferKind === 'fifthWeek' ? (
            <Text size="xs" c="gray.7">
              Dage ud over 20 kan overføres ved en skriftlig aftale indgået senest 31. december. Overførslen
              tæller, når aftalen er markeret som underskrevet.
            </Text>
          ) : null}
          {alert ? (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={add.isPending}>
              Tilføj
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The employee's Ferie tab (decision 026): the balances per open ferieår and the feriefridage, the ledger behind
 * them with the admin's rows (sign a transfer, delete a row), a form for opening balances, corrections and
 * transfers, and the employee's requests.
 */
export function EmployeeHolidayTab({ employeeId }: { employeeId: string }) {
  const overview = useEmployeeHoliday(employeeId);
  const sign = useSignLedgerRow();
  const remove = useDeleteLedgerRow();
  // One message at a time, as when both were one mutation: starting one action clears the other's failure.
  const failed = sign.error ?? remove.error;
  if (overview.isPending) return <PageLoader />;
  if (overview.isError) return <ErrorState onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const actions = (entry: HolidayLedgerEntry) => {
    if (entry.source === 'accrual' || entry.source === 'registration') return null;
    return (
      <Group gap={4} wrap="nowrap">
        {entry.signed === false ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              remove.reset();
              sign.mutate(entry.id);
            }}
          >
            Marker underskrevet
          </Button>
        ) : null}
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => {
            sign.reset();
            remove.mutate(entry.id);
          }}
        >
          Slet
        </Button>
      </Group>
    );
  };
  return (
    <Stack gap="lg">
      <HolidayBalances overview={data} />
      <AbsenceBalances employeeId={employeeId} />
      <LedgerForm
        employeeId={employeeId}
        years={data.years.map((y) => y.year)}
        extraYear={data.extra && data.settings.extraDays > 0 ? data.extra.year : null}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ferie-anmodninger">
        <Stack gap="xs">
          <Title order={3} size="h5" id="ferie-anmodninger">
            Anmodninger
          </Title>
          {data.requests.length === 0 ? <Text c="gray.7">Ingen anmodninger</Text> : null}
          {data.requests.map((request) => (
            <Text key={request.id} size="sm">
              {HOLIDAY_BUCKET_LABELS[request.bucket]} {formatDate(request.from)}–{formatDate(request.to)} ·{' '}
              {request.days} dage · {HOLIDAY_STATUS_LABELS[request.status]}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ferie-bevaegelser">
        <Stack gap="sm">
          <Title order={3} size="h5" id="ferie-bevaegelser">
            Bevægelser
          </Title>
          {failed ? (
            <Alert color="red" role="alert">
              {failed.message}
            </Alert>
          ) : null}
          <HolidayLedgerTable entries={data.ledger} actions={actions} />
        </Stack>
      </Paper>
    </Stack>
  );
}
