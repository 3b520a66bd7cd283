import { describe, expect, it } from 'vitest';
import { averageWeek, isOverWeeklyLimit, roundToQuarterHour } from './average-week';

describe('averageWeek (total work time / (working days / 5))', () => {
  it.each([
    [37, 5, 37], // one norm week
    [74, 10, 37], // two norm weeks
    [160.5, 21, 38.21], // a month of 21 working days: 160.5 / 4.2 = 38.214…
    [30, 4, 37.5], // a week with a public holiday: 4 working days
    [0, 5, 0],
  ])('%s hours over %s working days is %s a week', (totalWorkTime, workingDays, expected) => {
    expect(averageWeek({ totalWorkTime, workingDays })).toBe(expected);
  });

  it('is 0 without working days, even with registered work', () => {
    expect(averageWeek({ totalWorkTime: 0, workingDays: 0 })).toBe(0);
    expect(averageWeek({ totalWorkTime: 12, workingDays: 0 })).toBe(0);
  });

  it('refuses negative or non-numeric input', () => {
    expect(() => averageWeek({ totalWorkTime: 10, workingDays: -1 })).toThrow(RangeError);
    expect(() => averageWeek({ totalWorkTime: Number.NaN, workingDays: 5 })).toThrow(RangeError);
  });
});

describe('roundToQuarterHour (XLSX export of the average week)', () => {
  it.each([
    [37, 37],
    [37.1, 37],
    [37.12, 37],
    [37.125, 37.25], // a tie goes up
    [37.13, 37.25],
    [37.37, 37.25],
    [37.375, 37.5], // a tie goes up
    [37.62, 37.5],
    [37.875, 38],
    [37.9, 38],
    [0.1, 0],
    [0.125, 0.25],
    [0, 0],
  ])('%s → %s', (hours, expected) => {
    expect(roundToQuarterHour(hours)).toBe(expected);
  });

  it('treats a tie blurred by floating point as the tie', () => {
    expect(roundToQuarterHour(37.12499999999999)).toBe(37.25);
  });

  it('mirrors negative hours (half away from zero) and never returns -0', () => {
    expect(roundToQuarterHour(-0.125)).toBe(-0.25);
    expect(Object.is(roundToQuarterHour(-0.1), 0)).toBe(true);
  });
});

describe('isOverWeeklyLimit (overview week bar and average week: 48 hours or more)', () => {
  it.each([
    [47.99, false],
    [47.994, false],
    [47.995, true], // shown as 48,00
    [48, true],
    [48.01, true],
    [60, true],
    [0, false],
  ])('%s hours → %s', (hours, expected) => {
    expect(isOverWeeklyLimit(hours)).toBe(expected);
  });
});
