import { z } from 'zod';
import { addDays, type IsoDate, isoWeekday, mondayOf } from '../dates/calendar';
import { weekKeyOf } from '../dates/iso-week';
import { isPublicHoliday } from '../dates/public-holidays';
import { averageWeek } from './average-week';
import { roundHours } from './entry-hours';
import { HOLIDAY_DAY_HOURS, TIME_ENTRY_TYPES, type TimeEntryType } from './entry-types';
import { countLongWeeks, dayPlusMinus, isLongWeek, sumPlusMinus } from './plus-minus';
import {
  type DaySummary,
  daySummary,
  optionalAbsenceHours,
  periodSummary,
  SUMMARY_CATEGORIES,
  SUMMARY_CATEGORY_OF,
} from './summaries';
import { asSet, type CalendarDay, type NormOptions, normMinutesOn, pickSetting } from './time-log-settings';
import type { TimeEntry, TimeLogSetting } from './time-log-types';

/** Overblik's period types (time-registration §2): Uge, Måned, År, Interval. */
export const OVERVIEW_PERIOD_TYPES = ['week', 'month', 'year', 'interval'] as const;
export type OverviewPeriodType = (typeof OVERVIEW_PERIOD_TYPES)[number];

const categorySchema = z.object({ count: z.number(), hours: z.number() });
export const daySummarySchema = z.object({
  overtime: categorySchema,
  timeOff: categorySchema,
  holidays: categorySchema,
  sickLeave: categorySchema,
  work: categorySchema,
  // Issue 34 (decision 044): the optional absence types, a category each.
  parentalLeave: categorySchema,
  childSick: categorySchema,
  careDay: categorySchema,
  seniorDay: categorySchema,
  timeOffInLieu: categorySchema,
  leaveOfAbsence: categorySchema,
  course: categorySchema,
  normTime: z.number(),
  total: z.number(),
  totalWorkTime: z.number(),
  uncredited: z.number().optional(),
});

export const employeeOverviewSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  inactive: z.boolean(),
  isPaidHourly: z.boolean(),
  summary: daySummarySchema,
  /** Working days of the period (the norm week's, without holidays and days off), for the average week. */
  workingDays: z.number(),
  /** time-registration §4: total work time ÷ (working days / 5). */
  averageWeek: z.number(),
  /**
   * Per ISO week of the period ('week-year' key, the week's Monday): work and overtime hours (the chart, the
   * 48-hour flag), the norm and the plus/minus (decision 029; null when paid hourly).
   */
  weeks: z.array(
    z.object({
      key: z.string(),
      monday: z.string(),
      hours: z.number(),
      normTime: z.number(),
      plusMinus: z.number().nullable(),
    }),
  ),
  /** Per calendar month of the period ('YYYY-MM'): the norm and the plus/minus. */
  months: z.array(z.object({ month: z.string(), normTime: z.number(), plusMinus: z.number().nullable() })),
  /** The period's plus/minus (PLUS_MINUS_TEXT); null when paid hourly. */
  plusMinus: z.number().nullable(),
  /** Weeks of 48 hours or more (work and overtime) in the period. */
  longWeeks: z.number(),
  /** The running balance at the period's end, when the admin has started one for the employee. */
  balance: z
    .object({ startDate: z.string(), openingHours: z.number(), hours: z.number(), asOf: z.string() })
    .nullable(),
  /**
   * The afspadsering bank (decision 052): hours banked and spent in the period, and the balance at its end.
   * Left out of the nested computations (the running balance's) that do not need it.
   */
  timeBank: z
    .object({ earned: z.number(), spent: z.number(), balance: z.number(), asOf: z.string() })
    .optional(),
  /**
   * The pay rules' supplement hours per ISO week with any (issue 34, decision 045's `payRuleWeeks`), when the
   * company's rule set is on; the categories are the response's `payRuleCategories`.
   */
  payRuleWeeks: z
    .array(z.object({ week: z.string(), monday: z.string(), hours: z.record(z.string(), z.number()) }))
    .optional(),
});
export type EmployeeOverview = z.infer<typeof employeeOverviewSchema>;

export const overviewResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(employeeOverviewSchema),
  /** The pay rules' categories in order (Aftentillæg … Overarbejde 100 %), when the company's rule set is on. */
  payRuleCategories: z.array(z.object({ code: z.string(), label: z.string() })).optional(),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

export interface OverviewDay extends CalendarDay {
  weekKey: string;
  monday: IsoDate;
}

/**
 * The days of a period with their weekday, ISO week and holiday worked out once: Overblik walks the same days for
 * every employee, and date maths per employee and day would dominate its time (36,500 days for 100 people).
 */
