import { addDays, daysBetween, type IsoDate, isIsoDate, mondayOf } from '../dates/calendar';
import { weekKeyOf } from '../dates/iso-week';
import { dayjs } from '../format/danish-time';
import { isAbsenceType, type TimeEntryType, WEEKLY_HOURS_WARNING } from './entry-types';
import { overviewCalendar } from './overview';
import { cleanHours, roundTo } from './rounding';
import {
  asSet,
  type CalendarDay,
  pickSetting,
  scheduledMinutesOnWeekday,
  type TimeLogSettingSources,
} from './time-log-settings';
import type { TimeEntry, TimeLogWarning } from './time-log-types';

/** docs/rules/timereg.md#ruling-11: the average is taken over 4 calendar months. */
export const AVERAGING_MONTHS = 4;

/**
 * The entry types that are working time for the 48-hour rule: work and overtime. Absences (Ferie, Sygdom, Fri)
 * are no working time, and neutral in the average (docs/rules/timereg.md#ruling-28, see weeklyAverageWarnings).
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
 * week key ('1-2025', see weekKey), for the overview's week bars (docs/rules/timereg.md#ruling-11: a single week of 48 hours
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
 * The 4 calendar months ending with `to` (docs/rules/timereg.md#ruling-11), as a rolling window: from the day after the same
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
  /**
   * The employee's norm week (docs/rules/timereg.md#ruling-28: N counts the days with norm time under it) and the company's days off.
   * Without it, the company default week (Monday–Friday).
   */
  norm?: {
    settings: TimeLogSettingSources;
    companyDaysOff?: ReadonlySet<string> | readonly string[] | null;
  };
}

/**
 * docs/rules/timereg.md#ruling-28's N: whether `date` has norm time under the employee's norm week in force that day (Monday–Friday
 * for the paid-hourly, who have no norm of their own): a working day of the week, not a public holiday and not a
 * company day off (docs/rules/timereg.md#ruling-9: those have no norm time for anyone).
 */
function isNormDay(day: CalendarDay, options: WeeklyAverageOptions, daysOff: ReadonlySet<string>): boolean {
  const { date, weekday } = day;
  if (daysOff.has(date) || day.isPublicHoliday) return false;
  const setting = pickSetting(options.norm?.settings ?? {}, date);
  if (setting.isPaidHourly) return weekday <= 5;
  return scheduledMinutesOnWeekday(setting, weekday) > 0;
}

const sundayOf = (date: IsoDate) => addDays(mondayOf(date), 6);

/**
 * The window ends a change on `date` can touch (issue 23 item 5): every completed week's Sunday whose 4-month
 * window holds `date`, from the Sunday of `date`'s week up to about 4 months later, before `today`.
 */
export function windowEndsHolding(date: IsoDate, today: IsoDate): IsoDate[] {
  const ends: IsoDate[] = [];
  for (let sunday = sundayOf(date); sunday < today; sunday = addDays(sunday, 7)) {
    if (averagingWindow(sunday).from > date) break;
    ends.push(sunday);
  }
  return ends;
}

/**
 * The window ends worth computing for these entries: every completed week whose window holds working time, that
 * is from the first work's week to about 4 months after the last work (a window without work has average 0).
 * A pure function of the entries and today, so the warnings never depend on which entry was changed last
 * (issue 23 item 5: a week without entries still ends a window full of earlier 54-hour weeks).
 */
function windowEnds(workDates: readonly IsoDate[], today: IsoDate): IsoDate[] {
  if (workDates.length === 0) return [];
  const last = workDates[workDates.length - 1]!;
  const ends: IsoDate[] = [];
  for (let sunday = sundayOf(workDates[0]!); sunday < today; sunday = addDays(sunday, 7)) {
    if (averagingWindow(sunday).from > last) break;
    ends.push(sunday);
  }
  return ends;
}

/**
 * The 48HourWarnings of the windows ending on `sundays` (each a completed week's Sunday):
 *
 * - Hours = working hours in the window (work + overtime, {@link WORKING_TIME_TYPES}).
 * - docs/rules/timereg.md#ruling-28 (replacing docs/rules/timereg.md#ruling-11's "holiday and sick leave count as 0"; Working Time Directive art.
 *   16(b)): absences are neutral. N = the window's days with norm time under the employee's norm week
 *   ({@link isNormDay}), A = those of them holding a full-day absence (Ferie, Sygdom, Fri). Average = hours ÷
 *   (the window's weeks × (N − A) ÷ N), the weeks being its days / 7. With N = A there is no average and no
 *   warning. Days without entries count as 0 hours: the average is over the calendar, not over registered
 *   days, so the first months of registration average in their empty days.
 * - Raised only when the average, rounded to the two decimals it is stored and shown with, exceeds 48: exactly
 *   48 is allowed, and a warning never reads '48t om ugen'.
 * - `value` is that rounded average; `fromDate`/`toDate` the window. Sorted by toDate.
 */
