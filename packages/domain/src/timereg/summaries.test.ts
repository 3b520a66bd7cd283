import { describe, expect, it } from 'vitest';
import { OPTIONAL_ABSENCE_TYPES, type TimeEntryType } from './entry-types';
import { creditedHours, plusMinusOf } from './plus-minus';
import {
  type DaySummary,
  daySummary,
  formatRegistrationCount,
  percentOfNorm,
  periodSummary,
  summaryRows,
} from './summaries';
import type { TimeEntry } from './time-log-types';

let nextId = 1;
function entry(type: TimeEntryType, hours: number, date = '2025-03-03'): TimeEntry {
  nextId += 1;
  return { id: `e${nextId}`, date, type, hours };
}

const salaried = { normHours: 7.5, isPaidHourly: false };
const hourly = { normHours: 0, isPaidHourly: true };
/** Issue 34's categories, all empty, and no uncredited hours. */
const noOptional = {
  ...Object.fromEntries(OPTIONAL_ABSENCE_TYPES.map((type) => [type, { count: 0, hours: 0 }])),
  uncredited: 0,
};

describe('daySummary', () => {
  it('gives zeros for a day without entries, keeping the norm', () => {
    expect(daySummary([], salaried)).toEqual({
      overtime: { count: 0, hours: 0 },
      timeOff: { count: 0, hours: 0 },
      holidays: { count: 0, hours: 0 },
      sickLeave: { count: 0, hours: 0 },
      work: { count: 0, hours: 0 },
      normTime: 7.5,
      total: 0,
      totalWorkTime: 0,
      ...noOptional,
    });
  });

  it('counts entries and hours per category; the holiday type lands in "holidays"', () => {
    const summary = daySummary(
      [
        entry('work', 4),
        entry('work', 2.5),
        entry('overtime', 1),
        entry('timeOff', 1.5),
        entry('sickLeave', 0.5),
      ],
      salaried,
    );
    expect(summary.work).toEqual({ count: 2, hours: 6.5 });
    expect(summary.overtime).toEqual({ count: 1, hours: 1 });
    expect(summary.timeOff).toEqual({ count: 1, hours: 1.5 });
    expect(summary.sickLeave).toEqual({ count: 1, hours: 0.5 });
    expect(summary.holidays).toEqual({ count: 0, hours: 0 });
    expect(summary.total).toBe(9.5);
  });

  it('counts a holiday day as 7.5 hours whatever the entry holds', () => {
    for (const stored of [0, 4, 7.5, 8]) {
      expect(daySummary([entry('holiday', stored)], salaried).holidays).toEqual({ count: 1, hours: 7.5 });
    }
  });

  it('counts one holiday day even when the day holds two holiday entries', () => {
    const summary = daySummary([entry('holiday', 7.5), entry('holiday', 7.5)], salaried);
    expect(summary.holidays).toEqual({ count: 2, hours: 7.5 });
    expect(summary.total).toBe(7.5);
  });

  it('salaried: absences are subtracted from the total, so work time is work + overtime', () => {
    const summary = daySummary([entry('work', 4), entry('overtime', 1), entry('sickLeave', 3.5)], salaried);
    expect(summary.total).toBe(8.5);
    expect(summary.totalWorkTime).toBe(5);
    expect(summary.normTime).toBe(7.5);
  });

  it('salaried: a holiday day has 7.5 hours in total and no work time (never negative)', () => {
    const summary = daySummary([entry('holiday', 7.5)], salaried);
    expect(summary.total).toBe(7.5);
    expect(summary.totalWorkTime).toBe(0);
  });

  it('paid hourly: absences are not subtracted, and there is no norm', () => {
    const entries = [entry('work', 4), entry('overtime', 1), entry('sickLeave', 3.5), entry('timeOff', 1)];
    const summary = daySummary(entries, hourly);
    expect(summary.total).toBe(9.5);
    expect(summary.totalWorkTime).toBe(9.5);
    expect(summary.normTime).toBe(0);
    // Even when a norm is passed, an hourly-paid employee owes none.
    expect(daySummary(entries, { normHours: 7.5, isPaidHourly: true }).normTime).toBe(0);
  });

  it('paid hourly: a holiday day counts its 7.5 hours in work time', () => {
    expect(daySummary([entry('holiday', 0)], hourly)).toMatchObject({ total: 7.5, totalWorkTime: 7.5 });
  });

  it('an overtime-only day is all work time', () => {
    const summary = daySummary([entry('overtime', 2.25), entry('overtime', 1)], salaried);
    expect(summary.overtime).toEqual({ count: 2, hours: 3.25 });
    expect(summary.work).toEqual({ count: 0, hours: 0 });
    expect(summary.totalWorkTime).toBe(3.25);
    expect(summary.total).toBe(3.25);
  });

  it('sums without floating-point dust', () => {
    const summary = daySummary([entry('work', 0.1), entry('work', 0.2)], salaried);
    expect(summary.work.hours).toBe(0.3);
    expect(summary.total).toBe(0.3);
  });

  it('refuses entries of several dates and a bad norm', () => {
    expect(() =>
      daySummary([entry('work', 1, '2025-03-03'), entry('work', 1, '2025-03-04')], salaried),
    ).toThrow(RangeError);
    expect(() => daySummary([], { normHours: -1, isPaidHourly: false })).toThrow(RangeError);
    expect(() => daySummary([], { normHours: Number.NaN, isPaidHourly: false })).toThrow(RangeError);
  });

  it('does not change its input', () => {
    const entries = Object.freeze([Object.freeze(entry('holiday', 4))]);
    daySummary(entries, salaried);
    expect(entries[0]!.hours).toBe(4);
  });
});