export function overviewCalendar(from: IsoDate, to: IsoDate): OverviewDay[] {
  const days: OverviewDay[] = [];
  if (from > to) return days;
  // The validated ends through the calendar helpers; the days between by counting milliseconds in UTC (no
  // daylight saving there). dayjs per day made this loop the slowest part of Overblik.
  let monday = mondayOf(from);
  let weekKey = weekKeyOf(monday);
  let weekday = isoWeekday(from);
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= last; time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    if (weekday === 1 && date !== monday) {
      monday = date;
      weekKey = weekKeyOf(date);
    }
    days.push({ date, weekday, isPublicHoliday: isPublicHoliday(date), weekKey, monday });
    weekday = weekday === 7 ? 1 : weekday + 1;
  }
  return days;
}

/**
 * Working days for the average week count like norm days, but for everyone: an hourly-paid employee has no norm,
 * yet still has a working week to average over. So: the same norm options with nobody paid hourly.
 */
function workingDayNormOptions(norm: NormOptions): NormOptions {
  const withoutHourly = (settings: readonly TimeLogSetting[] | null | undefined) =>
    settings?.map((setting) => (setting.isPaidHourly ? { ...setting, isPaidHourly: false } : setting)) ??
    null;
  return {
    ...norm,
    settings: {
      individual: withoutHourly(norm.settings.individual),
      company: withoutHourly(norm.settings.company),
    },
  };
}

export interface EmployeeOverviewInput {
  entries: readonly TimeEntry[];
  from: IsoDate;
  to: IsoDate;
  norm: NormOptions;
  /** `overviewCalendar(from, to)` (or a longer one), shared between employees; made here when absent. */
  calendar?: readonly OverviewDay[];
}

/**
 * One employee's Overblik over a period: the five categories, norm, totals, the average week and the hours per
 * week. Each day's norm comes from the setting in force that day (docs/rules/timereg.md#ruling-13), with `normHours`' rules; an
 * inactive employee's days after their end date carry nothing (the caller cuts `to` at the end date,
 * time-registration §5).
 */
export type ComputedOverview = Omit<
  EmployeeOverview,
  'employeeId' | 'firstName' | 'lastName' | 'inactive' | 'isPaidHourly' | 'balance'
>;

type WeekFigures = { monday: IsoDate; hours: number; normTime: number; plusMinus: (number | null)[] };
type MonthFigures = { normTime: number; plusMinus: (number | null)[] };