function warningsForWindows(
  entries: readonly TimeEntry[],
  sundays: readonly IsoDate[],
  options: WeeklyAverageOptions,
): TimeLogWarning[] {
  if (sundays.length === 0) return [];
  const sorted = [...new Set(sundays)].sort();
  const first = averagingWindow(sorted[0]!).from;
  const last = sorted[sorted.length - 1]!;
  const length = daysBetween(first, last) + 1;
  const daysOff = asSet(options.norm?.companyDaysOff);
  // Per day of the span from the first window's start to the last Sunday: prefix sums of working hours, norm
  // days (N) and norm days with an absence (A), so each window is three subtractions.
  const work = new Float64Array(length);
  const absent = new Uint8Array(length);
  for (const entry of entries) {
    if (entry.date < first || entry.date > last) continue;
    const index = daysBetween(first, entry.date);
    if (isWorkingTime(entry.type)) work[index]! += entry.hours;
    else if (isAbsenceType(entry.type)) absent[index] = 1;
  }
  const workSum = new Float64Array(length + 1);
  const normSum = new Int32Array(length + 1);
  const absenceSum = new Int32Array(length + 1);
  // The calendar's days with weekday and public holiday worked out once (date maths per day is slow).
  for (const [index, day] of overviewCalendar(first, last).entries()) {
    const normDay = isNormDay(day, options, daysOff);
    workSum[index + 1] = workSum[index]! + work[index]!;
    normSum[index + 1] = normSum[index]! + (normDay ? 1 : 0);
    absenceSum[index + 1] = absenceSum[index]! + (normDay && absent[index] ? 1 : 0);
  }

  const warnings: TimeLogWarning[] = [];
  for (const sunday of sorted) {
    const window = averagingWindow(sunday);
    const from = daysBetween(first, window.from);
    const to = daysBetween(first, window.to) + 1;
    const hours = cleanHours(workSum[to]! - workSum[from]!);
    const normDays = normSum[to]! - normSum[from]!;
    const absenceDays = absenceSum[to]! - absenceSum[from]!;
    if (hours <= 0 || normDays === absenceDays) continue;
    const days = to - from;
    // hours ÷ (days / 7 × (N − A) ÷ N), multiplied out; without absences exactly hours × 7 ÷ days.
    const average = roundTo(
      absenceDays === 0 ? (hours * 7) / days : (hours * 7 * normDays) / (days * (normDays - absenceDays)),
      2,
    );
    if (average > WEEKLY_HOURS_WARNING) {
      warnings.push({ type: '48HourWarning', value: average, fromDate: window.from, toDate: window.to });
    }
  }
  return warnings;
}

function assertToday(today: IsoDate) {
  if (!isIsoDate(today))
    throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(today)}`);
}

/**
 * 48HourWarnings (docs/rules/timereg.md#ruling-11 as docs/rules/timereg.md#ruling-28 amends it): one window per completed ISO week whose 4 calendar
 * months hold working time ({@link averagingWindow} of the week's Sunday, the Sunday before `today`), computed
 * as {@link warningsForWindows} says. Pure and idempotent, as the server recomputes warnings whenever entries
 * change: the same entries and today give the same warnings, in whatever order they were registered.
 */
export function weeklyAverageWarnings(
  entries: readonly TimeEntry[],
  options: WeeklyAverageOptions,
): TimeLogWarning[] {
  assertToday(options.today);
  const workDates = entries
    .filter((entry) => isWorkingTime(entry.type) && entry.hours > 0)
    .map((entry) => entry.date)
    .sort();
  return warningsForWindows(entries, windowEnds(workDates, options.today), options);
}

/**
 * The 48HourWarnings after a change of the registrations on `changedDates` (added, changed or deleted; a moved
 * entry changes its old and its new date): the windows the change can touch ({@link windowEndsHolding}) are
 * computed again from `entries` (the registrations after the change), every other warning of `previous` is
 * kept. Gives what {@link weeklyAverageWarnings} gives from scratch, as the property test shows.
 */
export function updateWeeklyAverageWarnings(
  previous: readonly TimeLogWarning[],
  entries: readonly TimeEntry[],
  changedDates: readonly IsoDate[],
  options: WeeklyAverageOptions,
): TimeLogWarning[] {
  assertToday(options.today);
  const touched = new Set(changedDates.flatMap((date) => windowEndsHolding(date, options.today)));
  const kept = previous.filter((warning) => warning.type === '48HourWarning' && !touched.has(warning.toDate));
  return [...kept, ...warningsForWindows(entries, [...touched], options)].sort((a, b) =>
    a.toDate.localeCompare(b.toDate),
  );
}
