import { describe, expect, it } from 'vitest';
import { cleanHours, roundTo } from './rounding';

describe('roundTo (half away from zero, on the number as written)', () => {
  it.each([
    [1.005, 2, 1.01], // naive Math.round(1.005 * 100) / 100 gives 1.00
    [2.675, 2, 2.68],
    [10.745, 2, 10.75],
    [10.883333, 2, 10.88],
    [48.004, 2, 48],
    [48.005, 2, 48.01],
    [6.25, 1, 6.3],
    [28.125, 1, 28.1],
    [-1.005, 2, -1.01],
    [7, 2, 7],
    [1e-7, 2, 0], // printed as '1e-7'
    [1e21, 2, 1e21], // no fractional digits left
  ])('roundTo(%s, %i) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('refuses non-finite values and bad decimals', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundTo(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => roundTo(1, -1)).toThrow(RangeError);
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
  });
});

describe('cleanHours', () => {
  it('removes floating-point dust from sums', () => {
    expect(cleanHours(0.1 + 0.2)).toBe(0.3);
    expect(cleanHours(7.5 + 7.5 + 7.5)).toBe(22.5);
  });
});
