import type { IsoDate } from '../dates/calendar';
import { roundHours } from './entry-hours';
import { type OverviewDay, overviewCalendar } from './overview';
import { dayPlusMinus, isLongWeek, sumPlusMinus } from './plus-minus';
import { cleanHours } from './rounding';
import { type DaySummary, daySummary } from './summaries';
import { asSet, type NormOptions, normMinutesOn, pickSetting } from './time-log-settings';
import type { TimeEntry } from './time-log-types';

/** One day of an employee's registrations with its norm and plus/minus: a row group of the day-level export. */
export interface LedgerDay {
  date: IsoDate;
  weekKey: string;
  monday: IsoDate;
  /** The day's registrations in the order given. */
  entries: TimeEntry[];
  summary: DaySummary;
  isPaidHourly: boolean;
  /** The day's norm hours (0 when paid hourly). */
  normHours: number;
  /** PLUS_MINUS_TEXT's rule for the day; null when paid hourly. */
  plusMinus: number | null;
}

/**
 * Every day of `from`–`to` for one employee, each with its registrations, norm (docs/rules/timereg.md#ruling-13, `normHours`'
 * rules) and plus/minus. The day-level export (the Overblik workbook's sheet per employee, the employee's own
 * PDF and XLSX) and the running balance are built from it.
 */
export function dayLedger(input: {
  entries: readonly TimeEntry[];
  from: IsoDate;
  to: IsoDate;
  norm: NormOptions;
  calendar?: readonly OverviewDay[];
}): LedgerDay[] {
  const byDate = new Map<IsoDate, TimeEntry[]>();
  for (const entry of input.entries) {
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  const daysOff = asSet(input.norm.companyDaysOff);
  const days: LedgerDay[] = [];
  for (const day of input.calendar ?? overviewCalendar(input.from, input.to)) {
    if (day.date < input.from || day.date > input.to) continue;
    const entries = byDate.get(day.date) ?? [];
    const isPaidHourly = pickSetting(input.norm.settings, day.date).isPaidHourly;
    const normHours = roundHours(normMinutesOn(day, input.norm, daysOff) / 60);
    // Issue 34 (decision 044): the company's absence types that do not stand in for the norm stay a minus, as
    // in Overblik; without them the day sheets and the employee's own export credited every absence.
    const summary = daySummary(entries, {
      normHours,
      isPaidHourly,
      uncreditedTypes: input.norm.uncreditedTypes,
    });
    days.push({
      date: day.date,
      weekKey: day.weekKey,
      monday: day.monday,
      entries,
      summary,
      isPaidHourly,
      normHours: summary.normTime,
      plusMinus: dayPlusMinus({ date: day.date, summary, isPaidHourly }, input.norm.today),
    });
  }
  return days;
}

/** A week or month of a ledger: work and overtime hours, every registered hour, norm and plus/minus. */
export interface LedgerPeriod {
  key: string;
  first: IsoDate;
  last: IsoDate;
  /** Work and overtime: the hours the 48-hour rule counts (docs/rules/timereg.md#ruling-11). */
  workHours: number;
  /** Every registered hour, absences included (holiday days at 7.5). */
  total: number;
  normHours: number;
  plusMinus: number | null;
  /** 48 hours or more of work and overtime. */
  longWeek: boolean;
}

function groupLedger(days: readonly LedgerDay[], keyOf: (day: LedgerDay) => string): LedgerPeriod[] {
  const periods: (LedgerPeriod & { values: (number | null)[] })[] = [];
  for (const day of days) {
    const key = keyOf(day);
    let period = periods.at(-1);
    if (period?.key !== key) {
      period = {
        key,
        first: day.date,
        last: day.date,
        workHours: 0,
        total: 0,
        normHours: 0,
        plusMinus: null,
        longWeek: false,
        values: [],
      };
      periods.push(period);
    }
    period.last = day.date;
    period.workHours += day.summary.work.hours + day.summary.overtime.hours;
    period.total += day.summary.total;
    period.normHours += day.normHours;
    period.values.push(day.plusMinus);
  }
  return periods.map(({ values, ...period }) => {
    const workHours = cleanHours(period.workHours);
    return {
      ...period,
      workHours,
      total: cleanHours(period.total),
      normHours: cleanHours(period.normHours),
      plusMinus: sumPlusMinus(values),
      longWeek: isLongWeek(workHours),
    };
  });
}

/** The ledger's ISO weeks ('week-year' keys), in order. */
export function ledgerWeeks(days: readonly LedgerDay[]): LedgerPeriod[] {
  return groupLedger(days, (day) => day.weekKey);
}

/** The ledger's calendar months ('YYYY-MM'), in order. */
export function ledgerMonths(days: readonly LedgerDay[]): LedgerPeriod[] {
  return groupLedger(days, (day) => day.date.slice(0, 7));
}
