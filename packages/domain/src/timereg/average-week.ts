import { WEEKLY_HOURS_WARNING } from './entry-types';
import { roundTo } from './rounding';

export interface AverageWeekInput {
  /** The period's total work time (DaySummary.totalWorkTime summed). */
  totalWorkTime: number;
  /** The period's working days: days with a norm (time-registration §4), not calendar days. */
  workingDays: number;
}

/**
 * The overview's average week (time-registration §4: "The average per week is total work time divided by
 * (working days / 5)"), so a five-day norm week is the unit whatever the period's length. 0 when there are no
 * working days (a period of weekends or holidays has no week to average over).
 *
 * Rounded to two decimals, the precision hours are shown with (§9), so the shown figure and the 48-hour
 * check ({@link isOverWeeklyLimit}) agree.
 */
export function averageWeek({ totalWorkTime, workingDays }: AverageWeekInput): number {
  if (!Number.isFinite(totalWorkTime))
    throw new RangeError(`totalWorkTime must be finite, got ${totalWorkTime}`);
  if (!Number.isFinite(workingDays) || workingDays < 0) {
    throw new RangeError(`workingDays must be ≥ 0, got ${workingDays}`);
  }
  if (workingDays === 0) return 0;
  // Multiply before dividing: 37.5 * 5 / 5 is exact, 37.5 / (5 / 5) need not be for other day counts.
  return roundTo((totalWorkTime * 5) / workingDays, 2);
}

/**
 * Rounds hours to the nearest quarter hour, as the XLSX export shows the average week (time-registration §2
 * Overblik). A tie (exactly 7½ minutes past a quarter, e.g. 37.125) goes up, like Danish rounding of money
 * ("half up"); negative values mirror that (half away from zero). Floating-point dust is removed first, so
 * 37.12499999999 from an earlier sum still counts as the tie 37.125.
 */
export function roundToQuarterHour(hours: number): number {
  if (!Number.isFinite(hours)) throw new RangeError(`hours must be finite, got ${hours}`);
  const quarters = roundTo(Math.abs(hours) * 4, 6);
  const rounded = Math.round(quarters) / 4;
  return hours < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Whether a week's hours (a week bar, or the average week) get the overview's warning: 48 hours or more
 * (docs/rules/timereg.md#ruling-11, time-registration §2 "when hours are 48 or more"). Note the difference from the
 * 48HourWarning, which needs an average that *exceeds* 48. The hours are compared as shown (two decimals), so
 * '48,00 timer' is always flagged and '47,99 timer' never.
 */
export function isOverWeeklyLimit(hours: number): boolean {
  // Only a figure less than a hundredth below the limit can round up to it; the rest need no (text-based)
  // rounding, which Overblik would otherwise run for every employee's every week.
  const clear = hours >= WEEKLY_HOURS_WARNING || hours < WEEKLY_HOURS_WARNING - 0.01;
  if (Number.isFinite(hours) && clear) return hours >= WEEKLY_HOURS_WARNING;
  return roundTo(hours, 2) >= WEEKLY_HOURS_WARNING;
}
