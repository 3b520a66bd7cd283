import { CHILD_SICK_DAY_NAMES, PARENTAL_LEAVE_KIND_NAMES } from '@kollega/domain';
import { Checkbox, NativeSelect, NumberInput, Switch, Text } from '@mantine/core';
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
      <AbsenceDetailFields form={form} variant={variant} />
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

const CHILD_SICK_OPTIONS = Object.entries(CHILD_SICK_DAY_NAMES).map(([value, label]) => ({ value, label }));
const PARENTAL_OPTIONS = Object.entries(PARENTAL_LEAVE_KIND_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/**
 * Issue 34 (decision 044): Barns sygedag's 1. or 2. day, Barsel's kind and whether the company pays salary,
 * Tjenestefri with or without pay. The body carries the defaults shown (`absenceDetailBody`).
 */
function AbsenceDetailFields({ form, variant }: Omit<AbsenceFieldsProps, 'editing'>) {
  const values = form.getValues();
  const { size } = variant;
  if (values.type === 'childSick')
    return (
      <NativeSelect
        label="Sygedag"
        name="absenceKind"
        size={size}
        data={CHILD_SICK_OPTIONS}
        value={values.absenceKind ?? 'first'}
        onChange={(event) => form.setFieldValue('absenceKind', event.currentTarget.value)}
        error={form.errors.absenceKind}
      />
    );
  if (values.type === 'parentalLeave')
    return (
      <>
        <NativeSelect
          label="Orlovstype"
          name="absenceKind"
          size={size}
          data={PARENTAL_OPTIONS}
          value={values.absenceKind ?? 'maternity'}
          onChange={(event) => form.setFieldValue('absenceKind', event.currentTarget.value)}
          error={form.errors.absenceKind}
        />
        <Checkbox
          label="Virksomheden betaler løn"
          name="withPay"
          size={size}
          checked={values.withPay ?? false}
          onChange={(event) => form.setFieldValue('withPay', event.currentTarget.checked)}
        />
      </>
    );
  if (values.type === 'leaveOfAbsence')
    return (
      <Checkbox
        label="Med løn"
        name="withPay"
        size={size}
        checked={values.withPay ?? false}
        onChange={(event) => form.setFieldValue('withPay', event.currentTarget.checked)}
      />
    );
  return null;
}
