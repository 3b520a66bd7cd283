import {
  TIME_BANK_MESSAGES,
  TIME_BANK_OPENING_LIMIT,
  TIMEREG_FIRST_DATE,
  type TimeBankResponse,
  timeBankOpeningSchema,
} from '@kollega/domain';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useEntityForm } from '../../../lib/use-entity-form';
import { DateField } from '../../../ui/date-field';
import { SaveStatus } from '../../../ui/save-status';
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
  // A refusal with field messages shows them on the fields; any other is said beside the button.
  const failed = save.isError && Object.keys(form.errors).length === 0;
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
        <SaveStatus
          state={save.isSuccess ? 'saved' : failed ? 'failed' : null}
          savedText={TIME_BANK_MESSAGES.openingSaved}
          failedText={save.error?.message ?? ''}
        />
        <Group>
          <Button type="submit" variant="light" loading={save.isPending}>
            Gem startsaldo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
