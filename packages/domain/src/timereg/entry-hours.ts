import type { TimeEntryType } from './entry-types';
import { TIME_OF_DAY } from './time-log-types';

/**
 * The hours of a timed registration, time-registration §5: "Times round up to 15 minutes. Hours are computed
 * from start and end, minus the break if the break is included and not paid. The hours field is read-only."
 *
 * Hours are wall-clock hours as the employee reads them off the clock: the function knows no date, so a night
 * shift across a daylight-saving change (2025-03-30, 2025-10-26) counts 22:00–06:00 as 8 hours, like any other
 * night. That is how the registration is shown and approved; the rest-period and 48-hour rules reuse it.
 */

const MINUTES_PER_DAY = 24 * 60;
const QUARTER = 15;

/** Minutes after midnight of an 'HH:mm' time; RangeError for anything else (24:00 included). */
export function minutesOfDay(time: string): number {
  if (typeof time !== 'string' || !TIME_OF_DAY.test(time)) {
    throw new RangeError(`not an HH:mm time: ${JSON.stringify(time)}`);
  }
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function formatMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Minutes rounded up to the next quarter hour; 23:53 gives 1440 (midnight at the end of the day). */
function ceilQuarter(minutes: number): number {
  return Math.ceil(minutes / QUARTER) * QUARTER;
}

/**
 * time-registration §5: a time rounded UP to the next quarter hour ('08:07' → '08:15'; '08:00' and '08:15'
 * stay). The spec rounds up, never to the nearest. A time after 23:45 rounds to '00:00', the midnight that ends
 * the day; `entryHours` treats that as the end of the day, so 22:00–23:53 is 2 hours.
 */
export function roundUpToQuarter(time: string): string {
  return formatMinutes(ceilQuarter(minutesOfDay(time)));
}

/** The 96 quarter-hour times of a day, '00:00' to '23:45', for the time selects (§5: 15-minute steps). */
export function quarterHourOptions(): string[] {
  return Array.from({ length: MINUTES_PER_DAY / QUARTER }, (_, index) => formatMinutes(index * QUARTER));
}

/** Rounds hours to at most 2 decimals (§9: hours are shown with 2 decimals), without float noise. */
export function roundHours(hours: number): number {
  return Math.round((hours + Number.EPSILON) * 100) / 100;
}

export interface BreakRules {
  type: TimeEntryType;
  paidBreak?: boolean;
  isPaidHourly?: boolean;
}

/**
 * time-registration §5: "The break toggle is hidden for overtime, paid-hourly or paid-break employees." Where
 * the toggle is hidden the break never subtracts: overtime is extra time on top of the norm (the break was
 * taken in the normal day), a paid break is working time, and paid-hourly staff are paid for the hours they
 * register, so their break is simply not part of the registration (they register around it).
 */
export function breakToggleVisible({ type, paidBreak = false, isPaidHourly = false }: BreakRules): boolean {
  return type !== 'overtime' && !paidBreak && !isPaidHourly;
}

export interface EntryHoursInput extends BreakRules {
  /** 'HH:mm' as entered; rounded up to the quarter here. */
  startTime: string;
  /** 'HH:mm' as entered; at or before `startTime` means the shift ends the next day. */
  endTime: string;
  /** The setting's break in minutes (TimeLogSetting.breakDuration); none when absent. */
  breakMinutes?: number | null;
  /** The entry's 'Pause inkluderet' toggle (TimeEntry.breakWasIncluded). */
  breakIncluded?: boolean | null;
  /**
   * Break minutes clocked with 'Start pause' / 'Slut pause' (decision 030), subtracted on top of the included
   * break, whatever the type or pay form: the employee was not working then. Not for a paid break (working time).
   */
  clockedBreakMinutes?: number | null;
}

/**
 * Minutes between the rounded start and end. Whether the shift crosses midnight is read from the times as
 * entered (end at or before start), so 08:07–08:10 is 0 minutes (both round to 08:15), not 24 hours, while
 * 08:00–08:00 is a 24-hour shift and 22:00–06:00 is 8 hours.
 */
export function shiftMinutes(startTime: string, endTime: string): number {
  const enteredStart = minutesOfDay(startTime);
  const enteredEnd = minutesOfDay(endTime);
  const start = ceilQuarter(enteredStart);
  const end = ceilQuarter(enteredEnd) + (enteredEnd <= enteredStart ? MINUTES_PER_DAY : 0);
  return end - start;
}

/**
 * The read-only hours of a timed registration (time-registration §5), at most 2 decimals:
 * - start and end are rounded up to the next quarter hour;
 * - an end at or before the start runs over midnight (22:00–06:00 is 8 hours);
 * - the break is subtracted only when it is included and the toggle applies at all (`breakToggleVisible`: not
 *   overtime, not a paid break, not paid hourly). For paid-hourly staff the toggle is hidden, so a stored
 *   `breakIncluded` is ignored for them (treated as false);
 * - never below 0: a break longer than the work gives 0.
 * Throws RangeError for a malformed time or a negative or non-integer break.
 */
export function entryHours(input: EntryHoursInput): number {
  const breakMinutes = input.breakMinutes ?? 0;
  if (!Number.isInteger(breakMinutes) || breakMinutes < 0) {
    throw new RangeError(`a break in whole minutes ≥ 0, got ${breakMinutes}`);
  }
  const clocked = input.paidBreak ? 0 : (input.clockedBreakMinutes ?? 0);
  if (!Number.isInteger(clocked) || clocked < 0) {
    throw new RangeError(`a clocked break in whole minutes ≥ 0, got ${clocked}`);
  }
  const worked = shiftMinutes(input.startTime, input.endTime);
  const subtract = (input.breakIncluded === true && breakToggleVisible(input) ? breakMinutes : 0) + clocked;
  return roundHours(Math.max(0, worked - subtract) / 60);
}
