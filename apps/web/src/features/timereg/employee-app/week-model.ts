import {
  addDays,
  type DaySummary,
  daySummary,
  type IsoDate,
  lockReason,
  type NormOptions,
  normHours,
  periodSummary,
  pickSetting,
  publicHolidayName,
  type TimeEntryDto,
  type TimeLogSetting,
  type TimeLogSettingSources,
} from '@kollega/domain';
import { weekDates } from './dates';

export type WeekDay = {
  date: IsoDate;
  /** 'Langfredag' on a public holiday, else null. */
  holidayName: string | null;
  entries: TimeEntryDto[];
  summary: DaySummary;
  isToday: boolean;
};

export type WeekModel = {
  days: WeekDay[];
  /** The days summed: `total` is every hour registered, `normTime` the employee's norm of the past days. */
  total: DaySummary;
  /**
   * Approved, or before the 2024-08-05 start (time-registration §4). The employee's start date and the company's
   * lock date are not known here; the server refuses changes there with WEEK_LOCKED, whose message is shown.
   */
  locked: boolean;
  /** The norm week the screen names: the setting in force on the week's last day (the latest one of the week). */
  normSetting: TimeLogSetting;
  /** Paid hourly on every day of the week: no norm to show (time-registration §2 hides Normtid for them). */
  paidHourly: boolean;
};

/** Whether the week holding `date` is read-only as far as the app can tell (see WeekModel.locked). */
export function isLocked(date: IsoDate, approvedWeeks: readonly string[]): boolean {
  return lockReason({ date, approvedWeeks }) !== null;
}

/**
 * The week that starts on `monday`, day by day, from the employee's entries, approved weeks and norm settings
 * (GET /api/me/timereg's `settings`). The norm is counted as the server does (time-registration §4,
 * decisions.md 13): each day by the setting in force on it (the employee's own norm week, else the company's,
 * else the default week), only past working days that are not public holidays, none for paid-hourly staff. The
 * company's own days off and the employee's start and end dates are not sent to the app, so those still count.
 */
export function buildWeek(
  monday: IsoDate,
  entries: readonly TimeEntryDto[],
  approvedWeeks: readonly string[],
  today: IsoDate,
  settings: TimeLogSettingSources,
): WeekModel {
  const options: NormOptions = { settings, today };
  const dayPaidHourly: boolean[] = [];
  const days = weekDates(monday).map((date) => {
    const ofDay = entries.filter((entry) => entry.date === date);
    const isPaidHourly = pickSetting(settings, date).isPaidHourly;
    dayPaidHourly.push(isPaidHourly);
    return {
      date,
      holidayName: publicHolidayName(date),
      entries: ofDay,
      summary: daySummary(ofDay, { normHours: normHours(date, options), isPaidHourly }),
      isToday: date === today,
    };
  });
  return {
    days,
    total: periodSummary(days.map((day) => day.summary)),
    locked: isLocked(monday, approvedWeeks),
    normSetting: pickSetting(settings, addDays(monday, 6)),
    paidHourly: dayPaidHourly.every(Boolean),
  };
}
