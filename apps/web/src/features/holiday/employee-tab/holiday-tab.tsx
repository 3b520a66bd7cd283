import {
  formatDate,
  HOLIDAY_BUCKET_LABELS,
  HOLIDAY_STATUS_LABELS,
  type HolidayBucket,
  type HolidayLedgerEntry,
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
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { useAddLedgerRow } from '../api/add-ledger-row';
import { useDeleteLedgerRow } from '../api/delete-ledger-row';
import { useEmployeeHoliday } from '../api/get-employee-holiday';
import { useSignLedgerRow } from '../api/sign-ledger-row';
import { HolidayBalances, HolidayLedgerTable } from '../holiday-balance';

type Kind = keyof typeof LEDGER_KIND_LABELS;
type TransferKind = keyof typeof TRANSFER_KIND_LABELS;

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
  const [kind, setKind] = useState<Kind>('opening');
  const [bucket, setBucket] = useState<HolidayBucket>('holiday');
  const [year, setYear] = useState<string>(String(years[0] ?? new Date().getFullYear()));
  const [days, setDays] = useState<number | string>('');
  const [transferKind, setTransferKind] = useState<TransferKind>('fifthWeek');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const yearOptions =
    bucket === 'extra' && extraYear !== null
      ? [{ value: String(extraYear), label: String(extraYear) }]
      : years.map((y) => ({ value: String(y), label: `Ferieår ${holidayYearLabel(y)}` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = holidayLedgerFormSchema.safeParse({
      kind,
      bucket: kind === 'transfer' ? 'holiday' : bucket,
      year: Number(year),
      days: typeof days === 'number' ? days : Number.NaN,
      ...(kind === 'transfer' ? { transferKind } : {}),
      note,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDays('');
        setNote('');
      },
      onError: (error) =>
        setErrors({
          form: errorMessage(error),
        }),
    });
  };

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
              onChange={(value) => setKind((value as Kind) ?? 'opening')}
            />
            {kind === 'transfer' ? (
              <Select
                label="Grundlag"
                allowDeselect={false}
                data={Object.entries(TRANSFER_KIND_LABELS).map(([value, label]) => ({ value, label }))}
                value={transferKind}
                onChange={(value) => setTransferKind((value as TransferKind) ?? 'fifthWeek')}
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
                  setBucket(next);
                  setYear(String(next === 'extra' && extraYear !== null ? extraYear : (years[0] ?? '')));
                }}
              />
            )}
          </Group>
          <Group grow align="flex-start">
            <Select
              label={kind === 'transfer' ? 'Fra ferieår' : 'Ferieår'}
              allowDeselect={false}
              data={yearOptions}
              value={year}
              onChange={(value) => setYear(value ?? year)}
              error={errors.year}
            />
            <NumberInput
              label="Dage"
              name="days"
              withAsterisk
              decimalScale={2}
              decimalSeparator=","
              value={days}
              onChange={setDays}
              error={errors.days}
              description={kind === 'transfer' ? undefined : 'Negativt tal trækker fra'}
            />
          </Group>
          <Textarea
            label={kind === 'correction' ? 'Begrundelse' : 'Note'}
            name="note"
            withAsterisk={kind === 'correction' || (kind === 'transfer' && transferKind === 'hindrance')}
            autosize
            minRows={1}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
          />
          {kind === 'transfer' && transferKind === 'fifthWeek' ? (
            <Text size="xs" c="gray.7">
              Dage ud over 20 kan overføres ved en skriftlig aftale indgået senest 31. december. Overførslen
              tæller, når aftalen er markeret som underskrevet.
            </Text>
          ) : null}
          {errors.form || errors.bucket ? (
            <Alert color="red" role="alert">
              {errors.form ?? errors.bucket}
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
