import { breakToggleVisible, formatHours, quarterHourOptions } from '@kollega/domain';
import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type EntryFormValues, PREVIEW_BREAK_MINUTES, previewHours } from './entry-form-values';

const QUARTERS = quarterHourOptions();

/** The quarter hours (§5: 15-minute steps), plus a stored time off the grid so an old entry shows as it is. */
function timeOptions(current: string): string[] {
  return current && !QUARTERS.includes(current) ? [current, ...QUARTERS] : QUARTERS;
}

/**
 * Start, end, 'Pause inkluderet' and the computed hours (time-registration §5: the hours field is read-only).
 * Native selects: a phone shows its own wheel for the 96 quarter hours, which beats scrolling a dropdown.
 */
export function TimeFields({ form }: { form: UseFormReturnType<EntryFormValues> }) {
  const values = form.getValues();
  const hours = previewHours(values);
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
      {breakToggleVisible({ type: values.type }) ? (
        <Switch
          label="Pause inkluderet"
          description={`Pausen (${PREVIEW_BREAK_MINUTES} min.) trækkes fra timerne.`}
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
