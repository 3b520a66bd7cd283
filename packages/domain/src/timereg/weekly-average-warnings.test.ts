import { describe, expect, it } from 'vitest';
import { datesBetween, isoWeekday } from './calendar';
import type { TimeEntryType } from './entry-types';
import type { TimeEntry } from './time-log-types';
import { averagingWindow, weeklyAverageWarnings, weeklyHours } from './weekly-average-warnings';

let nextId = 1;
function entry(date: string, hours: number, type: TimeEntryType = 'work'): TimeEntry {
  nextId += 1;
  return { id: `e${nextId}`, date, type, hours };
}

/** The same hours every day from `from` to `to`. */
function daily(from: string, to: string, hours: number, type: TimeEntryType = 'work'): TimeEntry[] {
  return datesBetween(from, to).map((date) => entry(date, hours, type));
}

// The window ending with the week that straddles the year boundary (2024-12-30 … 2025-01-05): 122 days.
const WINDOW = { from: '2024-09-06', to: '2025-01-05' };
const MONDAY_AFTER = '2025-01-06';

describe('averagingWindow (4 calendar months ending with a date)', () => {
  it.each([
    ['2025-01-05', '2024-09-06'],
    ['2024-06-30', '2024-03-01'], // 2024-02-30 does not exist: clamped to 29 February, so exactly March–June
    ['2024-03-31', '2023-12-01'],
    ['2025-03-02', '2024-11-03'],
    ['2024-08-11', '2024-04-12'],
  ])('ending %s starts %s', (to, from) => {
    expect(averagingWindow(to)).toEqual({ from, to });
  });

  it('refuses a malformed date', () => {
    expect(() => averagingWindow('2025-1-5')).toThrow(RangeError);
  });
});

