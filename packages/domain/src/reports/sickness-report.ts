import type { IsoDate } from '../dates/calendar';
import { compareDanish } from '../format/compare-danish';
import { periodDaysUpTo } from '../sickness/rule-120';
import { periodCalendarDays, type SickPeriod } from '../sickness/sick-periods';
import type { ReportBody } from './report-contracts';
import { type Month, monthOf, monthsBetween, percentOf, round, shortMonthLabel } from './report-months';

/** One month of an employee's Overblik: the Sygdom hours and the norm hours (time-registration §3). */
export interface OverviewMonthFigures {
  sickHours: number;
  normHours: number;
}

/** What the sickness report needs of an employee: department, sick periods and Overblik per month. */
export interface SicknessReportPerson {
  department: string;
  /** The employee's sick periods, as Sygefravær computes them (`sickPeriods`). */
  periods: readonly SickPeriod[];
  /** Overblik's figures per month of the report's period ('YYYY-MM'). */
  months: ReadonlyMap<Month, OverviewMonthFigures>;
}

/** The lengths the sick periods are counted in (calendar days, both ends included). */
export const SICK_PERIOD_LENGTHS = [
  { label: '1 dag', max: 1 },
  { label: '2–3 dage', max: 3 },
  { label: '4–14 dage', max: 14 },
  { label: '15–30 dage', max: 30 },
  { label: 'Over 30 dage', max: Number.POSITIVE_INFINITY },
] as const;

export const departmentLabel = (department: string) => department || 'Uden afdeling';

/**
 * Sygefravær (issue 30): per month and per department the sick days (Sygefravær's days, a 'Delvis syg' day by its
 * share; an open period up to today), the Sygdom hours and norm hours of Overblik and sygefraværsprocent = sick
 * hours ÷ norm hours; and the sick periods begun in the period by length.
 */
export function sicknessReport(
  people: readonly SicknessReportPerson[],
  from: Month,
  to: Month,
  today: IsoDate,
): ReportBody {
  const months = monthsBetween(from, to);
  const inPeriod = new Set(months);
  type Sums = { sickDays: number; sickHours: number; normHours: number };
  const empty = (): Sums => ({ sickDays: 0, sickHours: 0, normHours: 0 });
  const byMonth = new Map(months.map((month) => [month, empty()]));
  const byDepartment = new Map<string, Sums>();
  const lengths: number[] = [];
  for (const person of people) {
    const department = byDepartment.get(person.department) ?? empty();
    byDepartment.set(person.department, department);
    for (const [month, figures] of person.months) {
      const sums = byMonth.get(month);
      if (!sums) continue;
      sums.sickHours += figures.sickHours;
      sums.normHours += figures.normHours;
      department.sickHours += figures.sickHours;
      department.normHours += figures.normHours;
    }
    for (const period of person.periods) {
      if (inPeriod.has(monthOf(period.firstDay)) && period.firstDay <= today) {
        lengths.push(periodCalendarDays(period, today));
      }
      for (const day of periodDaysUpTo(period, today)) {
        const sums = byMonth.get(monthOf(day.date));
        if (!sums) continue;
        sums.sickDays += day.share;
        department.sickDays += day.share;
      }
    }
  }
  const figures = (sums: Sums) => ({
    sickDays: round(sums.sickDays),
    sickHours: round(sums.sickHours),
    normHours: round(sums.normHours),
    percent: percentOf(sums.sickHours, sums.normHours),
  });
  const monthRows = months.map((month) => ({
    month: shortMonthLabel(month),
    ...figures(byMonth.get(month) ?? empty()),
  }));
  const departmentRows = [...byDepartment.entries()]
    .sort(([a], [b]) => compareDanish(a, b))
    .map(([department, sums]) => ({ department: departmentLabel(department), ...figures(sums) }));
  const lengthRows = SICK_PERIOD_LENGTHS.map((bucket, index) => {
    const min = index === 0 ? 1 : SICK_PERIOD_LENGTHS[index - 1]!.max + 1;
    return {
      length: bucket.label,
      periods: lengths.filter((days) => days >= min && days <= bucket.max).length,
    };
  });
  const average = lengths.length === 0 ? null : round(lengths.reduce((a, b) => a + b, 0) / lengths.length, 1);
  const figureColumns = [
    { key: 'sickDays', label: 'Sygedage', format: 'days' as const },
    { key: 'sickHours', label: 'Sygetimer', format: 'hours' as const },
    { key: 'normHours', label: 'Normtimer', format: 'hours' as const },
    { key: 'percent', label: 'Sygefraværsprocent', format: 'percent' as const },
  ];
  return {
    chart: {
      type: 'bar',
      labelKey: 'month',
      stacked: false,
      format: 'percent',
      series: [{ key: 'percent', label: 'Sygefraværsprocent' }],
      rows: monthRows,
    },
    tables: [
      {
        title: 'Sygefravær pr. måned',
        columns: [{ key: 'month', label: 'Måned', format: 'text' }, ...figureColumns],
        rows: monthRows,
      },
      {
        title: 'Sygefravær pr. afdeling',
        columns: [{ key: 'department', label: 'Afdeling', format: 'text' }, ...figureColumns],
        rows: departmentRows,
      },
      {
        title: `Sygeperioder begyndt i perioden: ${lengths.length}, gns. længde ${
          average === null ? '–' : String(average).replace('.', ',')
        } dage`,
        columns: [
          { key: 'length', label: 'Længde', format: 'text' },
          { key: 'periods', label: 'Sygeperioder', format: 'count' },
        ],
        rows: lengthRows,
      },
    ],
    notes: [
      'Sygefraværsprocent = sygetimer ÷ normtimer (Overbliks tal). Sygedage tæller som på Fravær: en delvis sygedag med sin andel.',
      'En sygeperiodes længde er kalenderdage fra første til sidste sygedag; en åben periode tæller til i dag.',
    ],
  };
}
