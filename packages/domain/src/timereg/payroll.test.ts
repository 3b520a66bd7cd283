import { describe, expect, it } from 'vitest';
import { payrollRows } from './payroll';
import { periodSummary } from './summaries';

// Issue 34: Barsel and Tjenestefri are paid or not per registration, and a payroll run must tell the two apart
// (an unpaid day is a deduction from a monthly salary): a line for each.
describe('payrollRows: Barsel and Tjenestefri with and without salary', () => {
  const period = { from: '2026-03-01', to: '2026-03-31' };
  const summary = periodSummary([]);
  summary.parentalLeave = { count: 10, hours: 74 };
  summary.leaveOfAbsence = { count: 3, hours: 18.75 };
  const employee = { employeeId: 'e1', firstName: 'Anna', lastName: 'Berg', summary };
  const figures = (rows: ReturnType<typeof payrollRows>) =>
    rows
      .filter((row) => row.code.startsWith('BARSEL') || row.code.startsWith('TJENESTEFRI'))
      .map((row) => [row.code, row.label, row.hours, row.count]);

  it('pays what is not unpaid, so the two lines add up to the type in Overblik', () => {
    const rows = payrollRows([employee], new Map(), period, {
      absenceTypes: ['parentalLeave', 'leaveOfAbsence'],
      unpaidLeave: new Map([
        ['e1', { parentalLeave: { hours: 44.4, count: 6 }, leaveOfAbsence: { hours: 3.75, count: 1 } }],
      ]),
    });
    expect(figures(rows)).toEqual([
      ['BARSEL', 'Barsel med løn', 29.6, 4],
      ['BARSEL_UDEN_LOEN', 'Barsel uden løn', 44.4, 6],
      ['TJENESTEFRI', 'Tjenestefri med løn', 15, 2],
      ['TJENESTEFRI_UDEN_LOEN', 'Tjenestefri uden løn', 3.75, 1],
    ]);
  });

  it('pays everything when nothing is unpaid, and writes both lines even at 0', () => {
    const rows = payrollRows([employee], new Map(), period, { absenceTypes: ['leaveOfAbsence'] });
    expect(figures(rows)).toEqual([
      ['TJENESTEFRI', 'Tjenestefri med løn', 18.75, 3],
      ['TJENESTEFRI_UDEN_LOEN', 'Tjenestefri uden løn', 0, 0],
    ]);
  });

  it('leaves both out for a company that uses neither type', () => {
    expect(figures(payrollRows([employee], new Map(), period))).toEqual([]);
  });
});
