import { daysBetween, type IsoDate } from '../dates/calendar';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '../employees/employment';
import type { ReportBody } from './report-contracts';
import {
  addMonths,
  firstDayOf,
  lastDayOf,
  type Month,
  monthOf,
  monthsBetween,
  percentOf,
  round,
  shortMonthLabel,
} from './report-months';

/** What the people reports need of an employee record: the employment dates and type. */
export interface ReportPerson {
  /** The first day of employment (the record's start date, or the day it was created when it has none). */
  startDate: IsoDate;
  /** The last day of employment, when the employee has left or is leaving. */
  endDate: IsoDate | null;
  employmentType: string | null;
}

/** Employed on `date`: started on or before it and not yet past the end date (the end date is the last day). */
export function employedOn(person: ReportPerson, date: IsoDate): boolean {
  return person.startDate <= date && (person.endDate === null || person.endDate >= date);
}

const OTHER_TYPE = 'unknown';
const typeOf = (person: ReportPerson): string =>
  person.employmentType && (EMPLOYMENT_TYPES as readonly string[]).includes(person.employmentType)
    ? person.employmentType
    : OTHER_TYPE;
const typeLabel = (type: string) =>
  type === OTHER_TYPE ? 'Ikke angivet' : EMPLOYMENT_TYPE_LABELS[type as EmploymentType];

/**
 * Medarbejdere (issue 30): the headcount at each month's end by employment type, and the hires (start date in
 * the month) and leavers (end date in the month) of each month.
 */
export function headcountReport(people: readonly ReportPerson[], from: Month, to: Month): ReportBody {
  const months = monthsBetween(from, to);
  const types = [...EMPLOYMENT_TYPES, OTHER_TYPE].filter((type) =>
    people.some((person) => typeOf(person) === type),
  );
  const rows = months.map((month) => {
    const end = lastDayOf(month);
    const row: Record<string, string | number> = { month: shortMonthLabel(month) };
    let total = 0;
    for (const type of types) {
      const count = people.filter((person) => typeOf(person) === type && employedOn(person, end)).length;
      row[type] = count;
      total += count;
    }
    row.total = total;
    row.hires = people.filter((person) => monthOf(person.startDate) === month).length;
    row.leavers = people.filter(
      (person) => person.endDate !== null && monthOf(person.endDate) === month,
    ).length;
    return row;
  });
  const typeColumns = types.map((type) => ({ key: type, label: typeLabel(type), format: 'count' as const }));
  return {
    chart: {
      type: 'bar',
      labelKey: 'month',
      stacked: true,
      format: 'count',
      series: types.map((type) => ({ key: type, label: typeLabel(type) })),
      rows,
    },
    tables: [
      {
        title: 'Medarbejdere ved månedens udgang',
        columns: [
          { key: 'month', label: 'Måned', format: 'text' },
          ...typeColumns,
          { key: 'total', label: 'I alt', format: 'count' },
          { key: 'hires', label: 'Ansatte', format: 'count' },
          { key: 'leavers', label: 'Fratrådte', format: 'count' },
        ],
        rows,
      },
    ],
    notes: [
      'Antal ansatte den sidste dag i hver måned. Ansatte: startdato i måneden. Fratrådte: slutdato i måneden.',
    ],
  };
}

/**
 * Personaleomsætning (issue 30): per month, the leavers of the 12 months ending with it ÷ the average headcount
 * at those 12 months' ends, in percent; and the average tenure in years of those employed at the month's end.
 */
export function turnoverReport(people: readonly ReportPerson[], from: Month, to: Month): ReportBody {
  // The month's last day worked out once, not once per person (it was most of the report's time).
  const headcountAt = (month: Month) => {
    const end = lastDayOf(month);
    return people.filter((person) => employedOn(person, end)).length;
  };
  const rows = monthsBetween(from, to).map((month) => {
    const first = firstDayOf(addMonths(month, -11));
    const last = lastDayOf(month);
    const leavers = people.filter(
      (person) => person.endDate !== null && person.endDate >= first && person.endDate <= last,
    ).length;
    let sum = 0;
    for (let back = 0; back < 12; back++) sum += headcountAt(addMonths(month, -back));
    const averageHeadcount = round(sum / 12, 1);
    const employed = people.filter((person) => employedOn(person, last));
    const tenure =
      employed.length === 0
        ? null
        : round(
            employed.reduce((total, person) => total + (daysBetween(person.startDate, last) + 1), 0) /
              employed.length /
              365.25,
            1,
          );
    return {
      month: shortMonthLabel(month),
      leavers,
      averageHeadcount,
      turnover: percentOf(leavers, sum / 12),
      tenure,
    };
  });
  return {
    chart: {
      type: 'line',
      labelKey: 'month',
      stacked: false,
      format: 'percent',
      series: [{ key: 'turnover', label: 'Personaleomsætning (12 mdr.)' }],
      rows,
    },
    tables: [
      {
        title: 'Personaleomsætning, løbende 12 måneder',
        columns: [
          { key: 'month', label: 'Måned', format: 'text' },
          { key: 'leavers', label: 'Fratrådte (12 mdr.)', format: 'count' },
          { key: 'averageHeadcount', label: 'Gns. antal ansatte', format: 'decimal' },
          { key: 'turnover', label: 'Personaleomsætning', format: 'percent' },
          { key: 'tenure', label: 'Gns. anciennitet (år)', format: 'years' },
        ],
        rows,
      },
    ],
    notes: [
      'Personaleomsætning = fratrådte i de 12 måneder til og med måneden ÷ gennemsnittet af antal ansatte ved de 12 månedsskift.',
      'Anciennitet: gennemsnitlig ansættelsestid for dem, der er ansat ved månedens udgang.',
    ],
  };
}
