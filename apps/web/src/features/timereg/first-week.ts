import { addDays, type IsoDate, mondayOf, TIMEREG_FIRST_DATE } from '@kollega/domain';

/**
 * The Monday of the first week the server lists (decision 013: every period starts on or after
 * TIMEREG_FIRST_DATE, 2024-01-01, itself a Monday). The week steppers stop here instead of asking for a week the
 * server refuses with a 400.
 */
export const FIRST_MONDAY: IsoDate = mondayOf(addDays(TIMEREG_FIRST_DATE, 6));

/** Whether the week before the one starting on `monday` can be shown. */
export function hasEarlierWeek(monday: IsoDate): boolean {
  return addDays(monday, -7) >= FIRST_MONDAY;
}

/** `monday`, or the first week the server lists when it is earlier (an old link, a remembered filter). */
export function atOrAfterFirstWeek(monday: IsoDate): IsoDate {
  return monday < FIRST_MONDAY ? FIRST_MONDAY : monday;
}
