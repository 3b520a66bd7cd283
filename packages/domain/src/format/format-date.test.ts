import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatTimeOfDay } from './format-date';

describe('formatDate (DD.MM.YYYY)', () => {
  it('shows a date without time as it is', () => {
    expect(formatDate('2024-07-01')).toBe('01.07.2024');
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it('places an instant in Danish time, not UTC', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Copenhagen (summer time, UTC+2).
    expect(formatDate(new Date('2024-06-30T22:30:00Z'))).toBe('01.07.2024');
    // 23:30 UTC on 31 December is 00:30 on 1 January (winter time, UTC+1).
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01.01.2025');
    expect(formatDate('2024-12-31T22:59:59Z')).toBe('31.12.2024');
  });

  it('refuses dates that do not exist', () => {
    expect(() => formatDate('2023-02-29')).toThrow(RangeError);
    expect(() => formatDate('2024-13-01')).toThrow(RangeError);
    expect(() => formatDate('ikke en dato')).toThrow(RangeError);
  });
});

describe('formatTimeOfDay (HH:mm, Danish time)', () => {
  it('follows summer and winter time', () => {
    expect(formatTimeOfDay('2024-07-01T06:00:00Z')).toBe('08:00');
    expect(formatTimeOfDay('2024-01-15T07:00:00Z')).toBe('08:00');
  });

  it('handles the night the clocks go back (27 October 2024)', () => {
    expect(formatTimeOfDay('2024-10-27T00:30:00Z')).toBe('02:30');
    expect(formatTimeOfDay('2024-10-27T01:30:00Z')).toBe('02:30');
  });
});

describe('formatMonth', () => {
  it('names the month in Danish, lower case, with its year', () => {
    expect(formatMonth('2026-10')).toBe('oktober 2026');
    expect(formatMonth('2026-01')).toBe('januar 2026');
    expect(formatMonth('2027-03')).toBe('marts 2027');
    expect(formatMonth('2026-12-01')).toBe('december 2026');
  });

  it('refuses what is not a month', () => {
    expect(() => formatMonth('2026-13')).toThrow(RangeError);
    expect(() => formatMonth('2026-00')).toThrow(RangeError);
    expect(() => formatMonth('oktober')).toThrow(RangeError);
  });
});
