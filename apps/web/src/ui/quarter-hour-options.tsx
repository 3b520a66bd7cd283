import { quarterHourOptions } from '@kollega/domain';
import type { ReactElement } from 'react';

/** The times of day in 15-minute steps (DESIGN.md), '00:00' to '23:45'. */
export const QUARTER_HOURS: readonly string[] = quarterHourOptions();

function timeOption(time: string): ReactElement {
  return (
    <option key={time} value={time}>
      {time}
    </option>
  );
}

/**
 * The quarter hours as `<option>` elements for a NativeSelect's children, made once. A `data` list would become
 * 96 option components, built anew on every render; these are plain option elements, and a select rendered
 * again with the same elements leaves its options alone (React skips an element it has already rendered).
 * The DOM is the same either way (decision 081).
 */
export const QUARTER_HOUR_OPTIONS: readonly ReactElement[] = QUARTER_HOURS.map(timeOption);

/** The quarter hours, with a time off the grid first, so a stored time such as '08:07' shows as it is. */
export function quarterHourOptionsWith(current: string): readonly ReactElement[] {
  return current && !QUARTER_HOURS.includes(current)
    ? [timeOption(current), ...QUARTER_HOUR_OPTIONS]
    : QUARTER_HOUR_OPTIONS;
}
