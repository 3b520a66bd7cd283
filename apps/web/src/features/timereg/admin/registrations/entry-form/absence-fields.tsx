import { NumberInput, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../../../ui/date-field';
import type { EntryFormValues } from './entry-form-values';

type AbsenceFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  /** A change concerns one day: 'Flere dage' is for new registrations only (the server stores one per day). */
  editing: boolean;
};

/**
 * Ferie, Sygdom and Fri (time-registration §5): several days at once, or one day with hours, or one day with
 * start and end. The server makes one registration per working day of a period, skipping the rest.
 */
export function AbsenceFields({ form, editing }: AbsenceFieldsProps) {
  const values = form.getValues();
  return (
    <>
      {editing ? null : (
        <Switch
          label="Flere dage"
          name="multiDay"
          {...form.getInputProps('multiDay', { type: 'checkbox' })}
        />
      )}
      {values.multiDay ? (
        <>
          <DateField label="Til og med" name="toDate" withAsterisk {...form.getInputProps('toDate')} />
          <Text size="sm" c="gray.7">
            Der oprettes en registrering for hver arbejdsdag i perioden. Weekender, helligdage og
            virksomhedens fridage springes over. Ferie tæller 7,5 timer pr. dag, fri og sygdom dagens normtid.
          </Text>
        </>
      ) : (
        <>
          <Switch
            label="Med start- og sluttid"
            name="absenceWithTimes"
            {...form.getInputProps('absenceWithTimes', { type: 'checkbox' })}
          />
          {values.absenceWithTimes ? null : (
            <NumberInput
              label="Timer"
              name="hours"
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
