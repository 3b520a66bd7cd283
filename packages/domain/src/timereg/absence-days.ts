import { addDays, datesBetween, daysBetween, type IsoDate, isIsoDate } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import { HOLIDAY_DAY_HOURS, isAbsenceType, type TimeEntryType } from './entry-types';
import {
  asSet,
  scheduledHours,
  scheduledMinutes,
  settingInForce,
  type TimeLogSettingSources,
} from './time-log-settings';

/**
 * The longest multi-day absence one registration may span, both ends included: a (leap) year. Longer absences
 * are registered in several goes; the cap keeps a mistyped year (2205 for 2025) from creating thousands of rows.
 */
export const MAX_ABSENCE_DAYS = 366;
/**
 * Barsel (issue 34, decision 044) may span months: graviditetsorlov from four weeks before the birth, then up
 * to 48 weeks per parent, extendable to 56 or 64 weeks, so a whole leave fits in two years. Still bounded, so a
 * mistyped year cannot create thousands of rows.
 */
export const MAX_PARENTAL_LEAVE_DAYS = 732;

/** The longest span one registration of `type` may cover, both ends included. */
export function maxAbsenceDays(type: TimeEntryType): number {
  return type === 'parentalLeave' ? MAX_PARENTAL_LEAVE_DAYS : MAX_ABSENCE_DAYS;
}

export interface ExpandAbsenceInput {
  /** Only absences may span days (§5; issue 34's types too). */
  type: TimeEntryType;
  /** First day, 'YYYY-MM-DD'. */
  from: IsoDate;
  /** Last day, included; equal to `from` for a single day. */
  to: IsoDate;
  /** The employee's and the company's settings; each day uses the setting in force on it. */
  settings: TimeLogSettingSources;
  /** docs/rules/timereg.md#ruling-9: the company's own days off, skipped like public holidays. */
  companyDaysOff?: ReadonlySet<string> | readonly string[] | null;
}

export interface AbsenceDay {
  date: IsoDate;
  hours: number;
}

/**
 * The registrations a multi-day absence becomes, one per covered day (time-registration §5: "Multi-day
 * entries are allowed only for holiday, timeOff and sickLeave; non-working days and public holidays are
 * skipped"). A day is covered when it is a working day of the norm week in force on that very day (so a
 * setting changed mid-absence changes the days from its createdDate on), not a public holiday and not a
 * company day off (docs/rules/timereg.md#ruling-9: those are days off for everyone, so no absence is spent on them).
 *
 * Hours per day:
 * - 'holiday': always HOLIDAY_DAY_HOURS (7.5), whatever the day's norm, because §4 says "A holiday day counts
 *   as a standard 7.5 hours" and §9 repeats it as a constant; a Friday of 7 norm hours is still 7.5;
 * - 'timeOff', 'sickLeave' and issue 34's types: the day's scheduled hours (`scheduledHours` of the setting in force), i.e. the
 *   work the absence replaces. Paid-hourly staff get the same (their norm week still tells which days and
 *   hours they would have worked; §4 leaves their absence out of the totals anyway).
 *
 * Returns [] when every day is skipped (a weekend, Easter). Errors are programming or input errors the form
 * prevents, so they throw RangeError rather than return a result: a non-absence type, a malformed date, `from`
 * after `to`, or more than MAX_ABSENCE_DAYS days.
 */
export function expandAbsence(input: ExpandAbsenceInput): AbsenceDay[] {
  const { type, from, to } = input;
  if (!isAbsenceType(type)) {
    throw new RangeError(`only absences can span several days, got ${type}`);
  }
  for (const date of [from, to]) {
    if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  }
  if (from > to) throw new RangeError(`the first day ${from} is after the last day ${to}`);
  if (daysBetween(from, to) + 1 > maxAbsenceDays(type)) {
    throw new RangeError(`an absence spans at most ${maxAbsenceDays(type)} days, ${from}–${to} is longer`);
  }
  const daysOff = asSet(input.companyDaysOff);
  const days: AbsenceDay[] = [];
  for (const date of datesBetween(from, to)) {
    if (!isAbsenceWorkingDay(date, input.settings, daysOff)) continue;
    const setting = settingInForce(input.settings, date);
    const hours = type === 'holiday' ? HOLIDAY_DAY_HOURS : scheduledHours(setting, date);
    days.push({ date, hours });
  }
  return days;
}

/**
 * Whether an absence covers `date`: a working day of the norm week in force on that very day (one that gives
 * hours), not a public holiday and not a company day off (docs/rules/timereg.md#ruling-9). `expandAbsence`'s
 * rule for the days of a span, and the rule for "the day before" of Barns 2. sygedag.
 */
export function isAbsenceWorkingDay(
  date: IsoDate,
  settings: TimeLogSettingSources,
  daysOff: ReadonlySet<string>,
): boolean {
  if (isPublicHoliday(date) || daysOff.has(date)) return false;
  return scheduledMinutes(settingInForce(settings, date), date) > 0;
}

/**
 * The working day (as `isAbsenceWorkingDay` counts it) before `date`, or after it with `step` 1; null when there
 * is none within MAX_ABSENCE_DAYS (a norm week without working days), so the search is bounded.
 */
export function adjacentAbsenceWorkingDay(
  date: IsoDate,
  settings: TimeLogSettingSources,
  daysOff: ReadonlySet<string>,
  step: -1 | 1 = -1,
): IsoDate | null {
  for (let distance = 1; distance <= MAX_ABSENCE_DAYS; distance += 1) {
    const candidate = addDays(date, step * distance);
    if (isAbsenceWorkingDay(candidate, settings, daysOff)) return candidate;
  }
  return null;
}
