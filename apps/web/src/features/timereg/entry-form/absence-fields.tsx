import { NumberInput, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../ui/date-field';
import type { EntryFormValues } from './entry-form-values';
import type { EntryFormVariant } from './entry-form-variants';

type AbsenceFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  /** A change concerns one day: 'Flere dage' is for new registrations only (the server stores one per day). */
  editing: boolean;
  variant: EntryFormVariant;
};

/**
 * Ferie, Sygdom and Fri (time-registration §5): several days at once, or one day with hours, or (an admin's
 * choice) one day with start and end. The server makes one registration per working day of a period, skipping
 * the rest. An absence registered with times keeps them: the form shows the time fields for it instead of hours.
 */
export function AbsenceFields({ form, editing, variant }: AbsenceFieldsProps) {
  const values = form.getValues();
  const { size } = variant;
  return (
    <>
      {editing ? null : (
        <Switch
          label="Flere dage"
          name="multiDay"
          size={size}
          {...form.getInputProps('multiDay', { type: 'checkbox' })}
        />
      )}
      {values.multiDay ? (
        <>
          <DateField
            label="Til og med"
            name="toDate"
            size={size}
            withAsterisk
            {...form.getInputProps('toDate')}
          />
          <Text size="sm" c="gray.7">
            {variant.multiDayNote}
          </Text>
        </>
      ) : (
        <>
          {variant.absenceWithTimes ? (
            <Switch
              label="Med start- og sluttid"
              name="absenceWithTimes"
              size={size}
              {...form.getInputProps('absenceWithTimes', { type: 'checkbox' })}
            />
          ) : null}
          {values.absenceWithTimes ? null : (
            <NumberInput
              label="Timer"
              name="hours"
              size={size}
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
      )}
    </>
  );
}
