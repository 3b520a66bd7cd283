import {
  TIME_BANK_MESSAGES,
  TIME_BANK_OPENING_LIMIT,
  TIMEREG_FIRST_DATE,
  type TimeBankResponse,
  timeBankOpeningSchema,
} from '@kollega/domain';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEntityForm } from '../../../lib/use-entity-form';
import { DateField } from '../../../ui/date-field';
import { useSaveTimeBankOpening } from '../api/save-time-bank-opening';

type OpeningValues = { hours: number; date: string | null };

/**
 * The afspadsering bank's opening balance (decision 052): hours carried in from before Kollega ('Startsaldo
 * (timer)') and the day they apply from ('Pr. dato'). Without a date there is none. Whether it may be negative is
 * the company's setting, so the server says so on the field when it may not.
 */
export function TimeBankOpeningForm({ employeeId, bank }: { employeeId: string; bank: TimeBankResponse }) {
  const save = useSaveTimeBankOpening(employeeId);
  const { form, formRef, onSubmit } = useEntityForm<OpeningValues>({
    schema: timeBankOpeningSchema,
    values: { hours: bank.opening?.hours ?? 0, date: bank.opening?.date ?? null },
    resetKey: bank.opening,
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Startsaldo for afspadsering"
      onSubmit={onSubmit((values) => save.mutateAsync(timeBankOpeningSchema.parse(values)))}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={TIME_BANK_MESSAGES.openingLabel}
            description="Timer til afspadsering fra før Kollega; minus for timer i underskud."
            min={-TIME_BANK_OPENING_LIMIT}
            max={TIME_BANK_OPENING_LIMIT}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            w={220}
            {...form.getInputProps('hours')}
            onChange={(value) => form.setFieldValue('hours', typeof value === 'number' ? value : 0)}
            name="hours"
          />
          <DateField
            label={TIME_BANK_MESSAGES.openingDateLabel}
            description="Registreringer før datoen er med i startsaldoen."
            minDate={TIMEREG_FIRST_DATE}
            w={200}
            {...form.getInputProps('date')}
            name="date"
          />
        </Group>
        <div role="status" aria-live="polite">
          {save.isSuccess ? (
            <Text size="sm" c="kollega.9">
              {TIME_BANK_MESSAGES.openingSaved}
            </Text>
          ) : null}
          {save.isError && !Object.keys(form.errors).length ? (
            <Alert color="red" variant="light">
              {save.error.message}
            </Alert>
          ) : null}
        </div>
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            Gem startsaldo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
