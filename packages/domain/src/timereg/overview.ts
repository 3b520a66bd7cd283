import { z } from 'zod';
import { averageWeek } from './average-week';
import { addDays, datesBetween, type IsoDate, mondayOf } from './calendar';
import { weekKeyOf } from './iso-week';
import { type DaySummary, daySummary, periodSummary } from './summaries';
import { type NormOptions, normHours, settingInForce } from './time-log-settings';
import type { TimeEntry } from './time-log-types';

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
  normTime: z.number(),
  total: z.number(),
  totalWorkTime: z.number(),
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
  /** Work hours per ISO week in the period, for the chart ('week-year' key, the week's Monday). */
  weeks: z.array(z.object({ key: z.string(), monday: z.string(), hours: z.number() })),
});
export type EmployeeOverview = z.infer<typeof employeeOverviewSchema>;

export const overviewResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(employeeOverviewSchema),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

export interface EmployeeOverviewInput {
  entries: readonly TimeEntry[];
  from: IsoDate;
  to: IsoDate;
  norm: NormOptions;
}

/**
 * One employee's Overblik over a period: the five categories, norm, totals, the average week and the hours per
 * week. Each day's norm comes from the setting in force that day (decisions.md 13); an inactive employee's days
 * after their end date carry nothing (the caller cuts `to` at the end date, time-registration §5).
 */
export function employeeOverview(
  input: EmployeeOverviewInput,
): Omit<EmployeeOverview, 'employeeId' | 'firstName' | 'lastName' | 'inactive' | 'isPaidHourly'> {
  const byDate = new Map<IsoDate, TimeEntry[]>();
  for (const entry of input.entries) {
    if (entry.date < input.from || entry.date > input.to) continue;
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  // Working days for the average week count like norm days, but for everyone: an hourly-paid employee has no
  // norm, yet still has a working week to average over.
  const workingDayNorm: NormOptions = {
    ...input.norm,
    settings: {
      individual:
        input.norm.settings.individual?.map((setting) => ({ ...setting, isPaidHourly: false })) ?? null,
      company: input.norm.settings.company?.map((setting) => ({ ...setting, isPaidHourly: false })) ?? null,
    },
  };
  const days: DaySummary[] = [];
  const weekHours = new Map<string, { monday: IsoDate; hours: number }>();
  let workingDays = 0;
  for (const date of datesBetween(input.from, input.to)) {
    const entries = byDate.get(date) ?? [];
    const norm = normHours(date, input.norm);
    if (normHours(date, workingDayNorm) > 0) workingDays += 1;
    if (entries.length === 0 && norm === 0) continue;
    const isPaidHourly = settingInForce(input.norm.settings, date).isPaidHourly;
    const day = daySummary(entries, { normHours: norm, isPaidHourly });
    days.push(day);
    const key = weekKeyOf(date);
    const week = weekHours.get(key) ?? { monday: mondayOf(date), hours: 0 };
    week.hours += day.work.hours + day.overtime.hours;
    weekHours.set(key, week);
  }
  const summary = periodSummary(days);
  return {
    summary,
    workingDays,
    averageWeek: averageWeek({ totalWorkTime: summary.totalWorkTime, workingDays }),
    weeks: [...weekHours.entries()]
      .map(([key, week]) => ({ key, monday: week.monday, hours: Math.round(week.hours * 100) / 100 }))
      .sort((a, b) => a.monday.localeCompare(b.monday)),
  };
}

/** The default Overblik range (time-registration §2: Måned, the current month). */
export function currentMonth(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}
