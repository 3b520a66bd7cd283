import {
  compareDanish,
  type EmployeeListItem,
  type EmploymentStatus,
  type EmploymentType,
  employeeFullName,
  employmentStatusLabel,
  employmentTypeLabel,
  isInactive,
} from '@kollega/domain';
import type { Sort } from '../../../ui/sort-header';

export type EmployeeSortKey = 'name' | 'employmentType' | 'startDate' | 'employmentStatus';
export type EmployeeSort = Sort<EmployeeSortKey>;

export type EmployeeFilters = {
  search: string;
  /** Empty: every status. Inactive is never among them: 'Vis inaktive' decides that one (hr-core §2). */
  statuses: readonly EmploymentStatus[];
  /** Empty: every type. */
  types: readonly EmploymentType[];
  showInactive: boolean;
};

export const NO_FILTERS: EmployeeFilters = { search: '', statuses: [], types: [], showInactive: false };

/** A row with what filtering and sorting read, worked out once per list rather than once per keystroke. */
export type EmployeeRow = EmployeeListItem & {
  fullName: string;
  /** Name, e-mail and job title, lower-cased the Danish way, for the search. */
  haystack: string;
};

/** Lower case, with 'å' typed as a + ring (as some keyboards and pastes give it) made the same as 'å'. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('da');
}

export function toRows(employees: readonly EmployeeListItem[]): EmployeeRow[] {
  return employees.map((employee) => {
    const fullName = employeeFullName(employee);
    return {
      ...employee,
      fullName,
      haystack: normaliseForSearch([fullName, employee.email, employee.jobPosition].join('\n')),
    };
  });
}

/**
 * hr-core §2: the search (name, e-mail or job title, case ignored), Status and Ansættelsestype filters, and
 * inactive employees only with 'Vis inaktive'. Ticking it adds the inactive employees to what the status filter
 * shows, as that filter has no 'Inaktiv' of its own.
 */
export function filterEmployees(rows: readonly EmployeeRow[], filters: EmployeeFilters): EmployeeRow[] {
  const needle = normaliseForSearch(filters.search.trim());
  return rows.filter((row) => {
    if (isInactive(row.employmentStatus)) {
      if (!filters.showInactive) return false;
    } else if (filters.statuses.length > 0 && !filters.statuses.includes(row.employmentStatus)) {
      return false;
    }
    if (filters.types.length > 0 && (!row.employmentType || !filters.types.includes(row.employmentType))) {
      return false;
    }
    return needle === '' || row.haystack.includes(needle);
  });
}

/** Rows without a value (no type, no start date) go last in either direction, as there is nothing to compare. */
function compareOptional(a: string, b: string, factor: number, compare: (x: string, y: string) => number) {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return factor * compare(a, b);
}

/** Sorts by the chosen column, Danish collation for text (æ, ø, å after z); the name breaks ties. */
export function sortEmployees(rows: readonly EmployeeRow[], sort: EmployeeSort): EmployeeRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: EmployeeRow, b: EmployeeRow) => compareDanish(a.fullName, b.fullName);
  const compareColumn = (a: EmployeeRow, b: EmployeeRow): number => {
    switch (sort.key) {
      case 'name':
        return factor * byName(a, b);
      case 'employmentType':
        return compareOptional(
          employmentTypeLabel(a.employmentType),
          employmentTypeLabel(b.employmentType),
          factor,
          compareDanish,
        );
      case 'startDate':
        // ISO dates compare correctly as strings.
        return compareOptional(a.startDate ?? '', b.startDate ?? '', factor, (x, y) =>
          x < y ? -1 : x > y ? 1 : 0,
        );
      case 'employmentStatus':
        return (
          factor *
          compareDanish(employmentStatusLabel(a.employmentStatus), employmentStatusLabel(b.employmentStatus))
        );
    }
  };
  return [...rows].sort((a, b) => compareColumn(a, b) || byName(a, b));
}
