import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { danishPublicHolidays, easterSunday, isPublicHoliday, publicHolidayName } from './public-holidays';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    [2000, '2000-04-23'],
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('danishPublicHolidays (docs/rules/timereg.md#ruling-9)', () => {
  it('lists the ten statutory holidays of 2025 in date order', () => {
    expect(danishPublicHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Nytårsdag' },
      { date: '2025-04-17', name: 'Skærtorsdag' },
      { date: '2025-04-18', name: 'Langfredag' },
      { date: '2025-04-20', name: 'Påskedag' },
      { date: '2025-04-21', name: '2. påskedag' },
      { date: '2025-05-29', name: 'Kristi himmelfartsdag' },
      { date: '2025-06-08', name: 'Pinsedag' },
      { date: '2025-06-09', name: '2. pinsedag' },
      { date: '2025-12-25', name: 'Juledag' },
      { date: '2025-12-26', name: '2. juledag' },
    ]);
  });

  it('moves the Easter-based holidays with Easter from year to year', () => {
    const easterBased = (year: number) =>
      danishPublicHolidays(year)
        .filter((holiday) => !/-(01-01|12-25|12-26)$/.test(holiday.date))
        .map((holiday) => holiday.date);
    expect(easterBased(2024)).toEqual([
      '2024-03-28',
      '2024-03-29',
      '2024-03-31',
      '2024-04-01',
      '2024-05-09',
      '2024-05-19',
      '2024-05-20',
    ]);
    expect(easterBased(2026)).toEqual([
      '2026-04-02',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
    ]);
    // 2285 has the earliest possible Easter (22 March): Skærtorsdag falls on 19 March.
    expect(easterBased(2285)[0]).toBe('2285-03-19');
  });

  it('has store bededag only before 2024', () => {
    expect(danishPublicHolidays(2023)).toContainEqual({ date: '2023-05-05', name: 'Store bededag' });
    expect(danishPublicHolidays(2023)).toHaveLength(11);
    expect(isPublicHoliday('2023-05-05')).toBe(true);
    for (const year of [2024, 2025, 2030]) {
      expect(danishPublicHolidays(year).map((holiday) => holiday.name)).not.toContain('Store bededag');
      expect(danishPublicHolidays(year)).toHaveLength(10);
    }
    // Where store bededag would have been (Easter + 26 days, a Friday).
    expect(isPublicHoliday('2024-04-26')).toBe(false);
    expect(isPublicHoliday('2025-05-16')).toBe(false);
  });

  it('refuses years outside the supported range', () => {
    expect(() => danishPublicHolidays(1699)).toThrow(RangeError);
    expect(() => danishPublicHolidays(2025.5)).toThrow(RangeError);
  });
});

describe('isPublicHoliday and publicHolidayName', () => {
  it('knows the holidays across a year boundary', () => {
    expect(isPublicHoliday('2024-12-25')).toBe(true);
    expect(isPublicHoliday('2024-12-26')).toBe(true);
    expect(isPublicHoliday('2024-12-27')).toBe(false);
    expect(isPublicHoliday('2025-01-01')).toBe(true);
    expect(isPublicHoliday('2025-01-02')).toBe(false);
    expect(publicHolidayName('2025-01-01')).toBe('Nytårsdag');
    expect(publicHolidayName('2025-05-29')).toBe('Kristi himmelfartsdag');
    expect(publicHolidayName('2025-05-28')).toBeNull();
  });

  it.each([
    '2025-05-01',
    '2025-06-05',
    '2025-12-24',
    '2025-12-31',
    '2026-05-01',
    '2026-06-05',
    '2026-12-24',
    '2026-12-31',
  ])('%s (1 May, 5 June, 24 and 31 December) is not a public holiday', (date) => {
    expect(isPublicHoliday(date)).toBe(false);
    expect(publicHolidayName(date)).toBeNull();
  });
});

/**
 * An independent oracle: the `date-holidays` package (commenthol/date-holidays, data/countries/DK.yaml), which
 * has its own rule data. Its DK list mixes statutory holidays (type 'public') with observances that
 * docs/rules/timereg.md#ruling-9 excludes or that are not days off at all: Fastelavn, 1. maj, Mors Dag, Grundlovsdag and
 * Juleaftensdag are all type 'observance'. So only type 'public' is compared, and substitute days are dropped
 * (Denmark has none, but the package could add them and they are not statutory). Its `date` is local time
 * 'YYYY-MM-DD hh:mm:ss', so the first 10 characters are the calendar date, with no time-zone conversion.
 */
describe('danishPublicHolidays agrees with date-holidays for 2024–2040', () => {
  const oracle = new Holidays('DK');

  function oracleDates(year: number): string[] {
    return oracle
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public' && !holiday.substitute)
      .map((holiday) => holiday.date.slice(0, 10))
      .sort();
  }

  const years = Array.from({ length: 2040 - 2024 + 1 }, (_, index) => 2024 + index);

  it.each(years)('%i', (year) => {
    const ours = danishPublicHolidays(year).map((holiday) => holiday.date);
    expect(ours).toEqual(oracleDates(year));
    for (const date of ours) expect(isPublicHoliday(date)).toBe(true);
  });

  it('the filter drops exactly the observances docs/rules/timereg.md#ruling-9 names as not public', () => {
    const observances = oracle
      .getHolidays(2025)
      .filter((holiday) => holiday.type !== 'public')
      .map((holiday) => holiday.date.slice(0, 10));
    expect(observances).toEqual(expect.arrayContaining(['2025-05-01', '2025-06-05', '2025-12-24']));
    for (const date of observances) expect(isPublicHoliday(date)).toBe(false);
  });

  it('also agrees on 2023, the last year with store bededag', () => {
    expect(danishPublicHolidays(2023).map((holiday) => holiday.date)).toEqual(oracleDates(2023));
  });
});
