import { NumberInput, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../ui/date-field';
import type { EntryFormValues } from './entry-form-values';

type AbsenceFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  /** A change concerns one day; 'Flere dage' is for new registrations only (the server keeps one entry per day). */
  editing: boolean;
};

/**
 * Ferie, sygdom and fri: either several days (time-registration §5: each working day gets the day's norm,
 * non-working days and public holidays skipped) or a number of hours on one day. An absence that was registered
 * with times (by an admin) keeps them: the form shows the time fields for it instead of the hours.
 */
export function AbsenceFields({ form, editing }: AbsenceFieldsProps) {
  const values = form.getValues();
  return (
    <>
      {editing ? null : (
        <Switch
          label="Flere dage"
          name="multiDay"
          size="md"
          {...form.getInputProps('multiDay', { type: 'checkbox' })}
        />
      )}
      {values.multiDay ? (
        <>
          <DateField
            label="Til og med"
            name="toDate"
            size="md"
            withAsterisk
            {...form.getInputProps('toDate')}
          />
          <Text size="sm" c="gray.7">
            Hver arbejdsdag i perioden registreres med din normtid. Weekender og helligdage springes over.
          </Text>
        </>
      ) : values.absenceWithTimes ? null : (
        <NumberInput
          label="Timer"
          name="hours"
          size="md"
          withAsterisk
          min={0}
          max={24}
          step={0.25}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          inputMode="decimal"
          {...form.getInputProps('hours')}
        />
      )}
    </>
  );
}
