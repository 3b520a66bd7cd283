import { describe, expect, it } from 'vitest';
import { datesBetween, isoWeekday } from '../dates/calendar';
import { isPublicHoliday } from '../dates/public-holidays';
import type { TimeEntryType } from './entry-types';
import { DEFAULT_TIME_LOG_SETTING } from './time-log-settings';
import type { TimeEntry } from './time-log-types';
import {
  averagingWindow,
  updateWeeklyAverageWarnings,
  weeklyAverageWarnings,
  weeklyHours,
  windowEndsHolding,
} from './weekly-average-warnings';

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

describe('weeklyAverageWarnings (docs/rules/timereg.md#ruling-11)', () => {
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

  it('leaves holiday, sick leave and time off out of the average (docs/rules/timereg.md#ruling-28), not as 0', () => {
    // 49 hours a week, every day of the window (122 days: 1 ferie-free week = 7 × 7).
    const worked = daily(WINDOW.from, WINDOW.to, 7);
    expect(weeklyAverageWarnings(worked, { today: MONDAY_AFTER })).toEqual([
      { type: '48HourWarning', value: 49, fromDate: WINDOW.from, toDate: WINDOW.to },
    ]);
    const absenceTypes: TimeEntryType[] = ['holiday', 'sickLeave', 'timeOff'];
    for (const type of absenceTypes) {
      // Two weeks (2024-09-09 … 2024-09-22, 10 norm days) as an absence instead of work: under docs/rules/timereg.md#ruling-11
      // ("count as 0") the average fell to 43; now those days are neutral. The window's norm days: 86 weekdays
      // less 25 and 26 December and 1 January, N = 83; A = 10. Hours (122 − 14) × 7 = 756;
      // 756 ÷ (122/7 × 73/83) = 49.32.
      const withAbsence = worked.map((e) =>
        e.date >= '2024-09-09' && e.date <= '2024-09-22' ? { ...e, type } : e,
      );
      expect(weeklyAverageWarnings(withAbsence, { today: MONDAY_AFTER }).at(-1)).toEqual({
        type: '48HourWarning',
        value: 49.32,
        fromDate: WINDOW.from,
        toDate: WINDOW.to,
      });
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
    // 120 days holding 17 full weeks of 60 hours: 1020 × 7 / 120 = 59.5.
    expect(warnings.find((w) => w.toDate === '2025-03-02')).toMatchObject({
      fromDate: '2024-11-03',
      value: 59.5,
    });
    // The windows go on after the last entry (issue 23 item 5): ending 2025-03-23 (2024-11-24 …, 120 days)
    // the 14 weeks 2024-11-25 … 2025-02-28 of 60 hours, 840 × 7 / 120 = 49; a week later (2024-12-01 …, 120
    // days) 13 weeks, 780 × 7 / 120 = 45.5, no warning.
    expect(warnings.at(-1)).toMatchObject({ fromDate: '2024-11-24', toDate: '2025-03-23', value: 49 });
    expect(warnings).toHaveLength(19); // 2024-11-17 … 2025-03-23
    for (const w of warnings) {
      expect(averagingWindow(w.toDate).from).toBe(w.fromDate);
      expect(w.value).toBeGreaterThan(48);
    }
    // Idempotent.
    expect(weeklyAverageWarnings(entries, { today: '2025-06-01' })).toEqual(warnings);
  });

  it('does not warn for a heavy week alone, however many windows hold it', () => {
    expect(weeklyAverageWarnings(daily('2024-09-02', '2024-09-08', 24), { today: '2025-06-01' })).toEqual([]);
  });

  it('gives nothing for no entries and refuses a malformed today', () => {
    expect(weeklyAverageWarnings([], { today: MONDAY_AFTER })).toEqual([]);
    expect(() => weeklyAverageWarnings([], { today: 'today' })).toThrow(RangeError);
  });
});

/** Monday–Saturday 9 hours (a 54-hour week) on every day of `from`–`to` that `skip` does not rule out. */
function sixDayWeeks(from: string, to: string, skip: (date: string) => boolean = () => false): TimeEntry[] {
  return datesBetween(from, to)
    .filter((date) => isoWeekday(date) <= 6 && !skip(date))
    .map((date) => entry(date, 9));
}

describe('48-hour windows as a pure function of the entries (issue 23 item 5)', () => {
  // 54-hour weeks from Monday 6 July to Saturday 31 October 2026, nothing after.
  const summer = sixDayWeeks('2026-07-06', '2026-10-31');
  const today = '2026-11-27';

  it('warns for the window ending 8 November though that week holds no entry', () => {
    // 2026-07-09 … 2026-11-08 is 123 days; it holds 9 + 10 + 11 July (27 hours) and the 16 weeks from
    // 13 July to 31 October (864 hours): 891 × 7 / 123 = 50.71.
    const warnings = weeklyAverageWarnings(summer, { today });
    expect(warnings.find((w) => w.toDate === '2026-11-08')).toEqual({
      type: '48HourWarning',
      value: 50.71,
      fromDate: '2026-07-09',
      toDate: '2026-11-08',
    });
    // Adding an unrelated entry on 3 November changes that window's figure, and deleting it restores it.
    const withNovember = [...summer, entry('2026-11-03', 7.5)];
    expect(weeklyAverageWarnings(withNovember, { today }).find((w) => w.toDate === '2026-11-08')?.value).toBe(
      51.13, // 898.5 × 7 / 123
    );
    expect(weeklyAverageWarnings(withNovember.slice(0, -1), { today })).toEqual(warnings);
    // The same warnings whatever the order the entries came in.
    expect(weeklyAverageWarnings([...summer].reverse(), { today })).toEqual(warnings);
  });

  it('names the windows a change can touch: from its week to about 4 months later, before today', () => {
    const ends = windowEndsHolding('2026-07-08', today);
    expect(ends[0]).toBe('2026-07-12');
    // The window ending 2026-11-08 starts 2026-07-09, past the date; the one ending 2026-11-01 holds it.
    expect(ends.at(-1)).toBe('2026-11-01');
    expect(ends).toHaveLength(17);
    // Bounded by today: the week holding today is not complete.
    expect(windowEndsHolding('2026-11-24', today)).toEqual([]);
    expect(windowEndsHolding('2026-11-20', today)).toEqual(['2026-11-22']);
  });

  it('updates only the touched windows, giving what a computation from scratch gives', () => {
    const before = weeklyAverageWarnings(summer, { today });
    const withNovember = [...summer, entry('2026-11-03', 7.5)];
    const after = updateWeeklyAverageWarnings(before, withNovember, ['2026-11-03'], { today });
    expect(after).toEqual(weeklyAverageWarnings(withNovember, { today }));
    expect(updateWeeklyAverageWarnings(after, summer, ['2026-11-03'], { today })).toEqual(before);
  });
});

describe('absences are neutral in the 48-hour average (docs/rules/timereg.md#ruling-28, issue 23 item 6)', () => {
  // The window ending Sunday 2 August 2026: 2026-04-03 … 2026-08-02, 122 days. Its weekdays less the public
  // holidays (langfredag 3 April, 2. påskedag 6 April, Kristi himmelfartsdag 14 May, 2. pinsedag 25 May) are the
  // norm days under the default week: N = 82. Three weeks of ferie, 18 May – 5 June, are A = 14 ferie days (2.
  // pinsedag falls in them). Outside the ferie 54-hour weeks, Monday–Saturday 9 hours but not on a public
  // holiday (84 days in the window, 756 hours), and 29,5 hours of overtime (2 hours on each of the 13 Mondays
  // worked, 3,5 on Friday 17 July): 785,5 hours.
  const ferie = (date: string) => (date >= '2026-05-18' && date <= '2026-06-05') || isPublicHoliday(date);
  const work = sixDayWeeks('2026-03-30', '2026-08-01', ferie);
  const mondays = work.filter((e) => e.date >= '2026-04-03' && isoWeekday(e.date) === 1);
  const holiday = datesBetween('2026-05-18', '2026-06-05')
    .filter((date) => isoWeekday(date) <= 5 && !isPublicHoliday(date))
    .map((date) => entry(date, 7.5, 'holiday'));
  const overtime = [
    ...mondays.map((e) => entry(e.date, 2, 'overtime')),
    entry('2026-07-17', 3.5, 'overtime'),
  ];
  const today = '2026-08-03';
  const WINDOW_END = '2026-08-02';

  it('gives 54,35 where counting ferie as 0 gave 45,07', () => {
    const inWindow = work.filter((e) => e.date >= '2026-04-03');
    expect(inWindow).toHaveLength(84);
    expect(mondays).toHaveLength(13);
    expect([...inWindow, ...overtime].reduce((sum, e) => sum + e.hours, 0)).toBe(785.5);
    expect(holiday).toHaveLength(14);
    const warnings = weeklyAverageWarnings([...work, ...holiday, ...overtime], { today });
    // 785,5 ÷ (122/7 × (82 − 14)/82) = 785,5 × 7 × 82 ÷ (122 × 68) = 54,35.
    expect(warnings.find((w) => w.toDate === WINDOW_END)).toEqual({
      type: '48HourWarning',
      value: 54.35,
      fromDate: '2026-04-03',
      toDate: WINDOW_END,
    });
    // Ferie as 0 hours (docs/rules/timereg.md#ruling-11, what the app did): 785,5 × 7 ÷ 122 = 45,07, under 48 and no warning. The
    // same hours without the ferie registered give that figure still, since no day is then neutral.
    expect(Math.round(((785.5 * 7) / 122) * 100) / 100).toBe(45.07);
    expect(
      weeklyAverageWarnings([...work, ...overtime], { today }).find((w) => w.toDate === WINDOW_END),
    ).toBeUndefined();
  });

  it('counts Sygdom and Fri days as neutral too, only on norm days', () => {
    const sick = holiday.map((e) => ({ ...e, type: 'sickLeave' as const }));
    const timeOff = holiday.map((e) => ({ ...e, type: 'timeOff' as const }));
    for (const absences of [sick, timeOff]) {
      expect(
        weeklyAverageWarnings([...work, ...absences, ...overtime], { today }).find(
          (w) => w.toDate === WINDOW_END,
        )?.value,
      ).toBe(54.35);
    }
    // Ferie on the Saturdays of the ferie weeks is on no norm day: it changes nothing.
    const saturdays = [entry('2026-05-23', 7.5, 'holiday'), entry('2026-05-30', 7.5, 'holiday')];
    expect(
      weeklyAverageWarnings([...work, ...holiday, ...saturdays, ...overtime], { today }).find(
        (w) => w.toDate === WINDOW_END,
      )?.value,
    ).toBe(54.35);
  });

  it("takes N from the employee's norm week: a Monday–Wednesday part-timer", () => {
    const partTime = {
      ...DEFAULT_TIME_LOG_SETTING,
      weeklySchedule: DEFAULT_TIME_LOG_SETTING.weeklySchedule.map((day) => ({
        ...day,
        notWorking: day.day > 3,
      })),
    };
    // The window 2024-09-06 … 2025-01-05 (122 days): 17 weeks of Mondays–Wednesdays, 51 days, less 25 December
    // and 1 January: N = 49. Work 7 hours every day except two weeks of Monday–Wednesday Ferie (A = 6, 6 days
    // without work): (122 − 6) × 7 = 812 hours; 812 × 7 × 49 ÷ (122 × 43) = 53,09.
    const absent = (date: string) => date >= '2024-09-09' && date <= '2024-09-20' && isoWeekday(date) <= 3;
    const entries = datesBetween(WINDOW.from, WINDOW.to).map((date) =>
      absent(date) ? entry(date, 7.5, 'holiday') : entry(date, 7),
    );
    const norm = { settings: { individual: [partTime] } };
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER, norm }).at(-1)?.value).toBe(53.09);
    // Under the default week the same 6 days of a N = 83: 812 × 7 × 83 ÷ (122 × 77) = 50,22.
    expect(weeklyAverageWarnings(entries, { today: MONDAY_AFTER }).at(-1)?.value).toBe(50.22);
  });

  it('takes Monday–Friday for the paid-hourly, and company days off have no norm', () => {
    const hourly = { ...DEFAULT_TIME_LOG_SETTING, isPaidHourly: true };
    const entries = [...work, ...holiday, ...overtime];
    const value = (norm: Parameters<typeof weeklyAverageWarnings>[1]['norm']) =>
      weeklyAverageWarnings(entries, { today, norm }).find((w) => w.toDate === WINDOW_END)?.value;
    expect(value({ settings: { company: [hourly] } })).toBe(54.35);
    // 5 June (grundlovsdag) as a company day off: a ferie day less and a norm day less, N = 81, A = 13:
    // 785,5 × 7 × 81 ÷ (122 × 68) = 53,69.
    expect(value({ settings: {}, companyDaysOff: ['2026-06-05'] })).toBe(53.69);
  });

  it('has no average and no warning when every norm day is an absence (N = A)', () => {
    // Ferie on every weekday of the window, work only at weekends: 16 hours each.
    const entries = datesBetween(WINDOW.from, WINDOW.to).map((date) =>
      isoWeekday(date) <= 5 ? entry(date, 7.5, 'holiday') : entry(date, 16),
    );
    // (Earlier windows also hold empty weekdays before the entries, so they have an average.)
    const last = (list: TimeEntry[]) =>
      weeklyAverageWarnings(list, { today: MONDAY_AFTER }).find((w) => w.toDate === WINDOW.to);
    expect(last(entries)).toBeUndefined();
    // A single worked weekday gives an average again (N − A = 1), and a warning.
    const oneDay = entries.map((e) => (e.date === '2024-10-01' ? entry(e.date, 8) : e));
    expect(last(oneDay)?.value).toBeGreaterThan(48);
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
