import { describe, expect, it } from 'vitest';
import { addDays, danishToday, datesBetween, daysBetween, isIsoDate, isoWeekday, mondayOf } from './calendar';

describe('isIsoDate', () => {
  it.each(['2024-01-01', '2024-02-29', '2025-12-31', '2000-02-29'])('accepts %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-00-10',
    '2025-1-01',
    '25-01-01',
    '2025-01-01T00:00:00Z',
    ' 2025-01-01',
    '',
    'x',
  ])('refuses %j', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
    expect(addDays('2024-08-05', 365)).toBe('2025-08-05');
  });

  it('is not shifted by the daylight-saving changes', () => {
    expect(addDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-10-25', 1)).toBe('2025-10-26');
    expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDays('2025-10-27', -2)).toBe('2025-10-25');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('29.02.2024', 1)).toThrow(RangeError);
  });
});

describe('isoWeekday and mondayOf', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2025-03-24')).toBe(1);
    expect(isoWeekday('2025-03-28')).toBe(5);
    expect(isoWeekday('2025-03-30')).toBe(7);
    expect(isoWeekday('2024-08-05')).toBe(1);
  });

  it('finds the Monday of the week, also across a year boundary', () => {
    expect(mondayOf('2025-03-24')).toBe('2025-03-24');
    expect(mondayOf('2025-03-30')).toBe('2025-03-24');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
    expect(mondayOf('2021-01-03')).toBe('2020-12-28');
  });
});

describe('datesBetween', () => {
  it('lists every date, both ends included, across a year boundary', () => {
    expect(datesBetween('2024-12-30', '2025-01-02')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
  });

  it('gives one date for a single day and none when the range is reversed', () => {
    expect(datesBetween('2025-05-29', '2025-05-29')).toEqual(['2025-05-29']);
    expect(datesBetween('2025-05-29', '2025-05-28')).toEqual([]);
  });

  it('gives each day once around the daylight-saving changes', () => {
    expect(datesBetween('2025-03-29', '2025-03-31')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(datesBetween('2025-10-25', '2025-10-27')).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
  });

  it('covers a leap year with 366 dates', () => {
    expect(datesBetween('2024-01-01', '2024-12-31')).toHaveLength(366);
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative backwards, unaffected by daylight saving', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-26', '2025-10-27')).toBe(1);
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-05-29', '2025-05-29')).toBe(0);
  });
});

describe('danishToday', () => {
  it('gives the date in Danish time, not UTC', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Copenhagen (summer time, UTC+2).
    expect(danishToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    // 22:59 UTC on 1 January is 23:59 the same day (winter time, UTC+1).
    expect(danishToday(new Date('2025-01-01T22:59:00Z'))).toBe('2025-01-01');
    // New Year's Eve 23:30 UTC is already the next year in Denmark.
    expect(danishToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('keeps the date through the night of a daylight-saving change', () => {
    // 01:30 UTC on 2025-03-30 is 03:30 CEST; 00:59 UTC on 2025-10-26 is 02:59 CEST (before falling back).
    expect(danishToday(new Date('2025-03-30T01:30:00Z'))).toBe('2025-03-30');
    expect(danishToday(new Date('2025-10-26T00:59:00Z'))).toBe('2025-10-26');
    expect(danishToday(new Date('2025-10-26T22:59:00Z'))).toBe('2025-10-26');
    expect(danishToday(new Date('2025-10-26T23:00:00Z'))).toBe('2025-10-27');
  });
});
