import { formatHours } from '@kollega/domain';
import { Checkbox, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { quarterHourOptionsWith } from '../../../ui/quarter-hour-options';
import {
  breakMinutes,
  type EntryFormValues,
  type EntryRules,
  needsOvernight,
  previewHours,
  showBreakToggle,
} from './entry-form-values';
import type { EntryFormVariant } from './entry-form-variants';

type TimeFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  rules: EntryRules | undefined;
  variant: EntryFormVariant;
};

/**
 * Start, end, 'Pause inkluderet' and the hours they give (time-registration §5: the hours are computed and
 * read-only). Native selects: 96 quarter hours (§5: 15-minute steps) are quickest to pick by typing '08' on a
 * keyboard or by a phone's wheel; a stored time off the grid is offered too, so an old entry shows as it is.
 */
export function TimeFields({ form, rules, variant }: TimeFieldsProps) {
  const values = form.getValues();
  const hours = previewHours(values, rules);
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          label="Start"
          name="startTime"
          size={variant.size}
          withAsterisk
          {...form.getInputProps('startTime')}
        >
          {quarterHourOptionsWith(values.startTime)}
        </NativeSelect>
        <NativeSelect
          label="Slut"
          name="endTime"
          size={variant.size}
          withAsterisk
          {...form.getInputProps('endTime')}
        >
          {quarterHourOptionsWith(values.endTime)}
        </NativeSelect>
      </SimpleGrid>
      {needsOvernight(values) ? (
        <Checkbox
          label="Slutter næste dag"
          description="Sluttiden er før eller lig med starttiden: vagten går over midnat."
          name="overnight"
          size={variant.size}
          {...form.getInputProps('overnight', { type: 'checkbox' })}
        />
      ) : null}
      {showBreakToggle(values, rules) ? (
        <Switch
          label="Pause inkluderet"
          description={variant.breakNote(breakMinutes(values, rules))}
          name="breakWasIncluded"
          size={variant.size}
          {...form.getInputProps('breakWasIncluded', { type: 'checkbox' })}
        />
      ) : null}
      <TextInput
        label="Timer"
        size={variant.size}
        readOnly
        variant="filled"
        value={hours === null ? '' : formatHours(hours)}
        description={
          hours === null && needsOvernight(values)
            ? 'Sæt hak i ”Slutter næste dag” for at beregne timerne.'
            : 'Beregnes ud fra start, slut og pause.'
        }
      />
    </>
  );
}
