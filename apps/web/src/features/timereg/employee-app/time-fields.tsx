import { formatHours, quarterHourOptions, type TimeLogSettingSources } from '@kollega/domain';
import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { breakMinutesOn, breakToggleShown, type EntryFormValues, previewHours } from './entry-form-values';

const QUARTERS = quarterHourOptions();

/** The quarter hours (§5: 15-minute steps), plus a stored time off the grid so an old entry shows as it is. */
function timeOptions(current: string): string[] {
  return current && !QUARTERS.includes(current) ? [current, ...QUARTERS] : QUARTERS;
}

type TimeFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  /** The employee's norm settings: the day's break, and whether it is paid or they are paid hourly. */
  settings: TimeLogSettingSources;
};

/**
 * Start, end, 'Pause inkluderet' and the computed hours (time-registration §5: the hours field is read-only).
 * The toggle and the break follow the setting in force on the chosen date (hidden for overtime, a paid break or
 * paid-hourly staff). Native selects: a phone shows its own wheel for the 96 quarter hours, which beats
 * scrolling a dropdown.
 */
export function TimeFields({ form, settings }: TimeFieldsProps) {
  const values = form.getValues();
  const hours = previewHours(values, settings);
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          label="Start"
          name="startTime"
          size="md"
          withAsterisk
          data={timeOptions(values.startTime)}
          {...form.getInputProps('startTime')}
        />
        <NativeSelect
          label="Slut"
          name="endTime"
          size="md"
          withAsterisk
          data={timeOptions(values.endTime)}
          {...form.getInputProps('endTime')}
        />
      </SimpleGrid>
      {breakToggleShown(values, settings) ? (
        <Switch
          label="Pause inkluderet"
          description={`Pausen (${breakMinutesOn(settings, values.date)} min.) trækkes fra timerne.`}
          name="breakWasIncluded"
          size="md"
          {...form.getInputProps('breakWasIncluded', { type: 'checkbox' })}
        />
      ) : null}
      <TextInput
        label="Timer"
        size="md"
        readOnly
        variant="filled"
        value={hours === null ? '' : formatHours(hours)}
        description="Beregnes ud fra start, slut og pause."
      />
    </>
  );
}
