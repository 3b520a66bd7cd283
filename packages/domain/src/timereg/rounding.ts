/**
 * Decimal rounding for hour values, half away from zero. Internal to the time registration rules (not
 * re-exported from the index): the spec shows hours with 2 decimals and percentages with 1 (time-registration
 * §9), and warnings store at most two decimals (docs/rules/timereg.md#ruling-10 and docs/rules/timereg.md#ruling-11).
 *
 * Why not `Math.round(value * 100) / 100`: binary floating point stores 1.005 as 1.00499…, so the naive
 * version rounds it down. Shifting the decimal point in the number's text (`1.005e2`) rounds the number as
 * it is written, which is what a person checking the figure by hand expects.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`a finite number to round, got ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`0 to 10 decimals, got ${decimals}`);
  }
  // A whole number is already rounded (most hours sums of nothing are 0); skip the text round trip.
  if (Number.isInteger(value)) return value === 0 ? 0 : value;
  const magnitude = Math.abs(value);
  // Beyond 2^53 a double has no fractional digits left to round.
  if (magnitude * 10 ** decimals >= Number.MAX_SAFE_INTEGER) return value;
  const text = String(magnitude);
  // Tiny numbers print in exponent form ('1e-7') and cannot be shifted as text; they have no half-way case
  // worth the trouble, so plain multiplication is exact enough.
  const rounded = text.includes('e')
    ? Math.round(magnitude * 10 ** decimals) / 10 ** decimals
    : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  // Keep the result free of -0, which would print as '-0,00'.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Sums of hours without floating-point dust (0.1 + 0.2 = 0.30000000000000004). Six decimals is far below
 * anything shown (two decimals) yet removes the noise so equal sums compare equal.
 */
export function cleanHours(value: number): number {
  return roundTo(value, 6);
}
