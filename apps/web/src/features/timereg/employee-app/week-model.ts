import {
  type DaySummary,
  DEFAULT_TIME_LOG_SETTING,
  daySummary,
  type IsoDate,
  lockReason,
  type NormOptions,
  normHours,
  periodSummary,
  publicHolidayName,
  type TimeEntryDto,
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
  /** The days summed: `total` is every hour registered, `normTime` the default week's norm of the past days. */
  total: DaySummary;
  /**
   * Approved, or before the 2024-08-05 start (time-registration §4). The employee's start date and the company's
   * lock date are not known here; the server refuses changes there with WEEK_LOCKED, whose message is shown.
   */
  locked: boolean;
};

/**
 * The norm the app can show. The employee's own norm week is not exposed to the employee app yet, so this is the
 * default week (time-registration §4: Monday–Thursday 08:00–16:00, Friday 08:00–15:30, 30 minutes' unpaid
 * break), counted like the admin's (only past working days that are not public holidays). The screen says so.
 */
function normOptions(today: IsoDate): NormOptions {
  return { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today };
}

/** Whether the week holding `date` is read-only as far as the app can tell (see WeekModel.locked). */
export function isLocked(date: IsoDate, approvedWeeks: readonly string[]): boolean {
  return lockReason({ date, approvedWeeks }) !== null;
}

/** The week that starts on `monday`, day by day, from the employee's entries and approved weeks. */
export function buildWeek(
  monday: IsoDate,
  entries: readonly TimeEntryDto[],
  approvedWeeks: readonly string[],
  today: IsoDate,
): WeekModel {
  const options = normOptions(today);
  const days = weekDates(monday).map((date) => {
    const ofDay = entries.filter((entry) => entry.date === date);
    return {
      date,
      holidayName: publicHolidayName(date),
      entries: ofDay,
      summary: daySummary(ofDay, { normHours: normHours(date, options), isPaidHourly: false }),
      isToday: date === today,
    };
  });
  return {
    days,
    total: periodSummary(days.map((day) => day.summary)),
    locked: isLocked(monday, approvedWeeks),
  };
}