describe('issue 34: the optional absence types in a summary', () => {
  it('counts each type in its own category and in the total, not in work time', () => {
    const summary = daySummary([entry('careDay', 7.5)], salaried);
    expect(summary.careDay).toEqual({ count: 1, hours: 7.5 });
    expect(summary.total).toBe(7.5);
    expect(summary.totalWorkTime).toBe(0);
    expect(plusMinusOf(summary, false)).toBe(0);
  });

  it('a type that does not stand in for the norm leaves a minus', () => {
    const summary = daySummary([entry('leaveOfAbsence', 7.5)], {
      ...salaried,
      uncreditedTypes: new Set(['leaveOfAbsence']),
    });
    expect(summary.uncredited).toBe(7.5);
    expect(creditedHours(summary)).toBe(0);
    expect(plusMinusOf(summary, false)).toBe(-7.5);
    expect(periodSummary([summary, summary]).uncredited).toBe(15);
  });

  it('shows an optional type as a row only when the period has some of it', () => {
    expect(summaryRows(daySummary([], salaried)).map((row) => row.key)).toEqual([
      'overtime',
      'timeOff',
      'holidays',
      'sickLeave',
      'work',
    ]);
    const rows = summaryRows(daySummary([entry('course', 3)], salaried));
    expect(rows.at(-1)).toMatchObject({ key: 'course', label: 'Kursus', hours: 3 });
  });
});

describe('periodSummary', () => {
  it('is all zeros for no days', () => {
    expect(periodSummary([])).toEqual(daySummary([], { normHours: 0, isPaidHourly: false }));
  });

  it('sums counts, hours, norm, total and work time of a week', () => {
    const days: DaySummary[] = [
      daySummary([entry('work', 7.5, '2025-03-03')], salaried),
      daySummary([entry('work', 6, '2025-03-04'), entry('overtime', 2, '2025-03-04')], salaried),
      daySummary([entry('holiday', 7.5, '2025-03-05')], salaried),
      daySummary([entry('sickLeave', 7.5, '2025-03-06')], salaried),
      daySummary([entry('timeOff', 3, '2025-03-07'), entry('work', 4, '2025-03-07')], {
        ...salaried,
        normHours: 7,
      }),
      daySummary([], { normHours: 0, isPaidHourly: false }),
    ];
    expect(periodSummary(days)).toEqual({
      overtime: { count: 1, hours: 2 },
      timeOff: { count: 1, hours: 3 },
      holidays: { count: 1, hours: 7.5 },
      sickLeave: { count: 1, hours: 7.5 },
      work: { count: 3, hours: 17.5 },
      normTime: 37,
      total: 37.5,
      totalWorkTime: 19.5,
      ...noOptional,
    });
  });

  it('sums days across the year boundary like any other days', () => {
    const week = ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03'].map((date) =>
      daySummary([entry('work', 7.5, date)], salaried),
    );
    expect(periodSummary(week)).toMatchObject({ work: { count: 5, hours: 37.5 }, normTime: 37.5 });
  });
});

