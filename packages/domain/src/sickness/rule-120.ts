import dayjs from 'dayjs';
import { addDays, datesBetween, type IsoDate } from '../dates/calendar';
import type { SickPeriod } from './sick-periods';

/** funktionærloven § 5, stk. 2: 120 sick days within 12 months. */
export const RULE_120_DAYS = 120;
/** Issue 29: the admins are warned from 100 days. */
export const RULE_120_WARNING_DAYS = 100;
/** Issue 29: the notice must be given in the days right after the 120th: days 121–127. */
export const RULE_120_WINDOW_DAYS = 7;

/** The first day of the 12 months that end on `asOf` (both ends included). */
export function twelveMonthsStart(asOf: IsoDate): IsoDate {
  return addDays(dayjs(asOf).subtract(12, 'month').format('YYYY-MM-DD'), 1);
}

/**
 * Sick days in the 12 months up to and including `asOf`, as the 120-day rule counts them (issue 29): calendar
 * days of the periods, weekends and holidays inside a period included; a 'Delvis syg' day counts its hours ÷
 * the day's norm. An open period counts up to `asOf`. Rounded to two decimals.
 */
export function sickDaysInTwelveMonths(periods: readonly SickPeriod[], asOf: IsoDate): number {
  const from = twelveMonthsStart(asOf);
  let total = 0;
  for (const period of periods) {
    for (const day of periodDaysUpTo(period, asOf)) {
      if (day.date >= from) total += day.share;
    }
  }
  return Math.round(total * 100) / 100;
}

/** A period's days up to `asOf`; an open period also counts the days after its last registration up to `asOf`. */
export function periodDaysUpTo(period: SickPeriod, asOf: IsoDate): { date: IsoDate; share: number }[] {
  const days: { date: IsoDate; share: number }[] = period.days.filter((day) => day.date <= asOf);
  if (period.lastDay === null && period.lastKnownDay < asOf) {
    for (const date of datesBetween(addDays(period.lastKnownDay, 1), asOf)) days.push({ date, share: 1 });
  }
  return days;
}

/** The last day of employment that notice given on `noticeDay` gives: 1 month's notice to the end of a month. */
export function lastDayOfEmployment(noticeDay: IsoDate): IsoDate {
  return dayjs(noticeDay).add(1, 'month').endOf('month').format('YYYY-MM-DD');
}

export interface Rule120Status {
  /** Whether the employee's contract has the 120-day rule; the figures are computed either way. */
  applies: boolean;
  sickDays: number;
  /** 100 days or more (and the rule applies). */
  warning: boolean;
  /** The notice window (days 121–127) while it is open today and the employee is still sick; else null. */
  noticeWindow: { opensOn: IsoDate; closesOn: IsoDate; lastDayOfEmployment: IsoDate } | null;
}

/**
 * The 120-day rule as of today (issue 29): the count; a warning at 100; and, when the 120th day has passed and
 * the employee is still sick, the notice window of days 121–127 with the last day of employment notice today
 * gives. The window closes silently after day 127 or when the employee is fit again.
 */
export function rule120Status(input: {
  periods: readonly SickPeriod[];
  applies: boolean;
  today: IsoDate;
}): Rule120Status {
  const sickDays = sickDaysInTwelveMonths(input.periods, input.today);
  const open = input.periods.find((period) => period.lastDay === null && period.firstDay <= input.today);
  let noticeWindow: Rule120Status['noticeWindow'] = null;
  if (input.applies && open && sickDays > RULE_120_DAYS) {
    // Day 121: the first day of the open period on which the count passes 120.
    const opensOn = datesBetween(open.firstDay, input.today).find(
      (date) => sickDaysInTwelveMonths(input.periods, date) > RULE_120_DAYS,
    );
    if (opensOn) {
      const closesOn = addDays(opensOn, RULE_120_WINDOW_DAYS - 1);
      if (input.today <= closesOn) {
        noticeWindow = { opensOn, closesOn, lastDayOfEmployment: lastDayOfEmployment(input.today) };
      }
    }
  }
  return {
    applies: input.applies,
    sickDays,
    warning: input.applies && sickDays >= RULE_120_WARNING_DAYS,
    noticeWindow,
  };
}

/** Sick days per calendar month ('YYYY-MM') for the 12 months ending with `today`'s month, oldest first. */
export function sickDaysPerMonth(
  periods: readonly SickPeriod[],
  today: IsoDate,
): { month: string; days: number }[] {
  const months: { month: string; days: number }[] = [];
  const counts = new Map<string, number>();
  for (let i = 11; i >= 0; i--) {
    const month = dayjs(today).subtract(i, 'month').format('YYYY-MM');
    months.push({ month, days: 0 });
    counts.set(month, 0);
  }
  for (const period of periods) {
    for (const day of periodDaysUpTo(period, today)) {
      const month = day.date.slice(0, 7);
      const count = counts.get(month);
      if (count !== undefined) counts.set(month, count + day.share);
    }
  }
  return months.map(({ month }) => ({ month, days: Math.round((counts.get(month) ?? 0) * 100) / 100 }));
}
