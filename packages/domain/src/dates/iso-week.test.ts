import { describe, expect, it } from 'vitest';
import { datesBetween } from './calendar';
import { isoWeek, mondayOfWeek, parseWeekKey, weekKey, weekKeyOf, weeksInYear } from './iso-week';

describe('isoWeek (time-registration §4: Monday-based weeks, week 1 holds 4 January)', () => {
  it.each([
    ['2024-08-05', 2024, 32],
    ['2024-12-29', 2024, 52],
    ['2024-12-30', 2025, 1],
    ['2025-01-01', 2025, 1],
    ['2025-01-05', 2025, 1],
    ['2025-01-06', 2025, 2],
    ['2025-12-28', 2025, 52],
    ['2025-12-29', 2026, 1],
    ['2026-12-31', 2026, 53],
    ['2027-01-01', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2021-01-03', 2020, 53],
    ['2021-01-04', 2021, 1],
    ['2020-12-31', 2020, 53],
    ['2016-01-03', 2015, 53],
    ['2025-03-30', 2025, 13],
    ['2025-10-26', 2025, 43],
  ])('%s is in ISO year %i, week %i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });

  it('gives every day of a week the same week, Monday to Sunday', () => {
    const weeks = datesBetween('2024-12-30', '2025-01-05').map(isoWeek);
    expect(new Set(weeks.map((week) => weekKey(week)))).toEqual(new Set(['1-2025']));
  });

  it('refuses a date that does not exist', () => {
    expect(() => isoWeek('2025-02-30')).toThrow(RangeError);
  });
});

describe('week keys (timeLogApprovedWeeks: week-year)', () => {
  it('writes week-year without padding', () => {
    expect(weekKey({ year: 2025, week: 1 })).toBe('1-2025');
    expect(weekKey({ year: 2026, week: 53 })).toBe('53-2026');
    expect(weekKeyOf('2024-12-30')).toBe('1-2025');
    expect(weekKeyOf('2027-01-01')).toBe('53-2026');
    expect(weekKeyOf('2024-08-05')).toBe('32-2024');
  });

  it('round trips every week of 2020 to 2030 through parseWeekKey and mondayOfWeek', () => {
    for (let year = 2020; year <= 2030; year += 1) {
      for (let week = 1; week <= weeksInYear(year); week += 1) {
        const key = weekKey({ year, week });
        const parsed = parseWeekKey(key);
        expect(parsed).toEqual({ year, week });
        expect(weekKeyOf(mondayOfWeek({ year, week }))).toBe(key);
      }
    }
  });

  it('accepts week 53 only in a year that has it', () => {
    expect(parseWeekKey('53-2026')).toEqual({ year: 2026, week: 53 });
    expect(parseWeekKey('53-2020')).toEqual({ year: 2020, week: 53 });
    expect(parseWeekKey('53-2025')).toBeNull();
  });

  it.each(['54-2025', '53-2025', '0-2025', 'x', '', '1-25', '1/2025', '2025-1', '100-2025', ' 1-2025'])(
    'refuses %j',
    (key) => {
      expect(parseWeekKey(key)).toBeNull();
    },
  );
});

describe('weeksInYear', () => {
  it.each([
    [2015, 53],
    [2020, 53],
    [2024, 52],
    [2025, 52],
    [2026, 53],
    [2027, 52],
    [2032, 53],
  ])('%i has %i weeks', (year, weeks) => {
    expect(weeksInYear(year)).toBe(weeks);
  });
});

describe('mondayOfWeek', () => {
  it('finds the Monday, which may lie in the previous year', () => {
    expect(mondayOfWeek({ year: 2025, week: 1 })).toBe('2024-12-30');
    expect(mondayOfWeek({ year: 2026, week: 53 })).toBe('2026-12-28');
    expect(mondayOfWeek({ year: 2020, week: 53 })).toBe('2020-12-28');
    expect(mondayOfWeek({ year: 2024, week: 32 })).toBe('2024-08-05');
    expect(mondayOfWeek({ year: 2021, week: 1 })).toBe('2021-01-04');
  });
});
