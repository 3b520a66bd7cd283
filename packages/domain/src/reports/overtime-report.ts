import type { IsoDate } from '../dates/calendar';
import { compareDanish } from '../format/compare-danish';
import type { ReportBody } from './report-contracts';
import { type Month, monthOf, monthsBetween, round, shortMonthLabel } from './report-months';
import { departmentLabel } from './sickness-report';

/** One month of an employee's Overblik: the Arbejde u.f. normtid hours and the plus/minus (null: paid hourly). */
export interface OvertimeMonthFigures {
  overtimeHours: number;
  plusMinus: number | null;
}

export interface OvertimeReportPerson {
  department: string;
  /** Overblik's figures per month of the report's period. */
  months: ReadonlyMap<Month, OvertimeMonthFigures>;
  /** The Mondays of the employee's weeks of 48 hours or more (Overblik's `isLongWeek`), counted in their month. */
  longWeekMondays: readonly IsoDate[];
  /** The first days of the employee's 11-hour warnings (time-registration §3), counted in their month. */
  restWarningDates: readonly IsoDate[];
}

/**
 * Overarbejde og plus/minus (issue 30): per month and per department the overtime hours and plus/minus of
 * Overblik, the weeks of 48 hours or more and the 11-hour warnings.
 */
export function overtimeReport(people: readonly OvertimeReportPerson[], from: Month, to: Month): ReportBody {
  const months = monthsBetween(from, to);
  type Sums = { overtimeHours: number; plusMinus: number; longWeeks: number; restWarnings: number };
  const empty = (): Sums => ({ overtimeHours: 0, plusMinus: 0, longWeeks: 0, restWarnings: 0 });
  const byMonth = new Map(months.map((month) => [month, empty()]));
  const byDepartment = new Map<string, Sums>();
  for (const person of people) {
    const department = byDepartment.get(person.department) ?? empty();
    byDepartment.set(person.department, department);
    const add = (month: Month, key: keyof Sums, value: number) => {
      const sums = byMonth.get(month);
      if (!sums) return;
      sums[key] += value;
      department[key] += value;
    };
    for (const [month, figures] of person.months) {
      add(month, 'overtimeHours', figures.overtimeHours);
      add(month, 'plusMinus', figures.plusMinus ?? 0);
    }
    for (const monday of person.longWeekMondays) add(monthOf(monday), 'longWeeks', 1);
    for (const date of person.restWarningDates) add(monthOf(date), 'restWarnings', 1);
  }
  const figures = (sums: Sums) => ({
    overtimeHours: round(sums.overtimeHours),
    plusMinus: round(sums.plusMinus),
    longWeeks: sums.longWeeks,
    restWarnings: sums.restWarnings,
  });
  const monthRows = months.map((month) => ({
    month: shortMonthLabel(month),
    ...figures(byMonth.get(month) ?? empty()),
  }));
  const departmentRows = [...byDepartment.entries()]
    .sort(([a], [b]) => compareDanish(a, b))
    .map(([department, sums]) => ({ department: departmentLabel(department), ...figures(sums) }));
  const columns = [
    { key: 'overtimeHours', label: 'Arbejde u.f. normtid', format: 'hours' as const },
    { key: 'plusMinus', label: 'Plus/minus', format: 'hours' as const },
    { key: 'longWeeks', label: '48-timersuger', format: 'count' as const },
    { key: 'restWarnings', label: '11-timersadvarsler', format: 'count' as const },
  ];
  return {
    chart: {
      type: 'bar',
      labelKey: 'month',
      stacked: false,
      format: 'hours',
      series: [
        { key: 'overtimeHours', label: 'Arbejde u.f. normtid' },
        { key: 'plusMinus', label: 'Plus/minus' },
      ],
      rows: monthRows,
    },
    tables: [
      {
        title: 'Overarbejde og plus/minus pr. måned',
        columns: [{ key: 'month', label: 'Måned', format: 'text' }, ...columns],
        rows: monthRows,
      },
      {
        title: 'Overarbejde og plus/minus pr. afdeling',
        columns: [{ key: 'department', label: 'Afdeling', format: 'text' }, ...columns],
        rows: departmentRows,
      },
    ],
    notes: [
      'Timer og plus/minus som Overblik regner dem (timelønnede har ingen plus/minus). En 48-timersuge tæller i måneden for ugens mandag; en 11-timersadvarsel i måneden for dens første dag.',
    ],
  };
}