export function employeeOverview(input: EmployeeOverviewInput): ComputedOverview {
  const byDate = new Map<IsoDate, TimeEntry[]>();
  for (const entry of input.entries) {
    if (entry.date < input.from || entry.date > input.to) continue;
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  const calendar = input.calendar ?? overviewCalendar(input.from, input.to);
  const daysOff = asSet(input.norm.companyDaysOff);
  const workingDayNorm = workingDayNormOptions(input.norm);
  const days: DaySummary[] = [];
  const weekHours = new Map<string, WeekFigures>();
  const monthFigures = new Map<string, MonthFigures>();
  const dayPlusMinuses: (number | null)[] = [];
  let workingDays = 0;
  for (const day of calendar) {
    if (day.date < input.from || day.date > input.to) continue;
    // Every week and month of the period gets its figures, an empty one too.
    let week = weekHours.get(day.weekKey);
    if (!week) {
      week = { monday: day.monday, hours: 0, normTime: 0, plusMinus: [] };
      weekHours.set(day.weekKey, week);
    }
    const monthKey = day.date.slice(0, 7);
    let month = monthFigures.get(monthKey);
    if (!month) {
      month = { normTime: 0, plusMinus: [] };
      monthFigures.set(monthKey, month);
    }
    const entries = byDate.get(day.date) ?? [];
    const norm = roundHours(normMinutesOn(day, input.norm, daysOff) / 60);
    if (normMinutesOn(day, workingDayNorm, daysOff) > 0) workingDays += 1;
    const isPaidHourly = pickSetting(input.norm.settings, day.date).isPaidHourly;
    if (entries.length === 0 && norm === 0) {
      // Nothing registered and nothing owed: 0, or nothing at all for a paid-hourly day.
      const nothing = isPaidHourly ? null : 0;
      week.plusMinus.push(nothing);
      month.plusMinus.push(nothing);
      dayPlusMinuses.push(nothing);
      continue;
    }
    const summary = daySummary(entries, {
      normHours: norm,
      isPaidHourly,
      uncreditedTypes: input.norm.uncreditedTypes,
    });
    days.push(summary);
    const plusMinus = dayPlusMinus({ date: day.date, summary, isPaidHourly }, input.norm.today);
    week.hours += summary.work.hours + summary.overtime.hours;
    week.normTime += summary.normTime;
    week.plusMinus.push(plusMinus);
    month.normTime += summary.normTime;
    month.plusMinus.push(plusMinus);
    dayPlusMinuses.push(plusMinus);
  }
  const summary = periodSummary(days);
  const round = (hours: number) => Math.round(hours * 100) / 100;
  const weeks = [...weekHours.entries()]
    .map(([key, week]) => ({
      key,
      monday: week.monday,
      hours: round(week.hours),
      normTime: round(week.normTime),
      plusMinus: sumPlusMinus(week.plusMinus),
    }))
    .sort((a, b) => a.monday.localeCompare(b.monday));
  return {
    summary,
    workingDays,
    averageWeek: averageWeek({ totalWorkTime: summary.totalWorkTime, workingDays }),
    weeks,
    months: [...monthFigures.entries()].map(([month, figures]) => ({
      month,
      normTime: round(figures.normTime),
      plusMinus: sumPlusMinus(figures.plusMinus),
    })),
    plusMinus: sumPlusMinus(dayPlusMinuses),
    longWeeks: countLongWeeks(weeks),
  };
}

/** The default Overblik range (time-registration §2: Måned, the current month). */
export function currentMonth(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

/**
 * One employee's registrations over a period, summed by Overblik's SQL aggregate: the totals per type and the
 * work and overtime hours of each ISO week, which is all the figures need besides the calendar and the settings.
 */
export interface RegistrationTotals {
  /** Registrations and their hours per type over the period. */
  byType: Record<
    'work' | 'overtime' | 'holiday' | 'sickLeave' | 'timeOff',
    { count: number; hours: number }
  > &
    Partial<Record<TimeEntryType, { count: number; hours: number }>>;
  /** Distinct days with holiday: a holiday day counts 7.5 hours however many holiday entries it has. */
  holidayDays: number;
  /** Work and overtime hours per ISO week; index 0 is the week holding the period's first day. */
  weekHours: number[];
  /**
   * The hours that meet the norm (work, holiday days at 7.5, sick leave, time off) on days before today, per ISO
   * week (same index as `weekHours`) and per month ('YYYY-MM'), for the plus/minus (decision 029).
   */
  creditWeekHours: number[];
  creditMonthHours: Map<string, number>;
  /**
   * docs/rules/timereg.md#ruling-30: the absence hours each day before today credits (Ferie 7,5 once a day, Sygdom and Fri their
   * hours), already in the credit above. Those of days without norm come out again, as an absence on a day whose
   * norm is 0 counts 0 (`dayPlusMinus`); the days' norms come from the settings, which the SQL does not know.
   */
  absenceCredits?: ReadonlyMap<IsoDate, number>;
}

/**
 * Whether the employee is paid hourly on every day of the period, on none, or changes in between (then the
 * per-day computation, `employeeOverview`, is needed, since totalWorkTime depends on it day by day).
 */
export function paidHourlyThroughout(
  settings: NormOptions['settings'],
  from: IsoDate,
  to: IsoDate,
): boolean | 'mixed' {
  const values = new Set<boolean>([pickSetting(settings, from).isPaidHourly]);
  for (const list of [settings.individual, settings.company]) {
    for (const setting of list ?? []) {
      const starts = setting.createdDate.slice(0, 10);
      if (starts > from && starts <= to) values.add(pickSetting(settings, starts).isPaidHourly);
    }
  }
  return values.size === 1 ? [...values][0]! : 'mixed';
}

/** The norm side of a period: the same for every employee with the same settings and employment dates. */
export interface PeriodNorm {
  normMinutes: number;
  workingDays: number;
  /** The ISO weeks of the period, each with its key (a bar each in the chart) and its norm minutes. */
  mondays: { monday: IsoDate; weekKey: string; normMinutes: number }[];
  /** The calendar months of the period ('YYYY-MM') with their norm minutes. */
  months: { month: string; normMinutes: number }[];
}

/** The norm minutes and working days of a period (`normHours`' rules), and its weeks. */
export function periodNorm(
  calendar: readonly OverviewDay[],
  from: IsoDate,
  to: IsoDate,
  norm: NormOptions,
): PeriodNorm {
  const daysOff = asSet(norm.companyDaysOff);
  const workingDayNorm = workingDayNormOptions(norm);
  let normMinutes = 0;
  let workingDays = 0;
  const mondays: PeriodNorm['mondays'] = [];
  const months: PeriodNorm['months'] = [];
  for (const day of calendar) {
    if (day.date < from || day.date > to) continue;
    if (mondays.at(-1)?.monday !== day.monday) {
      mondays.push({ monday: day.monday, weekKey: day.weekKey, normMinutes: 0 });
    }
    const month = day.date.slice(0, 7);
    if (months.at(-1)?.month !== month) months.push({ month, normMinutes: 0 });
    const minutes = normMinutesOn(day, norm, daysOff);
    normMinutes += minutes;
    mondays[mondays.length - 1]!.normMinutes += minutes;
    months[months.length - 1]!.normMinutes += minutes;
    if (normMinutesOn(day, workingDayNorm, daysOff) > 0) workingDays += 1;
  }
  return { normMinutes, workingDays, mondays, months };
}

/**
 * An employee's weeks and months as arrays aligned with the period's (`PeriodNorm`'s `mondays` and `months`): the
 * compact answer's columns (decision 060), built straight from the totals without a week object each (decision 075).
 */
export interface OverviewColumns {
  weekHours: number[];
  weekNorm: number[];
  weekPlusMinus: (number | null)[];
  monthNorm: number[];
  monthPlusMinus: (number | null)[];
}
export type ComputedOverviewColumns = Omit<ComputedOverview, 'weeks' | 'months'> & OverviewColumns;

type FromTotalsInput = {
  totals: RegistrationTotals;
  from: IsoDate;
  to: IsoDate;
  norm: NormOptions;
  isPaidHourly: boolean;
  calendar?: readonly OverviewDay[];
  /** `periodNorm` of the same period and norm, when the caller shares it between employees. */
  periodNorm?: PeriodNorm;
};

/**
 * The same result as `employeeOverview`, from the employee's registration totals instead of every registration
 * (DESIGN.md rule 6: large reports belong to SQL). The norm and the working days come from the calendar and
 * the settings alone. Only for an employee whose pay form does not change in the period (`paidHourlyThroughout`).
 */
export function employeeOverviewFromTotals(input: FromTotalsInput): ComputedOverview {
  const norm = input.periodNorm ?? periodNormOf(input);
  const { weekHours, weekNorm, weekPlusMinus, monthNorm, monthPlusMinus, ...figures } =
    employeeColumnsFromTotals({ ...input, periodNorm: norm });
  return {
    summary: figures.summary,
    workingDays: figures.workingDays,
    averageWeek: figures.averageWeek,
    // The period's weeks in order, every one with a bar (an empty week too).
    weeks: norm.mondays.map(({ monday, weekKey }, index) => ({
      key: weekKey,
      monday,
      hours: weekHours[index]!,
      normTime: weekNorm[index]!,
      plusMinus: weekPlusMinus[index]!,
    })),
    months: norm.months.map(({ month }, index) => ({
      month,
      normTime: monthNorm[index]!,
      plusMinus: monthPlusMinus[index]!,
    })),
    plusMinus: figures.plusMinus,
    longWeeks: figures.longWeeks,
  };
}

function periodNormOf(input: FromTotalsInput): PeriodNorm {
  return periodNorm(
    input.calendar ?? overviewCalendar(input.from, input.to),
    input.from,
    input.to,
    input.norm,
  );
}

/** `employeeOverviewFromTotals` with the weeks and months as columns (`OverviewColumns`), the compact answer's. */
export function employeeColumnsFromTotals(input: FromTotalsInput): ComputedOverviewColumns {
  const { totals, isPaidHourly } = input;
  const { normMinutes, workingDays, mondays, months } = input.periodNorm ?? periodNormOf(input);
  const round = (hours: number) => Math.round(hours * 100) / 100;
  const summary = periodSummary([]);
  for (const type of TIME_ENTRY_TYPES) {
    const category = summary[SUMMARY_CATEGORY_OF[type]];
    // A type added later (Afspadsering, decision 052) may be missing from totals made before it.
    const byType = totals.byType[type] ?? { count: 0, hours: 0 };
    category.count += byType.count;
    category.hours += type === 'holiday' ? totals.holidayDays * HOLIDAY_DAY_HOURS : byType.hours;
  }
  for (const key of SUMMARY_CATEGORIES) summary[key].hours = round(summary[key].hours);
  const work = summary.work.hours + summary.overtime.hours;
  const total = round(
    work +
      summary.timeOff.hours +
      summary.holidays.hours +
      summary.sickLeave.hours +
      optionalAbsenceHours(summary),
  );
  summary.total = total;
  let uncredited = 0;
  for (const type of input.norm.uncreditedTypes ?? []) {
    uncredited += totals.byType[type as TimeEntryType]?.hours ?? 0;
  }
  summary.uncredited = round(uncredited);
  summary.totalWorkTime = input.isPaidHourly ? total : round(work);
  summary.normTime = input.isPaidHourly ? 0 : round(normMinutes / 60);
  const plusMinusOf = (credit: number, minutes: number) =>
    isPaidHourly ? null : round(credit - minutes / 60);
  const { creditWeekHours, creditMonthHours } = withoutNormFreeAbsences(totals, input);
  // The period's weeks in order, every one with a bar (an empty week too).
  const weekHours: number[] = [];
  const weekNorm: number[] = [];
  const weekPlusMinus: (number | null)[] = [];
  let longWeeks = 0;
  for (const [index, { normMinutes: minutes }] of mondays.entries()) {
    const hours = round(totals.weekHours[index] ?? 0);
    weekHours.push(hours);
    if (isLongWeek(hours)) longWeeks += 1;
    weekNorm.push(isPaidHourly ? 0 : round(minutes / 60));
    weekPlusMinus.push(plusMinusOf(creditWeekHours[index] ?? 0, minutes));
  }
  let credit = 0;
  for (const hours of creditWeekHours) credit += hours ?? 0;
  return {
    summary,
    workingDays,
    averageWeek: averageWeek({ totalWorkTime: summary.totalWorkTime, workingDays }),
    weekHours,
    weekNorm,
    weekPlusMinus,
    monthNorm: months.map(({ normMinutes: minutes }) => (isPaidHourly ? 0 : round(minutes / 60))),
    monthPlusMinus: months.map(({ month, normMinutes: minutes }) =>
      plusMinusOf(creditMonthHours.get(month) ?? 0, minutes),
    ),
    plusMinus: plusMinusOf(credit, normMinutes),
    longWeeks,
  };
}

/** The columns of a computed overview's weeks and months (the per-day computation's, for the compact answer). */
export function overviewColumns(computed: Pick<ComputedOverview, 'weeks' | 'months'>): OverviewColumns {
  return {
    weekHours: computed.weeks.map((week) => week.hours),
    weekNorm: computed.weeks.map((week) => week.normTime),
    weekPlusMinus: computed.weeks.map((week) => week.plusMinus),
    monthNorm: computed.months.map((month) => month.normTime),
    monthPlusMinus: computed.months.map((month) => month.plusMinus),
  };
}

/**
 * The credit per week and month less the absences of days without norm (docs/rules/timereg.md#ruling-30: they count 0), so the
 * aggregate gives the same plus/minus as the day-by-day `employeeOverview`.
 */
function withoutNormFreeAbsences(
  totals: RegistrationTotals,
  input: { from: IsoDate; to: IsoDate; norm: NormOptions },
): Pick<RegistrationTotals, 'creditWeekHours' | 'creditMonthHours'> {
  if (!totals.absenceCredits || totals.absenceCredits.size === 0) return totals;
  const creditWeekHours = [...totals.creditWeekHours];
  const creditMonthHours = new Map(totals.creditMonthHours);
  const daysOff = asSet(input.norm.companyDaysOff);
  // Days counted from the first week's Monday in UTC milliseconds, as `overviewCalendar` does: the calendar
  // helpers validate and format each date, which per absence day was a few milliseconds of Overblik.
  const firstMonday = Date.parse(`${mondayOf(input.from)}T00:00:00Z`);
  for (const [date, hours] of totals.absenceCredits) {
    if (date < input.from || date > input.to || hours === 0) continue;
    const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - firstMonday) / 86_400_000);
    const day = { date, weekday: (offset % 7) + 1, isPublicHoliday: isPublicHoliday(date) };
    if (normMinutesOn(day, input.norm, daysOff) > 0) continue;
    const week = Math.floor(offset / 7);
    creditWeekHours[week] = (creditWeekHours[week] ?? 0) - hours;
    const month = date.slice(0, 7);
    creditMonthHours.set(month, (creditMonthHours.get(month) ?? 0) - hours);
  }
  return { creditWeekHours, creditMonthHours };
}

/** Totals of no registrations, to add an employee's rows to. */
export function emptyRegistrationTotals(): RegistrationTotals {
  const byType = Object.fromEntries(TIME_ENTRY_TYPES.map((type) => [type, { count: 0, hours: 0 }]));
  return {
    byType: byType as RegistrationTotals['byType'],
    holidayDays: 0,
    weekHours: [],
    creditWeekHours: [],
    creditMonthHours: new Map(),
  };
}
