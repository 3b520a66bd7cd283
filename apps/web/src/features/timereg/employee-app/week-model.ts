import {
  addDays,
  type DaySummary,
  daySummary,
  type IsoDate,
  type LockReason,
  lockReason,
  type MyTimeregLocks,
  type NormOptions,
  normHours,
  periodSummary,
  pickSetting,
  publicHolidayName,
  type TimeEntryDto,
  type TimeLogSetting,
  type TimeLogSettingSources,
  weekLockReason,
} from '@kollega/domain';
import { weekDates } from './dates';

export type WeekDay = {
  date: IsoDate;
  /** 'Langfredag' on a public holiday, else null. */
  holidayName: string | null;
  entries: TimeEntryDto[];
  summary: DaySummary;
  isToday: boolean;
  /** Why the day is read-only (approved week, before the start date, on or before 'Låst til og med'), or null. */
  lock: LockReason | null;
};

export type WeekModel = {
  days: WeekDay[];
  /** The days summed: `total` is every hour registered, `normTime` the employee's norm of the past days. */
  total: DaySummary;
  /**
   * The whole week is read-only: approved, or every day before 2024-08-05, the start date or on or before the
   * company's 'Låst til og med' (time-registration §4, docs/rules/timereg.md#ruling-29). A week the lock date cuts through is not; its
   * locked days carry their own `lock`.
   */
  locked: boolean;
  /** The dates the day locks come from, for the text saying why. */
  locks: MyTimeregLocks;
  /** The norm week the screen names: the setting in force on the week's last day (the latest one of the week). */
  normSetting: TimeLogSetting;
  /** Paid hourly on every day of the week: no norm to show (time-registration §2 hides Normtid for them). */
  paidHourly: boolean;
};

const NO_LOCKS: MyTimeregLocks = { startDate: null, lockDate: null };

/** Whether the whole week holding `date` is read-only (see WeekModel.locked). */
export function isLocked(
  date: IsoDate,
  approvedWeeks: readonly string[],
  locks: MyTimeregLocks = NO_LOCKS,
): boolean {
  return (
    weekLockReason({
      date,
      approvedWeeks,
      employeeStartDate: locks.startDate,
      companyLockDate: locks.lockDate,
    }) !== null
  );
}

/**
 * The week that starts on `monday`, day by day, from the employee's entries, approved weeks and norm settings
 * (GET /api/me/timereg's `settings`). The norm is counted as the server does (time-registration §4,
 * docs/rules/timereg.md#ruling-13): each day by the setting in force on it (the employee's own norm week, else the company's,
 * else the default week), only past working days that are not public holidays, none for paid-hourly staff. The
 * company's own days off and the employee's start and end dates are not sent to the app, so those still count.
 */
export function buildWeek(
  monday: IsoDate,
  entries: readonly TimeEntryDto[],
  approvedWeeks: readonly string[],
  today: IsoDate,
  settings: TimeLogSettingSources,
  locks: MyTimeregLocks = NO_LOCKS,
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
      lock: lockReason({
        date,
        approvedWeeks,
        employeeStartDate: locks.startDate,
        companyLockDate: locks.lockDate,
      }),
    };
  });
  return {
    days,
    total: periodSummary(days.map((day) => day.summary)),
    locked: isLocked(monday, approvedWeeks, locks),
    locks,
    normSetting: pickSetting(settings, addDays(monday, 6)),
    paidHourly: dayPaidHourly.every(Boolean),
  };
}
