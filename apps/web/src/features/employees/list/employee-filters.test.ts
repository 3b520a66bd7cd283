import { describe, expect, it } from 'vitest';
import { listItem, owner } from '../../../test/employee-fixtures';
import { type EmployeeFilters, filterEmployees, NO_FILTERS, sortEmployees, toRows } from './employee-filters';

const rows = toRows([
  owner,
  listItem({
    id: 'e-zak',
    firstName: 'Zacharias',
    lastName: 'Holm',
    email: 'zh@bager.dk',
    jobPosition: 'Chauffør',
  }),
  listItem({
    id: 'e-aase',
    firstName: 'Åse',
    lastName: 'Ærø',
    email: 'aase@bager.dk',
    jobPosition: 'Konditor',
    employmentType: 'partTime',
    startDate: '2023-05-01',
  }),
  listItem({
    id: 'e-soren',
    firstName: 'Søren',
    lastName: 'Østergaard',
    email: 'soren@bager.dk',
    jobPosition: 'Lagerchef',
    employmentStatus: 'sickLeave',
    employmentType: null,
    startDate: null,
  }),
  listItem({
    id: 'e-ida',
    firstName: 'Ida',
    lastName: 'Inaktiv',
    email: 'ida@bager.dk',
    jobPosition: 'Bager',
    employmentStatus: 'inactive',
    endDate: '2024-01-31',
  }),
]);

const ids = (list: { id: string }[]) => list.map((row) => row.id);
const filter = (filters: Partial<EmployeeFilters>) =>
  ids(filterEmployees(rows, { ...NO_FILTERS, ...filters }));

describe('filterEmployees', () => {
  it('hides inactive employees unless "Vis inaktive" is ticked', () => {
    expect(filter({})).not.toContain('e-ida');
    expect(filter({ showInactive: true })).toContain('e-ida');
  });

  it('searches name, e-mail and job title, ignoring case, with æ, ø and å', () => {
    expect(filter({ search: 'åse ærø' })).toEqual(['e-aase']);
    expect(filter({ search: 'ØSTERGAARD' })).toEqual(['e-soren']);
    expect(filter({ search: 'ZH@BAGER' })).toEqual(['e-zak']);
    expect(filter({ search: 'konditor' })).toEqual(['e-aase']);
    // 'å' written as a + combining ring (some keyboards and pastes) finds 'Åse' too.
    expect(filter({ search: 'a\u030Ase' })).toEqual(['e-aase']);
    expect(filter({ search: '  ' })).toHaveLength(4);
    expect(filter({ search: 'findes ikke' })).toEqual([]);
  });

  it('filters by status and employment type; inactive ones join the status filter only with the checkbox', () => {
    expect(filter({ statuses: ['sickLeave'] })).toEqual(['e-soren']);
    expect(filter({ statuses: ['sickLeave'], showInactive: true })).toEqual(['e-soren', 'e-ida']);
    expect(filter({ types: ['partTime'] })).toEqual(['e-aase']);
    expect(filter({ types: ['fullTime'], search: 'bager.dk' })).toEqual(['emp-1', 'e-zak']);
  });
});

describe('sortEmployees', () => {
  it('sorts names the Danish way: Æ, Ø and Å after Z', () => {
    expect(ids(sortEmployees(rows, { key: 'name', direction: 'asc' }))).toEqual([
      'emp-1',
      'e-ida',
      'e-soren',
      'e-zak',
      'e-aase',
    ]);
    expect(ids(sortEmployees(rows, { key: 'name', direction: 'desc' }))[0]).toBe('e-aase');
  });

  it('sorts by start date and type with the empty ones last in both directions', () => {
    const byDate = ids(sortEmployees(rows, { key: 'startDate', direction: 'asc' }));
    expect(byDate[0]).toBe('emp-1');
    expect(byDate.at(-1)).toBe('e-soren');
    expect(ids(sortEmployees(rows, { key: 'startDate', direction: 'desc' })).at(-1)).toBe('e-soren');
    expect(ids(sortEmployees(rows, { key: 'employmentType', direction: 'desc' })).at(-1)).toBe('e-soren');
  });

  it('sorts by the status label and breaks ties by name', () => {
    expect(ids(sortEmployees(rows, { key: 'employmentStatus', direction: 'asc' }))).toEqual([
      'emp-1',
      'e-zak',
      'e-aase',
      'e-ida',
      'e-soren',
    ]);
  });

  it('does not change the list it was given', () => {
    const before = ids(rows);
    sortEmployees(rows, { key: 'name', direction: 'desc' });
    expect(ids(rows)).toEqual(before);
  });
});
