import { describe, expect, it } from 'vitest';
import { formatDecimal, formatHours, formatMoney, formatPercent } from './format-number';

describe('formatMoney (øre → kroner, Danish separators)', () => {
  it.each([
    [123450, '1.234,50 kr.'],
    [0, '0,00 kr.'],
    [1, '0,01 kr.'],
    [99, '0,99 kr.'],
    [100, '1,00 kr.'],
    [50000, '500,00 kr.'], // premium per month (hr-core §9)
    [250000, '2.500,00 kr.'], // premiumplus per month
    [2500, '25,00 kr.'], // one extra admin
    [123456789, '1.234.567,89 kr.'],
    [-123450, '-1.234,50 kr.'],
    [-5, '-0,05 kr.'],
  ])('%i øre is %s', (ore, expected) => {
    expect(formatMoney(ore)).toBe(expected);
  });

  it('never loses an øre to floating point on large sums', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91 kr.');
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses %s, which is not a whole number of øre',
    (bad) => {
      expect(() => formatMoney(bad)).toThrow(RangeError);
    },
  );
});

describe('formatHours (two decimals, time/timer)', () => {
  it.each([
    [0, '0,00 timer'], // the spec's default for a missing value
    [1, '1,00 time'],
    [7.5, '7,50 timer'],
    [37, '37,00 timer'],
    [0.25, '0,25 timer'],
    [1.004, '1,00 time'], // rounds to exactly one hour as shown
    [1.005, '1,01 timer'],
    [1234.5, '1.234,50 timer'],
    [-0.001, '0,00 timer'],
    [-2, '-2,00 timer'],
  ])('%d hours is %s', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });

  it('refuses a non-number', () => {
    expect(() => formatHours(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent (one decimal)', () => {
  it.each([
    [0, '0,0 %'],
    [100, '100,0 %'],
    [87.54, '87,5 %'],
    [87.55, '87,6 %'],
    [133.333, '133,3 %'],
    [1234.5, '1.234,5 %'],
  ])('%d is %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('refuses infinity (a percentage of a zero norm is not shown at all)', () => {
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it('uses a dot for thousands and a comma for decimals', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(-0)).toBe('0,00');
  });
});
