import { type EmployeeOverview, formatHours, isOverWeeklyLimit, parseWeekKey } from '@kollega/domain';
import { employeeName } from './employee-name';

/**
 * Series colours: dark shades (enough contrast for the legend's swatches and against the grid), and no red,
 * which marks the weeks of 48 hours or more.
 */
const SERIES_COLORS = [
  'kollega.7',
  'indigo.7',
  'orange.8',
  'grape.7',
  'teal.8',
  'blue.8',
  'lime.9',
  'pink.8',
  'cyan.9',
  'violet.8',
  'yellow.9',
  'gray.7',
];

export type WeekBar = Record<string, string | number>;
export type OverLimitWeek = {
  employeeId: string;
  name: string;
  week: string;
  hours: number;
  hoursText: string;
};

export type WeekChartData = {
  /** One row per ISO week: { week: 'Uge 32', [employeeId]: hours }. */
  data: WeekBar[];
  series: { name: string; label: string; color: string }[];
  /** docs/rules/timereg.md#ruling-11: the week bars of 48 hours or more, for the warning beside the chart. */
  overLimit: OverLimitWeek[];
};

/** 'Uge 32', or 'Uge 32 2024' when the period runs over a new year (the same number would appear twice). */
function weekLabel(key: string, withYear: boolean): string {
  const week = parseWeekKey(key);
  if (!week) return key;
  return withYear ? `Uge ${week.week} ${week.year}` : `Uge ${week.week}`;
}

/** Overblik's bar chart: hours per week per employee, from the overview's `weeks`. */
export function weekChartData(employees: readonly EmployeeOverview[]): WeekChartData {
  const weeks = new Map<string, string>();
  for (const employee of employees) for (const week of employee.weeks) weeks.set(week.key, week.monday);
  const ordered = [...weeks.entries()].sort(([, a], [, b]) => a.localeCompare(b));
  const years = new Set(ordered.map(([key]) => parseWeekKey(key)?.year));
  const labels = new Map(ordered.map(([key]) => [key, weekLabel(key, years.size > 1)]));

  const rows = new Map<string, WeekBar>(ordered.map(([key]) => [key, { week: labels.get(key) ?? key }]));
  const overLimit: OverLimitWeek[] = [];
  for (const employee of employees) {
    const name = employeeName(employee);
    for (const week of employee.weeks) {
      const row = rows.get(week.key);
      if (row) row[employee.employeeId] = week.hours;
      if (isOverWeeklyLimit(week.hours)) {
        overLimit.push({
          employeeId: employee.employeeId,
          name,
          week: labels.get(week.key) ?? week.key,
          hours: week.hours,
          hoursText: formatHours(week.hours),
        });
      }
    }
  }
  return {
    data: [...rows.values()],
    series: employees.map((employee, index) => ({
      name: employee.employeeId,
      label: employeeName(employee),
      color: SERIES_COLORS[index % SERIES_COLORS.length] ?? 'kollega.7',
    })),
    overLimit,
  };
}
