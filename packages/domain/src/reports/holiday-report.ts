import { compareDanish } from '../format/compare-danish';
import type { HolidayYearBalance } from '../holiday/holiday-balance';
import { holidayYearLabel } from '../holiday/holiday-year';
import type { ReportBody } from './report-contracts';
import { round } from './report-months';
import { departmentLabel } from './sickness-report';

export interface HolidayReportPerson {
  name: string;
  department: string;
  /** The employee's balances per open ferieår, as Ferie computes them (`holidayBalances`). */
  years: readonly HolidayYearBalance[];
}

type Figures = { earned: number; taken: number; planned: number; left: number; fifthWeekExpiring: number };
const FIGURE_KEYS = ['earned', 'taken', 'planned', 'left', 'fifthWeekExpiring'] as const;
const empty = (): Figures => ({ earned: 0, taken: 0, planned: 0, left: 0, fifthWeekExpiring: 0 });

function addTo(sums: Figures, year: HolidayYearBalance): void {
  for (const key of FIGURE_KEYS) sums[key] += year[key];
}
const rounded = (sums: Figures): Figures => ({
  earned: round(sums.earned),
  taken: round(sums.taken),
  planned: round(sums.planned),
  left: round(sums.left),
  fifthWeekExpiring: round(sums.fifthWeekExpiring),
});

/**
 * Ferie (issue 30): per open ferieår the feriedage earned so far, taken, planned and left ('Rest' as the Ferie
 * tab shows it), and the 5th-week days that lapse on 31 December; in total, per department and per employee.
 */
export function holidayReport(people: readonly HolidayReportPerson[]): ReportBody {
  const byYear = new Map<number, Figures>();
  const byDepartment = new Map<string, Figures>();
  const personRows: Record<string, string | number>[] = [];
  const sorted = [...people].sort((a, b) => compareDanish(a.name, b.name));
  for (const person of sorted) {
    for (const year of person.years) {
      const total = byYear.get(year.year) ?? empty();
      byYear.set(year.year, total);
      addTo(total, year);
      const key = `${year.year}\u0000${person.department}`;
      const department = byDepartment.get(key) ?? empty();
      byDepartment.set(key, department);
      addTo(department, year);
      personRows.push({
        name: person.name,
        department: departmentLabel(person.department),
        year: holidayYearLabel(year.year),
        ...rounded({ ...empty(), ...pick(year) }),
      });
    }
  }
  const yearRows = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, sums]) => ({ year: holidayYearLabel(year), ...rounded(sums) }));
  const departmentRows = [...byDepartment.entries()]
    .map(([key, sums]) => {
      const [year, department] = key.split('\u0000') as [string, string];
      return { year: Number(year), department, sums };
    })
    .sort((a, b) => a.year - b.year || compareDanish(a.department, b.department))
    .map(({ year, department, sums }) => ({
      year: holidayYearLabel(year),
      department: departmentLabel(department),
      ...rounded(sums),
    }));
  const columns = [
    { key: 'earned', label: 'Optjent', format: 'days' as const },
    { key: 'taken', label: 'Afholdt', format: 'days' as const },
    { key: 'planned', label: 'Planlagt', format: 'days' as const },
    { key: 'left', label: 'Rest', format: 'days' as const },
    { key: 'fifthWeekExpiring', label: '5. ferieuge, bortfalder 31.12', format: 'days' as const },
  ];
  const yearColumn = { key: 'year', label: 'Ferieår', format: 'text' as const };
  return {
    chart: {
      type: 'bar',
      labelKey: 'year',
      stacked: false,
      format: 'days',
      series: [
        { key: 'earned', label: 'Optjent' },
        { key: 'taken', label: 'Afholdt' },
        { key: 'planned', label: 'Planlagt' },
        { key: 'left', label: 'Rest' },
      ],
      rows: yearRows,
    },
    tables: [
      { title: 'Feriedage pr. ferieår', columns: [yearColumn, ...columns], rows: yearRows },
      {
        title: 'Feriedage pr. afdeling',
        columns: [yearColumn, { key: 'department', label: 'Afdeling', format: 'text' }, ...columns],
        rows: departmentRows,
      },
      {
        title: 'Feriedage pr. medarbejder',
        columns: [
          { key: 'name', label: 'Medarbejder', format: 'text' },
          { key: 'department', label: 'Afdeling', format: 'text' },
          yearColumn,
          ...columns,
        ],
        rows: personRows,
      },
    ],
    notes: [
      'Saldi i dag for de åbne ferieår, som fanen Ferie viser dem (vejledende). Rest er det, der kan holdes nu, når de afholdte dage er trukket fra; planlagte dage står for sig.',
      'Dage fra 5. ferieuge, der ikke er afholdt eller aftalt overført, bortfalder 31. december.',
    ],
  };
}

function pick(year: HolidayYearBalance): Figures {
  return {
    earned: year.earned,
    taken: year.taken,
    planned: year.planned,
    left: year.left,
    fifthWeekExpiring: year.fifthWeekExpiring,
  };
}
