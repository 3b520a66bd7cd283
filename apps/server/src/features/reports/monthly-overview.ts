import { firstDayOf, isLongWeek, lastDayOf, type Month } from '@kollega/domain';
import type { Db } from '../../db/database';
import { buildOverview, loadMonthlyTypeHours } from '../timereg/public';

/** One employee's Overblik figures per month of a report's period, and the Mondays of their 48-hour weeks. */
export interface MonthlyOverview {
  months: Map<
    Month,
    { overtimeHours: number; sickHours: number; normHours: number; plusMinus: number | null }
  >;
  longWeekMondays: string[];
}

/**
 * Overblik (time-registration §2, §4) itself over the period, for those who register time and for the former
 * employees (Overblik's 'show inactive'): its norm and plus/minus per month and its weeks (a week of 48 hours or
 * more counted in the month of its Monday, whole even across a month's end). The Arbejde u.f. normtid and Sygdom
 * hours per month are Overblik's category hours, the registrations' hours of that type summed (decision 042):
 * read per month in one statement each rather than one Overblik per month, which took seconds on PGlite.
 */
export async function loadMonthlyOverview(
  db: Db,
  companyId: string,
  range: { from: Month; to: Month },
): Promise<Map<string, MonthlyOverview>> {
  const from = firstDayOf(range.from);
  const to = lastDayOf(range.to);
  const byEmployee = new Map<string, MonthlyOverview>();
  const of = (employeeId: string) => {
    let found = byEmployee.get(employeeId);
    if (!found) {
      found = { months: new Map(), longWeekMondays: [] };
      byEmployee.set(employeeId, found);
    }
    return found;
  };
  const monthOf = (employeeId: string, month: Month) => {
    const months = of(employeeId).months;
    let figures = months.get(month);
    if (!figures) {
      figures = { overtimeHours: 0, sickHours: 0, normHours: 0, plusMinus: null };
      months.set(month, figures);
    }
    return figures;
  };
  for (const inactive of [false, true]) {
    const overview = await buildOverview(
      db,
      companyId,
      { from, to, employeeIds: null, inactive },
      { balances: false },
    );
    for (const employee of overview.employees) {
      for (const month of employee.months) {
        const figures = monthOf(employee.employeeId, month.month);
        figures.normHours = month.normTime;
        figures.plusMinus = month.plusMinus;
      }
      of(employee.employeeId).longWeekMondays.push(
        ...employee.weeks.filter((week) => isLongWeek(week.hours)).map((week) => week.monday),
      );
    }
  }
  const [overtime, sick] = await Promise.all([
    loadMonthlyTypeHours(db, companyId, { type: 'overtime', from, to }),
    loadMonthlyTypeHours(db, companyId, { type: 'sickLeave', from, to }),
  ]);
  for (const row of overtime) monthOf(row.employeeId, row.month).overtimeHours += row.hours;
  for (const row of sick) monthOf(row.employeeId, row.month).sickHours += row.hours;
  return byEmployee;
}
