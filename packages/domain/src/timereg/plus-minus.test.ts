import { describe, expect, it } from 'vitest';
import { dayLedger, ledgerMonths, ledgerWeeks } from './day-ledger';
import { employeeOverview } from './overview';
import {
  countLongWeeks,
  creditedHours,
  formatSignedHours,
  isLongWeek,
  runningBalance,
  sumPlusMinus,
} from './plus-minus';
import { daySummary } from './summaries';
import { DEFAULT_TIME_LOG_SETTING } from './time-log-settings';
import type { TimeEntry } from './time-log-types';

const entry = (date: string, type: TimeEntry['type'], hours: number): TimeEntry => ({
  id: `${date}-${type}-${hours}`,
  date,
  type,
  hours,
});
const salaried = { settings: { company: [DEFAULT_TIME_LOG_SETTING] }, today: '2025-03-17' };

describe('plus/minus (decision 029)', () => {
  it('counts work and absences against the norm, not overtime', () => {
    const summary = daySummary(
      [
        entry('2025-03-03', 'work', 6),
        entry('2025-03-03', 'overtime', 3),
        entry('2025-03-03', 'sickLeave', 1.5),
      ],
      { normHours: 7.5, isPaidHourly: false },
    );
    expect(creditedHours(summary)).toBe(7.5);
  });

  it('gives a holiday day its 7,5 hours, and a public holiday no norm', () => {
    // Week 10 of 2025: Monday holiday, Tuesday–Friday the norm week exactly.
    const entries = [
      entry('2025-03-03', 'holiday', 7.5),
      entry('2025-03-04', 'work', 7.5),
      entry('2025-03-05', 'work', 7.5),
      entry('2025-03-06', 'work', 7.5),
      entry('2025-03-07', 'work', 7),
    ];
    const days = dayLedger({ entries, from: '2025-03-03', to: '2025-03-09', norm: salaried });
    expect(days.map((day) => day.plusMinus)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // A holiday on a Friday (norm 7) gives the standard 7,5 (time-registration §9): half an hour plus.
    const friday = dayLedger({
      entries: [entry('2025-03-07', 'holiday', 7)],
      from: '2025-03-07',
      to: '2025-03-07',
      norm: salaried,
    });
    expect(friday[0]?.plusMinus).toBe(0.5);
    // Kristi himmelfartsdag 2025 (29 May) has no norm: work on it is all plus.
    const ascension = dayLedger({
      entries: [entry('2025-05-29', 'work', 4)],
      from: '2025-05-29',
      to: '2025-05-29',
      norm: { ...salaried, today: '2025-06-10' },
    });
    expect(ascension[0]).toMatchObject({ normHours: 0, plusMinus: 4 });
  });

  it('counts an absence on a day without norm as 0, work on it in full (docs/rules/timereg.md#ruling-30)', () => {
    // Saturday 2025-03-08: Sygdom 7,5 adds no flex; Ferie on Kristi himmelfartsdag 2025 neither.
    const days = dayLedger({
      entries: [entry('2025-03-08', 'sickLeave', 7.5), entry('2025-03-09', 'work', 2)],
      from: '2025-03-08',
      to: '2025-03-09',
      norm: salaried,
    });
    expect(days.map((day) => day.plusMinus)).toEqual([0, 2]);
    const ascension = dayLedger({
      entries: [entry('2025-05-29', 'holiday', 7.5), entry('2025-05-29', 'work', 1)],
      from: '2025-05-29',
      to: '2025-05-29',
      norm: { ...salaried, today: '2025-06-10' },
    });
    expect(ascension[0]).toMatchObject({ normHours: 0, plusMinus: 1 });
  });

  it('does not count today or later, nor paid-hourly staff', () => {
    const days = dayLedger({
      entries: [entry('2025-03-17', 'work', 3), entry('2025-03-18', 'holiday', 7.5)],
      from: '2025-03-14',
      to: '2025-03-18',
      norm: salaried,
    });
    // Friday the 14th owed 7 and had nothing; today (the 17th) and tomorrow do not count yet.
    expect(days.map((day) => day.plusMinus)).toEqual([-7, 0, 0, 0, 0]);
    const hourly = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true };
    const paidHourly = dayLedger({
      entries: [entry('2025-03-03', 'work', 10)],
      from: '2025-03-03',
      to: '2025-03-09',
      norm: { settings: { company: [hourly] }, today: '2025-03-17' },
    });
    expect(paidHourly.every((day) => day.plusMinus === null)).toBe(true);
    expect(ledgerWeeks(paidHourly)[0]?.plusMinus).toBeNull();
    // Paid hourly from the Thursday: only Monday–Wednesday count.
    const change = { ...hourly, createdDate: '2025-03-06' };
    const mixed = employeeOverview({
      entries: [entry('2025-03-03', 'work', 8)],
      from: '2025-03-03',
      to: '2025-03-09',
      norm: { settings: { company: [DEFAULT_TIME_LOG_SETTING, change] }, today: '2025-03-17' },
    });
    expect(mixed.plusMinus).toBe(8 - 7.5 * 3);
  });

  it('leaves a type the company says does not stand in for the norm as a minus, in the ledger as in Overblik', () => {
    // Week 10 of 2025: Kursus all Monday, work the rest of the week. Kursus not standing in: Monday owes 7,5.
    const entries = [
      entry('2025-03-03', 'course', 7.5),
      ...['2025-03-04', '2025-03-05', '2025-03-06'].map((date) => entry(date, 'work', 7.5)),
      entry('2025-03-07', 'work', 7),
    ];
    const norm = { ...salaried, uncreditedTypes: new Set(['course']) };
    const days = dayLedger({ entries, from: '2025-03-03', to: '2025-03-09', norm });
    expect(days.map((day) => day.plusMinus)).toEqual([-7.5, 0, 0, 0, 0, 0, 0]);
    expect(ledgerWeeks(days)[0]?.plusMinus).toBe(-7.5);
    const overview = employeeOverview({ entries, from: '2025-03-03', to: '2025-03-09', norm });
    expect(overview.plusMinus).toBe(-7.5);
    // Standing in (the default): the week is even.
    const credited = dayLedger({ entries, from: '2025-03-03', to: '2025-03-09', norm: salaried });
    expect(ledgerWeeks(credited)[0]?.plusMinus).toBe(0);
  });

  it('sums weeks and months, flags weeks of 48 hours or more', () => {
    const entries = ['2025-03-24', '2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28'].map((date) =>
      entry(date, 'work', 10),
    );
    const days = dayLedger({
      entries,
      from: '2025-03-24',
      to: '2025-04-06',
      norm: { ...salaried, today: '2025-05-01' },
    });
    const weeks = ledgerWeeks(days);
    expect(
      weeks.map((week) => [week.key, week.workHours, week.normHours, week.plusMinus, week.longWeek]),
    ).toEqual([
      ['13-2025', 50, 37, 13, true],
      ['14-2025', 0, 37, -37, false],
    ]);
    expect(ledgerMonths(days).map((month) => [month.key, month.plusMinus])).toEqual([
      // Monday 31 March (7,5 owed) belongs to week 14 but to March.
      ['2025-03', 50 - 37 - 7.5],
      ['2025-04', -37 + 7.5],
    ]);
    expect(isLongWeek(48)).toBe(true);
    expect(isLongWeek(47.99)).toBe(false);
    expect(countLongWeeks([{ hours: 58 }, { hours: 20 }, { hours: 48 }])).toBe(2);
    expect(sumPlusMinus([null, null])).toBeNull();
    expect(sumPlusMinus([null, 1.25, -0.5])).toBe(0.75);
  });

  it('keeps a running balance from its start date across years', () => {
    // Every working day from 2024-12-23 to 2025-01-10 has 8 hours of work: half an hour plus a day (Friday 1).
    const entries = dayLedger({
      entries: [],
      from: '2024-12-23',
      to: '2025-01-10',
      norm: { ...salaried, today: '2025-01-11' },
    })
      .filter((day) => day.normHours > 0)
      .map((day) => entry(day.date, 'work', 8));
    const days = dayLedger({
      entries,
      from: '2024-12-23',
      to: '2025-01-10',
      norm: { ...salaried, today: '2025-01-11' },
    });
    // Working days with norm: 23 Dec (Mon), 24 (Tue), 27 (Fri), 30, 31 Dec, 2 Jan, 3 Jan (Fri), 6–10 Jan;
    // 25 and 26 Dec and 1 Jan are public holidays.
    const plus = days.filter((day) => day.normHours > 0).map((day) => 8 - day.normHours);
    const expected = plus.reduce((sum, value) => sum + value, 0);
    expect(runningBalance({ startDate: '2024-12-23', openingHours: -2 }, days, '2025-01-10')).toBe(
      expected - 2,
    );
    // Started in the new year: only 2025's days, and the opening balance carries the old year.
    const fromNewYear = days
      .filter((day) => day.date >= '2025-01-01' && day.normHours > 0)
      .map((day) => 8 - day.normHours);
    expect(runningBalance({ startDate: '2025-01-01', openingHours: 10.25 }, days, '2025-01-10')).toBe(
      10.25 + fromNewYear.reduce((sum, value) => sum + value, 0),
    );
    expect(runningBalance({ startDate: '2025-02-01', openingHours: 3 }, days, '2025-01-10')).toBeNull();
  });

  it('formats signed hours with a real minus sign', () => {
    expect(formatSignedHours(3.5)).toBe('+3,50');
    expect(formatSignedHours(-2.25)).toBe('−2,25');
    expect(formatSignedHours(0)).toBe('0,00');
    expect(formatSignedHours(-0.001)).toBe('0,00');
  });
});
