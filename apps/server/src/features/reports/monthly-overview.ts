import { firstDayOf, isLongWeek, lastDayOf, type Month } from '@kollega/domain';
import type { Db } from '../../db/database';
import { buildOverviewOfEveryone, loadMonthlyTypeHours } from '../timereg/public';

/** One employee's Overblik figures per month of a report's period, and the Mondays of their 48-hour weeks. */
export interface MonthlyOverview {
  months: Map<
    Month,
    { overtimeHours: number; sickHours: number; normHours: number; plusMinus: number | null }
  >;
  longWeekMondays: string[];
}

function employeeOf(byEmployee: Map<string, MonthlyOverview>, employeeId: string): MonthlyOverview {
  let found = byEmployee.get(employeeId);
  if (!found) {
    found = { months: new Map(), longWeekMondays: [] };
    byEmployee.set(employeeId, found);
  }
  return found;
}

function figuresOf(byEmployee: Map<string, MonthlyOverview>, employeeId: string, month: Month) {
  const { months } = employeeOf(byEmployee, employeeId);
  let figures = months.get(month);
  if (!figures) {
    figures = { overtimeHours: 0, sickHours: 0, normHours: 0, plusMinus: null };
    months.set(month, figures);
  }
  return figures;
}

/**
 * Overblik (time-registration §2, §4) itself over the period, for those who register time and for the former
 * employees (Overblik's 'show inactive'), computed once with the registrations read once
 * (`buildOverviewOfEveryone`): its norm and plus/minus per month and its weeks (a week of 48 hours or more counted
 * in the month of its Monday, whole even across a month's end). With `overtimeHours` the Arbejde u.f. normtid
 * hours per month: Overblik's category hours, the registrations' hours of that type summed (decision 042), read
 * in one statement beside it rather than one Overblik per month, which took seconds on PGlite.
 */
export async function loadMonthlyOverview(
  db: Db,
  companyId: string,
  range: { from: Month; to: Month },
  options: { overtimeHours: boolean },
): Promise<Map<string, MonthlyOverview>> {
  const from = firstDayOf(range.from);
  const to = lastDayOf(range.to);
  const byEmployee = new Map<string, MonthlyOverview>();
  // On PostgreSQL the category hours are read beside Overblik, on a connection of their own. (Awaited below; the
  // empty catch only keeps a failure from being reported as unhandled while Overblik runs.)
  const categoryHours = loadMonthlyTypeHours(db, companyId, {
    types: options.overtimeHours ? ['overtime'] : [],
    from,
    to,
  });
  categoryHours.catch(() => {});
  const overview = await buildOverviewOfEveryone(db, companyId, { from, to });
  for (const employee of overview) {
    for (const month of employee.months) {
      const figures = figuresOf(byEmployee, employee.employeeId, month.month);
      figures.normHours = month.normTime;
      figures.plusMinus = month.plusMinus;
    }
    employeeOf(byEmployee, employee.employeeId).longWeekMondays.push(
      ...employee.weeks.filter((week) => isLongWeek(week.hours)).map((week) => week.monday),
    );
  }
  for (const row of await categoryHours) {
    figuresOf(byEmployee, row.employeeId, row.month).overtimeHours += row.hours;
  }
  return byEmployee;
}

/**
 * Overblik's Sygdom hours per month (the registrations' hours of the type summed, as `daySummary` does) from the
 * Sygdom days Sygefravær has already read for its periods, so the report reads those registrations once.
 */
export function addSickHours(
  overview: Map<string, MonthlyOverview>,
  sickDays: readonly { employeeId: string; date: string; hours: number }[],
  range: { from: Month; to: Month },
): void {
  const from = firstDayOf(range.from);
  const to = lastDayOf(range.to);
  for (const day of sickDays) {
    if (day.date < from || day.date > to) continue;
    figuresOf(overview, day.employeeId, day.date.slice(0, 7)).sickHours += day.hours;
  }
}
