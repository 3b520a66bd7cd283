import { DANISH_LOCALE } from './danish-time';

// signDisplay 'negative' prints -0 (and anything that rounds to it) as 0,00 rather than -0,00.
const twoDecimals = new Intl.NumberFormat(DANISH_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const wholeNumber = new Intl.NumberFormat(DANISH_LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(DANISH_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/**
 * Money is stored in øre (integer, DESIGN.md rule 4) and shown in kroner with Danish separators:
 * 123450 → '1.234,50 kr.'.
 */
export function formatMoney(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Money must be a whole number of øre, got ${ore}`);
  // Divide the integer into kroner and øre separately so no floating-point rounding can move an øre.
  const sign = ore < 0 ? '-' : '';
  const absolute = Math.abs(ore);
  const kroner = Math.trunc(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  const groupedKroner = wholeNumber.format(kroner);
  return `${sign}${groupedKroner},${rest} kr.`;
}

/** A plain number with two decimals, Danish style: 1234.5 → '1.234,50'. */
export function formatDecimal(value: number): string {
  assertFinite(value, 'A number');
  return twoDecimals.format(value);
}

/**
 * Hours with two decimals and the Danish unit: 1 → '1,00 time', 7.5 → '7,50 timer', 0 → '0,00 timer'.
 * Singular only for exactly one hour (after rounding to the shown two decimals).
 */
export function formatHours(hours: number): string {
  assertFinite(hours, 'Hours');
  const shown = twoDecimals.format(hours);
  return `${shown} ${shown === '1,00' ? 'time' : 'timer'}`;
}

/** A percentage (already in percent, not a fraction) with one decimal: 87.54 → '87,5 %'. */
export function formatPercent(percent: number): string {
  assertFinite(percent, 'A percentage');
  return `${oneDecimal.format(percent)} %`;
}
