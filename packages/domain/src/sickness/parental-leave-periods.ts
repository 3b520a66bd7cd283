import { addDays, daysBetween, type IsoDate } from '../dates/calendar';
import { MAX_PARENTAL_LEAVE_DAYS } from '../timereg/absence-days';
import { PARENTAL_LEAVE_KINDS } from '../timereg/absence-types';

/**
 * Barsel's refusion deadline (issue 34, docs/decisions/056-parental-leave-refusion.md), the sickness area's deadline
 * model for barselsloven § 40: an employer who pays salary during the leave must ask Udbetaling Danmark (via
 * NemRefusion) for the refusion of barselsdagpenge at the latest 8 weeks after the leave period ends, or after the
 * salary stops when it stops first (stk. 2); a period ends after 1 week without leave (stk. 3). Pure; the server
 * reads the Barsel registrations. Every text about it is 'vejledende'.
 */

export type ParentalLeaveKind = (typeof PARENTAL_LEAVE_KINDS)[number];

/**
 * One Barsel registration: its day, kind and pay. Its hours do not matter: a registration of some hours (part-time
 * leave, delvis genoptagelse) makes the day a day of leave as a full day does.
 */
export interface ParentalLeaveRegistration {
  date: IsoDate;
  kind: ParentalLeaveKind;
  /** The company pays salary (decision 044's `with_pay`). */
  withPay: boolean;
}

export interface ParentalLeavePeriod {
  firstDay: IsoDate;
  /** The last registered day of leave (also while the period goes on: later registrations may extend it). */
  lastDay: IsoDate;
  /** Days holding a Barsel registration (weekends and holidays between them are not registered). */
  days: number;
  /** The kinds registered in the period, in the law's order (graviditets-, barsels-, fædre-, forældreorlov). */
  kinds: ParentalLeaveKind[];
  /** The company pays salary on some day of the period. */
  withPay: boolean;
  /** The last day with salary: the lønophør of § 40, stk. 2 is the day after. Null without salary. */
  lastPaidDay: IsoDate | null;
  /** Last paid day + 8 weeks; null when the company pays no salary (no refusion to ask for). */
  refusionRequestBy: IsoDate | null;
  /**
   * The period is not over: a week without leave has not yet passed after its last day (today's day is not over),
   * so a further registration may extend it and move the deadline — the deadline is provisional.
   */
  ongoing: boolean;
}

/** § 40, stk. 3: a leave period has ended after 1 week without leave. */
export const PARENTAL_LEAVE_BREAK_DAYS = 7;
/** § 40, stk. 2: the request at the latest 8 weeks after the period's end or the salary's stop. */
export const PARENTAL_REFUSION_REQUEST_DAYS = 56;

/**
 * The Barsel registrations joined into leave periods, oldest first: two days of leave with fewer than 7 days
 * without leave between them (a weekend, Christmas, a week of 6 days at work) are one period; 7 days or more start
 * a new one. A day with several registrations is one day; it is paid when any of them is.
 */
export function parentalLeavePeriods(
  registrations: readonly ParentalLeaveRegistration[],
  today: IsoDate,
): ParentalLeavePeriod[] {
  const byDate = new Map<IsoDate, { kinds: Set<ParentalLeaveKind>; withPay: boolean }>();
  for (const registration of registrations) {
    const day = byDate.get(registration.date) ?? { kinds: new Set(), withPay: false };
    day.kinds.add(registration.kind);
    day.withPay ||= registration.withPay;
    byDate.set(registration.date, day);
  }
  const periods: ParentalLeavePeriod[] = [];
  let current: { dates: IsoDate[]; kinds: Set<ParentalLeaveKind>; lastPaidDay: IsoDate | null } | null = null;
  const flush = () => {
    if (current) periods.push(toPeriod(current, today));
  };
  for (const date of [...byDate.keys()].sort()) {
    const day = byDate.get(date) as { kinds: Set<ParentalLeaveKind>; withPay: boolean };
    const previous = current?.dates.at(-1);
    // Days strictly between two days of leave: under a week keeps the period going.
    if (!current || !previous || daysBetween(previous, date) - 1 >= PARENTAL_LEAVE_BREAK_DAYS) {
      flush();
      current = { dates: [], kinds: new Set(), lastPaidDay: null };
    }
    current.dates.push(date);
    for (const kind of day.kinds) current.kinds.add(kind);
    if (day.withPay) current.lastPaidDay = date;
  }
  flush();
  return periods;
}

function toPeriod(
  period: { dates: IsoDate[]; kinds: Set<ParentalLeaveKind>; lastPaidDay: IsoDate | null },
  today: IsoDate,
): ParentalLeavePeriod {
  const lastDay = period.dates.at(-1) as IsoDate;
  return {
    firstDay: period.dates[0] as IsoDate,
    lastDay,
    days: period.dates.length,
    kinds: PARENTAL_LEAVE_KINDS.filter((kind) => period.kinds.has(kind)),
    withPay: period.lastPaidDay !== null,
    lastPaidDay: period.lastPaidDay,
    refusionRequestBy:
      period.lastPaidDay === null ? null : addDays(period.lastPaidDay, PARENTAL_REFUSION_REQUEST_DAYS),
    ongoing: today <= addDays(lastDay, PARENTAL_LEAVE_BREAK_DAYS),
  };
}

/** Whether a period's refusion request is still to be made: the company pays salary and the deadline is not past. */
export function hasOpenRefusionDeadline(
  period: Pick<ParentalLeavePeriod, 'refusionRequestBy'>,
  today: IsoDate,
): boolean {
  return period.refusionRequestBy !== null && period.refusionRequestBy >= today;
}

/**
 * How far back the Barsel registrations are read: the longest registration (two years, decision 044) before the
 * 8 weeks of the deadline, so every period whose deadline is still open is read whole (unless registrations
 * chained over more than two years), and the employee page shows the last two years' periods.
 */
export function parentalLeaveReadFrom(today: IsoDate): IsoDate {
  return addDays(today, -(MAX_PARENTAL_LEAVE_DAYS + PARENTAL_REFUSION_REQUEST_DAYS));
}