describe('percentOfNorm', () => {
  it.each([
    [7.5, 37, 20.3],
    [37, 37, 100],
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 → half away from zero
    [0, 37, 0],
    [44.4, 37, 120],
  ])('%s of %s hours is %s %%', (hours, norm, percent) => {
    expect(percentOfNorm(hours, norm)).toBe(percent);
  });

  it('is null when the norm is 0', () => {
    expect(percentOfNorm(7.5, 0)).toBeNull();
    expect(percentOfNorm(0, 0)).toBeNull();
  });

  it('refuses a negative or non-numeric norm', () => {
    expect(() => percentOfNorm(1, -1)).toThrow(RangeError);
    expect(() => percentOfNorm(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRegistrationCount', () => {
  it.each([
    [0, '0 registreringer'],
    [1, '1 registrering'],
    [2, '2 registreringer'],
    [11, '11 registreringer'],
  ])('%i → %s', (count, text) => {
    expect(formatRegistrationCount(count)).toBe(text);
  });
});

describe('summaryRows (week-mode modal)', () => {
  const week = periodSummary([
    daySummary([entry('overtime', 1, '2025-03-03'), entry('work', 6.5, '2025-03-03')], {
      normHours: 8,
      isPaidHourly: false,
    }),
    daySummary([entry('timeOff', 2.5, '2025-03-04'), entry('timeOff', 2, '2025-03-04')], {
      normHours: 8,
      isPaidHourly: false,
    }),
  ]);

  it('gives the five rows in the spec order with Danish labels', () => {
    expect(summaryRows(week).map((row) => [row.key, row.label])).toEqual([
      ['overtime', 'Arbejde u.f. normtid'],
      ['timeOff', 'Fri'],
      ['holidays', 'Ferie'],
      ['sickLeave', 'Sygdom'],
      ['work', 'Arbejdstid'],
    ]);
  });

  it('shows counts, hours and percent of norm in Danish', () => {
    expect(summaryRows(week)).toEqual([
      {
        key: 'overtime',
        label: 'Arbejde u.f. normtid',
        count: 1,
        countText: '1 registrering',
        hours: 1,
        hoursText: '1,00 time',
        percent: 6.3,
        percentText: '6,3 %',
      },
      {
        key: 'timeOff',
        label: 'Fri',
        count: 2,
        countText: '2 registreringer',
        hours: 4.5,
        hoursText: '4,50 timer',
        percent: 28.1,
        percentText: '28,1 %',
      },
      {
        key: 'holidays',
        label: 'Ferie',
        count: 0,
        countText: '0 registreringer',
        hours: 0,
        hoursText: '0,00 timer',
        percent: 0,
        percentText: '0,0 %',
      },
      {
        key: 'sickLeave',
        label: 'Sygdom',
        count: 0,
        countText: '0 registreringer',
        hours: 0,
        hoursText: '0,00 timer',
        percent: 0,
        percentText: '0,0 %',
      },
      {
        key: 'work',
        label: 'Arbejdstid',
        count: 1,
        countText: '1 registrering',
        hours: 6.5,
        hoursText: '6,50 timer',
        percent: 40.6,
        percentText: '40,6 %',
      },
    ]);
  });

  it('gives 12,5 % for one hour of an eight-hour norm', () => {
    const day = daySummary([entry('work', 1)], { normHours: 8, isPaidHourly: false });
    expect(summaryRows(day).find((row) => row.key === 'work')).toMatchObject({
      percent: 12.5,
      percentText: '12,5 %',
    });
  });

  it('shows no percent when the norm is 0 (hourly paid, or a week off)', () => {
    const rows = summaryRows(daySummary([entry('work', 2.5)], hourly));
    expect(rows.every((row) => row.percent === null && row.percentText === null)).toBe(true);
    expect(rows.find((row) => row.key === 'work')).toMatchObject({ hoursText: '2,50 timer' });
  });
});