describe('weeklyAverageWarnings (decisions.md 11)', () => {
  it('warns when the average just exceeds 48 hours', () => {
    // 122 days × 6.75 h + 13.25 h = 836.75 h over 122/7 weeks = 48.0102… → 48.01.
    const entries = [...daily(WINDOW.from, WINDOW.to, 6.75), entry('2025-01-03', 13.25, 'overtime')];
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER })).toEqual([
      { type: '48HourWarning', value: 48.01, fromDate: WINDOW.from, toDate: WINDOW.to },
    ]);
  });

  it('does not warn at exactly 48 hours (it must exceed)', () => {
    // 836.57 h → 47.9993… → 48.00 as stored and shown: not above 48.
    const entries = [...daily(WINDOW.from, WINDOW.to, 6.75), entry('2025-01-03', 13.07)];
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER })).toEqual([]);
    // The same hours every day, 48/7 a day, average exactly 48.
    expect(weeklyAverageWarnings(daily(WINDOW.from, WINDOW.to, 48 / 7), { today: MONDAY_AFTER })).toEqual([]);
    // 48.25/7 a day is just over.
    expect(weeklyAverageWarnings(daily(WINDOW.from, WINDOW.to, 48.25 / 7), { today: MONDAY_AFTER })).toEqual([
      { type: '48HourWarning', value: 48.25, fromDate: WINDOW.from, toDate: WINDOW.to },
    ]);
  });

  it('counts holiday, sick leave and time off as 0', () => {
    const worked = daily(WINDOW.from, WINDOW.to, 7); // 49 h a week
    expect(weeklyAverageWarnings(worked, { today: MONDAY_AFTER })).toEqual([
      { type: '48HourWarning', value: 49, fromDate: WINDOW.from, toDate: WINDOW.to },
    ]);
    const absenceTypes: TimeEntryType[] = ['holiday', 'sickLeave', 'timeOff'];
    for (const type of absenceTypes) {
      // Two weeks of the same hours registered as an absence bring the average down to 43.
      const withAbsence = worked.map((e, i) => (i < 14 ? { ...e, type } : e));
      expect(weeklyAverageWarnings(withAbsence, { today: MONDAY_AFTER })).toEqual([]);
    }
  });

  it('counts overtime as working time', () => {
    const entries = [...daily(WINDOW.from, WINDOW.to, 5), ...daily(WINDOW.from, WINDOW.to, 2, 'overtime')];
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER })).toHaveLength(1);
  });

  it('takes only completed weeks: the Sunday must be before today', () => {
    const entries = daily(WINDOW.from, WINDOW.to, 7);
    expect(weeklyAverageWarnings(entries, { today: WINDOW.to })).toEqual([]);
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER })).toHaveLength(1);
  });

  it('gathers the days on both sides of new year into one ISO week', () => {
    // 2024-12-30 … 2025-01-05 is ISO week 1 of 2025; its window ends Sunday 2025-01-05.
    const entries = [...daily(WINDOW.from, '2024-12-31', 7), ...daily('2025-01-01', WINDOW.to, 7)];
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER }).map((w) => w.toDate)).toEqual([WINDOW.to]);
  });

  it('gives one warning per window end, sorted by end, each ending on a Sunday', () => {
    // 60 hours a week, Monday to Friday, from 2024-08-05 to 2025-03-02.
    const entries = datesBetween('2024-08-05', '2025-03-02')
      .filter((date) => isoWeekday(date) <= 5)
      .map((date) => entry(date, 12));
    const warnings = weeklyAverageWarnings([...entries].reverse(), { today: '2025-06-01' });
    const ends = warnings.map((w) => w.toDate);
    expect(ends).toEqual([...ends].sort());
    expect(new Set(ends).size).toBe(ends.length);
    expect(ends.every((date) => isoWeekday(date) === 7)).toBe(true);
    // The first weeks average in the empty days before registration began: ending 2024-11-10 the window
    // (123 days) holds 14 weeks of 60 hours, 840 × 7 / 123 = 47.80, no warning; a week later 15 weeks,
    // 900 × 7 / 123 = 51.22.
    expect(warnings[0]).toMatchObject({ fromDate: '2024-07-18', toDate: '2024-11-17', value: 51.22 });
    // The last window ends with the last week that has entries, not with today.
    // 120 days holding 17 full weeks of 60 hours: 1020 × 7 / 120 = 59.5.
    expect(warnings.at(-1)).toMatchObject({ fromDate: '2024-11-03', toDate: '2025-03-02', value: 59.5 });
    expect(warnings).toHaveLength(16); // 2024-11-17 … 2025-03-02
    for (const w of warnings) {
      expect(averagingWindow(w.toDate).from).toBe(w.fromDate);
      expect(w.value).toBeGreaterThan(48);
    }
    // Idempotent.
    expect(weeklyAverageWarnings(entries, { today: '2025-06-01' })).toEqual(warnings);
  });

  it('looks only at weeks that hold entries', () => {
    // A heavy week long ago does not make later empty weeks windows.
    expect(weeklyAverageWarnings(daily('2024-09-02', '2024-09-08', 24), { today: '2025-06-01' })).toEqual([]);
  });

  it('gives nothing for no entries and refuses a malformed today', () => {
    expect(weeklyAverageWarnings([], { today: MONDAY_AFTER })).toEqual([]);
    expect(() => weeklyAverageWarnings([], { today: 'today' })).toThrow(RangeError);
  });
});

describe('weeklyHours (overview week bars)', () => {
  it('sums work and overtime per ISO week; absences count 0', () => {
    expect(
      weeklyHours([
        entry('2025-03-03', 7.5),
        entry('2025-03-04', 2, 'overtime'),
        entry('2025-03-05', 7.5, 'holiday'),
        entry('2025-03-06', 7.5, 'sickLeave'),
        entry('2025-03-07', 3, 'timeOff'),
        entry('2025-03-09', 1.25),
      ]),
    ).toEqual({ '10-2025': 10.75 });
  });

  it('keys the week straddling new year as week 1 of 2025', () => {
    expect(
      weeklyHours([
        entry('2024-12-30', 8),
        entry('2024-12-31', 8),
        entry('2025-01-02', 8),
        entry('2025-01-05', 4),
      ]),
    ).toEqual({ '1-2025': 28 });
  });

  it('lists every week with entries in chronological order, absence-only weeks with 0', () => {
    const hours = weeklyHours([
      entry('2025-01-06', 10),
      entry('2024-12-23', 7.5, 'holiday'),
      entry('2024-12-30', 50),
      entry('2024-12-16', 0.1),
      entry('2024-12-17', 0.2),
    ]);
    expect(Object.entries(hours)).toEqual([
      ['51-2024', 0.3],
      ['52-2024', 0],
      ['1-2025', 50],
      ['2-2025', 10],
    ]);
  });

  it('is empty without entries', () => {
    expect(weeklyHours([])).toEqual({});
  });
});
