import { dayjs } from '../format/danish-time';
import { addDays, daysBetween, type IsoDate, isIsoDate, mondayOf } from './calendar';
import { type TimeEntryType, WEEKLY_HOURS_WARNING } from './entry-types';
import { weekKeyOf } from './iso-week';
import { cleanHours, roundTo } from './rounding';
import type { TimeEntry, TimeLogWarning } from './time-log-types';

/** decisions.md 11: the average is taken over 4 calendar months. */
export const AVERAGING_MONTHS = 4;

/**
 * The entry types that are working time for the 48-hour rule: work and overtime. decisions.md 11 says holiday
 * and sick leave count as 0; time off (fri) is absence as well and counts as 0 too.
 */
export const WORKING_TIME_TYPES: readonly TimeEntryType[] = ['work', 'overtime'];

function isWorkingTime(type: TimeEntryType): boolean {
  return WORKING_TIME_TYPES.includes(type);
}

/**
 * Working hours per date (work + overtime as stored), over every date that has any entry. A malformed date
 * throws a RangeError later, from the calendar functions.
 */
function workHoursByDate(entries: readonly TimeEntry[]): Map<IsoDate, number> {
  const byDate = new Map<IsoDate, number>();
  for (const entry of entries) {
    const hours = isWorkingTime(entry.type) ? entry.hours : 0;
    byDate.set(entry.date, (byDate.get(entry.date) ?? 0) + hours);
  }
  return byDate;
}

/**
 * Work hours (work + overtime; holiday, sick leave and time off count 0) per ISO week, keyed by the spec's
 * week key ('1-2025', see weekKey), for the overview's week bars (decisions.md 11: a single week of 48 hours
 * or more is flagged there; see isOverWeeklyLimit). Every week that holds an entry is present, absence-only
 * weeks with 0; keys are in chronological order. The ISO week, not the calendar year, decides: 2024-12-30 …
 * 2025-01-05 is one week, '1-2025'.
 */
export function weeklyHours(entries: readonly TimeEntry[]): Record<string, number> {
  const byWeek: Record<string, number> = {};
  const byDate = workHoursByDate(entries);
  for (const date of [...byDate.keys()].sort()) {
    const key = weekKeyOf(date);
    byWeek[key] = cleanHours((byWeek[key] ?? 0) + byDate.get(date)!);
  }
  return byWeek;
}

export interface AveragingWindow {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The 4 calendar months ending with `to` (decisions.md 11), as a rolling window: from the day after the same
 * date 4 months earlier, through `to`. Ending Sunday 2025-01-05 it runs 2024-09-06 … 2025-01-05. When the
 * earlier month is shorter, the date is clamped to its last day (2024-06-30 − 4 months = 2024-02-29), so a
 * window ending on a month's last day is exactly the 4 whole months before it (2024-03-01 … 2024-06-30).
 * A window is 120 to 123 days long.
 */
export function averagingWindow(to: IsoDate): AveragingWindow {
  if (!isIsoDate(to)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(to)}`);
  const sameDateEarlier = dayjs.utc(to).subtract(AVERAGING_MONTHS, 'month').format('YYYY-MM-DD');
  return { from: addDays(sameDateEarlier, 1), to };
}

export interface WeeklyAverageOptions {
  /** Today's date (danishToday()); only weeks whose Sunday is before it are complete. */
  today: IsoDate;
}

/**
 * 48HourWarnings (decisions.md 11: raised "when the average weekly working time over the 4 calendar months
 * ending with a completed week exceeds 48 hours; holiday and sick leave count as 0; value is that average").
 *
 * - One window per completed ISO week that holds entries (of any type): the week's Sunday must be before
 *   `today`. The window is {@link averagingWindow} of that Sunday.
 * - Average = working hours in the window (work + overtime, {@link WORKING_TIME_TYPES}) divided by the
 *   window's weeks (its days / 7). Days without entries count as 0 hours: the average is over the calendar,
 *   not over registered days, so the first months of registration average in their empty days.
 * - Raised only when the average, rounded to the two decimals it is stored and shown with, exceeds 48: exactly
 *   48 is allowed, and a warning never reads '48t om ugen'.
 * - `value` is that rounded average; `fromDate`/`toDate` the window. One warning per window end, sorted by
 *   toDate. Pure and idempotent, as the server recomputes warnings whenever entries change.
 */
export function weeklyAverageWarnings(
  entries: readonly TimeEntry[],
  { today }: WeeklyAverageOptions,
): TimeLogWarning[] {
  if (!isIsoDate(today))
    throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(today)}`);
  const byDate = workHoursByDate(entries);
  const dates = [...byDate.keys()].sort();

  const sundays = new Set<IsoDate>();
  for (const date of dates) {
    const sunday = addDays(mondayOf(date), 6);
    if (sunday < today) sundays.add(sunday);
  }

  const warnings: TimeLogWarning[] = [];
  for (const sunday of [...sundays].sort()) {
    const window = averagingWindow(sunday);
    let hours = 0;
    for (const date of dates) {
      if (date >= window.from && date <= window.to) hours += byDate.get(date)!;
    }
    const days = daysBetween(window.from, window.to) + 1;
    const average = roundTo((hours * 7) / days, 2);
    if (average > WEEKLY_HOURS_WARNING) {
      warnings.push({ type: '48HourWarning', value: average, fromDate: window.from, toDate: window.to });
    }
  }
  return warnings;
}
