import { describe, expect, it } from 'vitest';
import { employeeOverview, type OverviewResponse } from './overview';
import { compactOverview, compactOverviewResponseSchema, expandOverview } from './overview-wire';
import { DEFAULT_TIME_LOG_SETTING } from './time-log-settings';

const norm = { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today: '2025-06-01' };
const work = (date: string, hours: number) => ({ id: date, date, type: 'work' as const, hours });

/** One employee's row as Overblik answers it, computed by the domain over `from`…`to`. */
function row(id: string, from: string, to: string, isPaidHourly = false) {
  const settings = isPaidHourly
    ? { company: [{ ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true }] }
    : norm.settings;
  const computed = employeeOverview({
    entries: [work('2025-03-04', 7.5), work('2025-04-15', 9), work('2025-05-20', 6.25)],
    from,
    to,
    norm: { ...norm, settings },
  });
  return {
    employeeId: id,
    firstName: 'Anna',
    lastName: id,
    inactive: false,
    isPaidHourly,
    balance: null,
    ...computed,
  };
}

const response: OverviewResponse = {
  from: '2025-03-01',
  to: '2025-05-31',
  employees: [
    row('a', '2025-03-01', '2025-05-31'),
    row('b', '2025-03-01', '2025-05-31', true),
    // An inactive employee whose period ends at their end date: fewer weeks and months than the others.
    { ...row('c', '2025-03-01', '2025-04-16'), inactive: true },
  ],
  payRuleCategories: [{ code: 'evening', label: 'Aftentillæg' }],
};

describe('compactOverview and expandOverview', () => {
  it('lists the weeks and months once and gives the full answer back unchanged', () => {
    const compact = compactOverview(response);
    expect(compact).not.toBeNull();
    expect(compactOverviewResponseSchema.safeParse(compact).success).toBe(true);
    expect(compact!.weeks).toHaveLength(response.employees[0]!.weeks.length);
    expect(compact!.months).toEqual(['2025-03', '2025-04', '2025-05']);
    expect(expandOverview(compact!)).toEqual(response);
  });

  it('keeps a shorter period as a run from the start of the period', () => {
    const compact = compactOverview(response)!;
    const inactive = compact.employees[2]!;
    expect(inactive.weekStart).toBe(0);
    expect(inactive.weekHours).toHaveLength(response.employees[2]!.weeks.length);
    expect(inactive.weekHours.length).toBeLessThan(compact.weeks.length);
    expect(inactive.monthNorm).toHaveLength(2);
  });

  it('keeps a paid-hourly employee’s plus/minus as null', () => {
    const compact = compactOverview(response)!;
    expect(compact.employees[1]!.weekPlusMinus.every((value) => value === null)).toBe(true);
    expect(compact.employees[1]!.monthPlusMinus.every((value) => value === null)).toBe(true);
  });

  it('answers null when an employee’s weeks are not a run of the period’s, so the caller sends the full answer', () => {
    const [first] = response.employees;
    const gap = { ...first!, weeks: [first!.weeks[0]!, first!.weeks[2]!] };
    expect(compactOverview({ ...response, employees: [first!, gap] })).toBeNull();
  });

  it('passes a full answer through, and an answer with nobody stays empty', () => {
    expect(expandOverview(response)).toBe(response);
    const empty = { from: '2025-03-01', to: '2025-03-31', employees: [] };
    expect(expandOverview(compactOverview(empty)!)).toEqual(empty);
  });
});
