import { addDays, datesBetween, type IsoDate, isIsoDate, isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import { minutesOfDay, roundHours } from './entry-hours';
import { TIME_REGISTRATION_START } from './entry-types';
import type { NormEntry, ScheduleDay, TimeLogSetting } from './time-log-types';

/** time-registration §4 and §9: default break 30 minutes, not paid. */
export const DEFAULT_BREAK_MINUTES = 30;

function frozenDay(day: number, from: string, end: string, notWorking: boolean): ScheduleDay {
  return Object.freeze({ day, from, end, notWorking });
}

/**
 * time-registration §4 "Default week": Monday to Thursday 08:00–16:00, Friday 08:00–15:30, weekend not
 * working. The weekend keeps 08:00–16:00 as its times so that ticking a weekend day as working in the settings
 * form starts from an ordinary day; `notWorking` is what counts. Frozen: copy it before editing.
 */
export const DEFAULT_WEEKLY_SCHEDULE: readonly ScheduleDay[] = Object.freeze([
  frozenDay(1, '08:00', '16:00', false),
  frozenDay(2, '08:00', '16:00', false),
  frozenDay(3, '08:00', '16:00', false),
  frozenDay(4, '08:00', '16:00', false),
  frozenDay(5, '08:00', '15:30', false),
  frozenDay(6, '08:00', '16:00', true),
  frozenDay(7, '08:00', '16:00', true),
]);

/**
 * The setting that applies when neither the employee nor the company has saved one (§4, §9: break 30 minutes
 * not paid, salaried, the default week). Its createdDate is the time-registration start (2024-08-05), the first
 * day anything is registered. Frozen: copy it before editing.
 */
export const DEFAULT_TIME_LOG_SETTING: TimeLogSetting = Object.freeze({
  breakDuration: DEFAULT_BREAK_MINUTES,
  paidBreak: false,
  isPaidHourly: false,
  createdDate: TIME_REGISTRATION_START,
  weeklySchedule: DEFAULT_WEEKLY_SCHEDULE as ScheduleDay[],
});

/** The two lists a day's setting is chosen from (§3: settings.timeRegistration.individualTimeLogSettings, company.timeLogSettings). */
export interface TimeLogSettingSources {
  /** The employee's individual settings, in the order they were saved. */
  individual?: readonly TimeLogSetting[] | null;
  /** The company's default settings, in the order they were saved. */
  company?: readonly TimeLogSetting[] | null;
}

/** The day a setting starts to apply ('Gælder fra'): its createdDate, cut to 'YYYY-MM-DD' should a timestamp be stored. */
function effectiveFrom(setting: TimeLogSetting): string {
  return setting.createdDate.slice(0, 10);
}

/**
 * Of the settings in force on `date` (applying from on or before it), the one saved last; the list is in the order
 * the settings were saved. Issue 23: a setting applies from its 'Gælder fra' date on and replaces every setting saved
 * before it from then, also one that was to apply from a later day; so a part-timer's norm given from their start
 * date reaches back over weeks that had the company's. When every setting is saved with today's date (as before),
 * this is the one with the latest date.
 */
function latestInForce(settings: readonly TimeLogSetting[] | null | undefined, date: IsoDate) {
  let found: TimeLogSetting | undefined;
  for (const setting of settings ?? []) {
    if (effectiveFrom(setting) <= date) found = setting;
  }
  return found;
}

/**
 * The time-log setting in force on `date` (docs/rules/timereg.md#ruling-13 as amended by issue 23): the last saved setting whose
 * createdDate ('Gælder fra') is on or before the day, looked for first in the employee's individual list and then in the company's; else
 * `DEFAULT_TIME_LOG_SETTING`. A setting applies from its createdDate on, also when that is mid-week, so a
 * change never rewrites the norm of days before it (history keeps the norm it had). An individual setting in
 * force beats a newer company setting: the employee's own agreement overrides the company default.
 */
export function settingInForce(sources: TimeLogSettingSources, date: IsoDate): TimeLogSetting {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return pickSetting(sources, date);
}

/** `settingInForce` without checking the date: for loops over dates already known to be valid (Overblik). */
export function pickSetting(sources: TimeLogSettingSources, date: IsoDate): TimeLogSetting {
  return (
    latestInForce(sources.individual, date) ??
    latestInForce(sources.company, date) ??
    DEFAULT_TIME_LOG_SETTING
  );
}

/** The norm week's entry for the weekday of `date`, found by its `day` (1 Monday … 7 Sunday). */
export function scheduleDayOf(setting: TimeLogSetting, date: IsoDate): ScheduleDay {
  return scheduleDayOnWeekday(setting, isoWeekday(date));
}

/** The norm week's entry for an ISO weekday (1 Monday … 7 Sunday). */
export function scheduleDayOnWeekday(setting: TimeLogSetting, weekday: number): ScheduleDay {
  const found =
    setting.weeklySchedule.find((entry) => entry.day === weekday) ?? setting.weeklySchedule[weekday - 1];
  // A schedule without that day (not valid per the schema) is read as a day off rather than a crash.
  return found ?? { day: weekday, from: '00:00', end: '00:00', notWorking: true };
}

/**
 * time-registration §3 Norm entry: the norm of one day as the registrations modal shows it ('Fri' when not
 * working, else from–end). It reflects the norm week only; public holidays and company days off are applied by
 * `normHours`, not here.
 */
export function normEntry(setting: TimeLogSetting, date: IsoDate): NormEntry {
  const scheduled = scheduleDayOf(setting, date);
  return {
    isPaidHourly: setting.isPaidHourly,
    notWorking: scheduled.notWorking,
    from: scheduled.from,
    end: scheduled.end,
  };
}

/**
 * The minutes the norm week gives the weekday of `date`: end − from (an end before the start runs over
 * midnight, as for entries; an end equal to the start is an empty day, not 24 hours, since a norm day is never
 * a full day), minus the break unless it is paid; 0 when not working. Like `entryHours`, no break is subtracted
 * for paid-hourly staff (§5 hides the break for them), so a paid-hourly absence day matches the hours they
 * would have registered. Norm times are not rounded: they are chosen from the quarter-hour selects.
 */
export function scheduledMinutes(setting: TimeLogSetting, date: IsoDate): number {
  return scheduledMinutesOnWeekday(setting, isoWeekday(date));
}

/** `scheduledMinutes` for an ISO weekday, without date maths (Overblik computes weekdays once per period). */
export function scheduledMinutesOnWeekday(setting: TimeLogSetting, weekday: number): number {
  // A setting never changes once saved, so its seven days are worked out once (Overblik asks per employee
  // and day).
  let week = weekMinutesCache.get(setting);
  if (!week) {
    week = [1, 2, 3, 4, 5, 6, 7].map((day) => computeScheduledMinutes(setting, day));
    weekMinutesCache.set(setting, week);
  }
  return week[weekday - 1] ?? 0;
}

const weekMinutesCache = new WeakMap<TimeLogSetting, number[]>();

function computeScheduledMinutes(setting: TimeLogSetting, weekday: number): number {
  const scheduled = scheduleDayOnWeekday(setting, weekday);
  if (scheduled.notWorking) return 0;
  const from = minutesOfDay(scheduled.from);
  const end = minutesOfDay(scheduled.end);
  const span = end >= from ? end - from : end + 24 * 60 - from;
  const breakMinutes = setting.paidBreak || setting.isPaidHourly ? 0 : setting.breakDuration;
  return Math.max(0, span - breakMinutes);
}

/** `scheduledMinutes` in hours (2 decimals max): Monday of the default week is 7.5, Friday 7. */
export function scheduledHours(setting: TimeLogSetting, date: IsoDate): number {
  return roundHours(scheduledMinutes(setting, date) / 60);
}

export interface NormOptions {
  /** The employee's and the company's settings (see `settingInForce`). */
  settings: TimeLogSettingSources;
  /** Today in Danish time ('YYYY-MM-DD', `danishToday()`); norm counts only before it. */
  today: IsoDate;
  /** docs/rules/timereg.md#ruling-9: dates the company has marked as days off (1 May, 5 June, 24 and 31 December, …). */
  companyDaysOff?: ReadonlySet<string> | readonly string[] | null;
  /** The employee's start date; no norm before it. */
  startDate?: IsoDate | null;
  /** The employee's end date; no norm after it. */
  endDate?: IsoDate | null;
  /**
   * Issue 34 (decision 044): the optional absence types the company says do not stand in for the norm; their
   * hours leave plus/minus out (the norm stays). Every absence stands in when absent.
   */
  uncreditedTypes?: ReadonlySet<string>;
}

export function asSet(days: NormOptions['companyDaysOff']): ReadonlySet<string> {
  if (!days) return new Set();
  return days instanceof Set ? days : new Set(days as readonly string[]);
}

function normMinutes(date: IsoDate, options: NormOptions, daysOff: ReadonlySet<string>): number {
  for (const value of [date, options.today]) {
    if (!isIsoDate(value)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  }
  return normMinutesOn(
    { date, weekday: isoWeekday(date), isPublicHoliday: isPublicHoliday(date) },
    options,
    daysOff,
  );
}

/** A day as loops over many employees see it: its weekday and holiday computed once, not per employee. */
export interface CalendarDay {
  date: IsoDate;
  weekday: number;
  isPublicHoliday: boolean;
}

/** `normHours`' rules in minutes for a day whose weekday and holiday are already known (no date checks). */
export function normMinutesOn(day: CalendarDay, options: NormOptions, daysOff: ReadonlySet<string>): number {
  const { date } = day;
  if (date >= options.today) return 0;
  if (date < TIME_REGISTRATION_START) return 0;
  if (options.startDate && date < options.startDate) return 0;
  if (options.endDate && date > options.endDate) return 0;
  if (daysOff.has(date) || day.isPublicHoliday) return 0;
  const setting = pickSetting(options.settings, date);
  if (setting.isPaidHourly) return 0;
  return scheduledMinutesOnWeekday(setting, day.weekday);
}

/**
 * The norm hours of one day (time-registration §4: "Norm time applies only to past days that are working and
 * not holidays"), 0 unless all of these hold:
 * - the day is past: strictly before `today`. Today does not count yet, because the day is not over and the
 *   employee is still registering it; it counts from tomorrow, so the norm never runs ahead of the work;
 * - on or after 2024-08-05 (§4 "Time rules: start 2024-08-05"): there is no norm before time registration
 *   existed;
 * - within the employment: not before `startDate`, not after `endDate` (an employee starting on a Wednesday has
 *   no norm on that week's Monday and Tuesday);
 * - not a public holiday and not a company day off (docs/rules/timereg.md#ruling-9);
 * - a working day of the setting in force that day (docs/rules/timereg.md#ruling-13), whose employee is not paid hourly (§2:
 *   paid-hourly employees have no norm time).
 * The hours are then `scheduledHours` of that setting.
 */
export function normHours(date: IsoDate, options: NormOptions): number {
  return roundHours(normMinutes(date, options, asSet(options.companyDaysOff)) / 60);
}

/** The norm hours of every day from `from` to `to`, both included (0 when `to` is before `from`). */
export function normHoursForPeriod(from: IsoDate, to: IsoDate, options: NormOptions): number {
  for (const date of [from, to, options.today]) {
    if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  }
  const daysOff = asSet(options.companyDaysOff);
  // Only past days from the start of time registration can have norm, so a long or open period is cut to
  // them before walking it day by day.
  const first = from < TIME_REGISTRATION_START ? TIME_REGISTRATION_START : from;
  const yesterday = addDays(options.today, -1);
  const last = to > yesterday ? yesterday : to;
  let minutes = 0;
  for (const date of datesBetween(first, last)) minutes += normMinutes(date, options, daysOff);
  return roundHours(minutes / 60);
}
