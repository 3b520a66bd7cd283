import { z } from 'zod';
import type { IsoDate } from '../dates/calendar';
import { formatDecimal } from '../format/format-number';
import { isOverWeeklyLimit } from './average-week';
import { cleanHours } from './rounding';
import { type DaySummary, optionalAbsenceHours } from './summaries';

/**
 * 'Plus/minus timer' (issue 17, decision 029): the hours that meet the norm minus the norm. The hours that meet
 * it are work ('Arbejdstid') and the absences that stand in for work: Ferie (a day counts 7,5 hours), Sygdom and
 * Fri. Overtime ('Arbejde u.f. normtid') is left out: it is paid as overtime (the Lønudtræk's own pay category),
 * and counting it in the balance too would pay it twice. Only days before today count, as for the norm
 * (time-registration §4), so today's registrations do not show as a plus before the day is over. Paid-hourly
 * staff have no norm and no plus/minus (null).
 */
export const PLUS_MINUS_TEXT =
  'Plus/minus: arbejdstid, ferie, sygdom og fri minus normtid, for dage til og med i går. Overarbejde tæller ikke med.';

type CreditCategories = Pick<DaySummary, 'work' | 'holidays' | 'sickLeave' | 'timeOff'> &
  Partial<Omit<DaySummary, 'work' | 'holidays' | 'sickLeave' | 'timeOff'>>;

/**
 * The hours of a summary that count against the norm: work, Ferie, Sygdom, Fri and the optional absence types
 * (issue 34, decision 044) except those the company says do not stand in for the norm (`uncredited`).
 */
export function creditedHours(summary: CreditCategories): number {
  return cleanHours(
    summary.work.hours +
      summary.holidays.hours +
      summary.sickLeave.hours +
      summary.timeOff.hours +
      optionalAbsenceHours(summary) -
      (summary.uncredited ?? 0),
  );
}

/** A summary's plus/minus (its norm already counts only past days); null for paid-hourly staff. */
export function plusMinusOf(summary: CreditCategories & Pick<DaySummary, 'normTime'>, isPaidHourly: boolean) {
  return isPaidHourly ? null : cleanHours(creditedHours(summary) - summary.normTime);
}

/**
 * One day's plus/minus: 0 for today and later (the day is not over), null when paid hourly that day. docs/rules/timereg.md#ruling-30:
 * an absence on a day whose norm is 0 (a Saturday, a public holiday, a part-timer's day off, a day before the
 * start date) counts 0 hours: it stands in for no work, so Sygdom on a Saturday adds no flex. Work that day still
 * counts in full.
 */
export function dayPlusMinus(
  day: { date: IsoDate; summary: DaySummary; isPaidHourly: boolean },
  today: IsoDate,
) {
  if (day.isPaidHourly) return null;
  if (day.date >= today) return 0;
  if (day.summary.normTime === 0) return cleanHours(day.summary.work.hours);
  return plusMinusOf(day.summary, false);
}

/** The sum of days' plus/minus, skipping paid-hourly days; null when every day was paid hourly (or none). */
export function sumPlusMinus(values: readonly (number | null)[]): number | null {
  let sum: number | null = null;
  for (const value of values) if (value !== null) sum = (sum ?? 0) + value;
  return sum === null ? null : cleanHours(sum);
}

/**
 * docs/rules/timereg.md#ruling-11: a single week of 48 hours or more is flagged. The week's hours are work and overtime, the same
 * definition everywhere (Overblik's bars, the registrations' week totals and the exports).
 */
export function isLongWeek(workHours: number): boolean {
  return isOverWeeklyLimit(workHours);
}

/** How many of the weeks had 48 hours or more (Overblik's year and interval views, issue 17). */
export function countLongWeeks(weeks: readonly { hours: number }[]): number {
  return weeks.filter((week) => isLongWeek(week.hours)).length;
}

/** The words for a week total, so no screen leaves the reader to guess (issue 17). */
export const WEEK_HOURS_TEXT = 'Ugens timer: arbejde og overarbejde (som 48-timersreglen tæller).';

/** The start of an employee's running balance (decision 029). */
export const balanceStartSchema = z.object({
  startDate: z.string(),
  openingHours: z.number(),
});
export type BalanceStart = z.infer<typeof balanceStartSchema>;

/**
 * The running balance ('Saldo', as Intempus and Planday show a flex balance) at the end of `upTo`: the opening
 * balance plus the plus/minus of every day from the start date through `upTo` (only days before today count,
 * see PLUS_MINUS_TEXT). Null when the balance starts after `upTo`.
 */
export function runningBalance(
  start: BalanceStart,
  days: readonly { date: IsoDate; plusMinus: number | null }[],
  upTo: IsoDate,
): number | null {
  if (start.startDate > upTo) return null;
  const counted = days.filter((day) => day.date >= start.startDate && day.date <= upTo);
  return cleanHours(start.openingHours + (sumPlusMinus(counted.map((day) => day.plusMinus)) ?? 0));
}

/** '+3,50' / '−2,25' / '0,00' with a real minus sign, for balances and plus/minus in the UI and the PDF. */
export function formatSignedHours(hours: number): string {
  // formatDecimal's shared formatter, not toLocaleString (a new Intl.NumberFormat per call).
  const text = formatDecimal(Math.abs(hours));
  if (Math.abs(hours) < 0.005) return text;
  return `${hours > 0 ? '+' : '−'}${text}`;
}
