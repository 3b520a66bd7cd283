import { MultiSelect, type MultiSelectProps, Pill } from '@mantine/core';

/** hr-core §9: a multi-select shows the picked values up to 2, and 'N valgt...' above that. */
export const MAX_SHOWN_PILLS = 2;

/** The summary pill's text: '3 valgt...'. */
export function selectedSummary(count: number): string {
  return `${count} valgt...`;
}

/**
 * Mantine's MultiSelect that stays one line high: with more than two values picked, the pills give way to one
 * summary pill ('N valgt...'). The dropdown still ticks every picked option, and the clear button empties it.
 */
export function CompactMultiSelect(props: MultiSelectProps) {
  const values = props.value ?? [];
  const compact = values.length > MAX_SHOWN_PILLS;
  return (
    <MultiSelect
      clearable
      {...props}
      renderPill={
        compact
          ? ({ value }) =>
              // One pill for all of them, in the place of the first; the others render nothing.
              value === values[0] ? <Pill>{selectedSummary(values.length)}</Pill> : null
          : props.renderPill
      }
    />
  );
}
