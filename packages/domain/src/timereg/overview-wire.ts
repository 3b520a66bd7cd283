import { z } from 'zod';
import {
  type EmployeeOverview,
  employeeOverviewSchema,
  type OverviewResponse,
  overviewResponseSchema,
} from './overview';

/**
 * Overblik's compact answer (issue 32, decision 060): `GET /api/timereg/overview?shape=compact`, what the web asks
 * for. The full answer repeats every week's key and Monday, and every month's name, in an object per employee and
 * week (5,300 objects and about 320 kB for 100 employees × 1 year); here the period's weeks and months are listed
 * once and each employee carries plain arrays of numbers aligned with them. `expandOverview` gives the full
 * answer back, equal to what `shape=full` answers.
 */
const compactEmployeeSchema = employeeOverviewSchema.omit({ weeks: true, months: true }).extend({
  /** Index in the answer's `weeks` of the employee's first week (an inactive employee's period ends earlier). */
  weekStart: z.number(),
  /** Per week from `weekStart`: work and overtime hours, the norm, the plus/minus (null when paid hourly). */
  weekHours: z.array(z.number()),
  weekNorm: z.array(z.number()),
  weekPlusMinus: z.array(z.number().nullable()),
  /** Index in the answer's `months` of the employee's first month. */
  monthStart: z.number(),
  monthNorm: z.array(z.number()),
  monthPlusMinus: z.array(z.number().nullable()),
});
export type CompactEmployeeOverview = z.infer<typeof compactEmployeeSchema>;

export const compactOverviewResponseSchema = z.object({
  shape: z.literal('compact'),
  from: z.string(),
  to: z.string(),
  /** Every week any employee has, in order ('week-year' key and Monday). */
  weeks: z.array(z.object({ key: z.string(), monday: z.string() })),
  /** Every month ('YYYY-MM') any employee has, in order. */
  months: z.array(z.string()),
  employees: z.array(compactEmployeeSchema),
  payRuleCategories: z.array(z.object({ code: z.string(), label: z.string() })).optional(),
});
export type CompactOverviewResponse = z.infer<typeof compactOverviewResponseSchema>;

/** Either answer of `GET /api/timereg/overview`: the full one (the default) or the compact one. */
export const overviewWireResponseSchema = z.union([overviewResponseSchema, compactOverviewResponseSchema]);
export type OverviewWireResponse = OverviewResponse | CompactOverviewResponse;

/**
 * The start of `items` within `all` when they are a contiguous run of it (the weeks or months of one employee's
 * period within the union of everyone's), else -1.
 */
function runStart(all: readonly string[], items: readonly string[], indexOf: Map<string, number>): number {
  if (items.length === 0) return 0;
  const start = indexOf.get(items[0]!) ?? -1;
  if (start < 0) return -1;
  for (let offset = 1; offset < items.length; offset += 1) {
    if (all[start + offset] !== items[offset]) return -1;
  }
  return start;
}

/**
 * The compact form of a full answer. Each employee's weeks and months are a contiguous run of the period's (a
 * period's weeks are consecutive, an inactive employee's a shorter period inside it); an answer where they are
 * not cannot be made compact, and is answered in full (null).
 */
export function compactOverview(response: OverviewResponse): CompactOverviewResponse | null {
  const mondayOf = new Map<string, string>();
  const monthSet = new Set<string>();
  for (const employee of response.employees) {
    for (const week of employee.weeks) mondayOf.set(week.key, week.monday);
    for (const month of employee.months) monthSet.add(month.month);
  }
  // ISO dates and 'YYYY-MM' sort as strings.
  const weeks = [...mondayOf.entries()]
    .map(([key, monday]) => ({ key, monday }))
    .sort((a, b) => (a.monday < b.monday ? -1 : a.monday > b.monday ? 1 : 0));
  const months = [...monthSet].sort();
  const weekKeys = weeks.map((week) => week.key);
  const weekIndex = new Map(weekKeys.map((key, index) => [key, index]));
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  const employees: CompactEmployeeOverview[] = [];
  for (const { weeks: ownWeeks, months: ownMonths, ...rest } of response.employees) {
    const weekStart = runStart(
      weekKeys,
      ownWeeks.map((week) => week.key),
      weekIndex,
    );
    const monthStart = runStart(
      months,
      ownMonths.map((month) => month.month),
      monthIndex,
    );
    if (weekStart < 0 || monthStart < 0) return null;
    employees.push({
      ...rest,
      weekStart,
      weekHours: ownWeeks.map((week) => week.hours),
      weekNorm: ownWeeks.map((week) => week.normTime),
      weekPlusMinus: ownWeeks.map((week) => week.plusMinus),
      monthStart,
      monthNorm: ownMonths.map((month) => month.normTime),
      monthPlusMinus: ownMonths.map((month) => month.plusMinus),
    });
  }
  return {
    shape: 'compact',
    from: response.from,
    to: response.to,
    weeks,
    months,
    employees,
    ...(response.payRuleCategories ? { payRuleCategories: response.payRuleCategories } : {}),
  };
}

/** The full answer of either shape: the compact one expanded, the full one as it is. */
export function expandOverview(response: OverviewWireResponse): OverviewResponse {
  if (!('shape' in response) || response.shape !== 'compact') return response as OverviewResponse;
  const employees: EmployeeOverview[] = response.employees.map(
    ({ weekStart, weekHours, weekNorm, weekPlusMinus, monthStart, monthNorm, monthPlusMinus, ...rest }) => ({
      ...rest,
      weeks: weekHours.map((hours, index) => {
        const week = response.weeks[weekStart + index]!;
        return {
          key: week.key,
          monday: week.monday,
          hours,
          normTime: weekNorm[index]!,
          plusMinus: weekPlusMinus[index]!,
        };
      }),
      months: monthNorm.map((normTime, index) => ({
        month: response.months[monthStart + index]!,
        normTime,
        plusMinus: monthPlusMinus[index]!,
      })),
    }),
  );
  return {
    from: response.from,
    to: response.to,
    employees,
    ...(response.payRuleCategories ? { payRuleCategories: response.payRuleCategories } : {}),
  };
}
