import { z } from 'zod';

/**
 * The years a calendar date in Kollega may fall in. A birth, a hiring or a day off outside them is a typing
 * error, and the database cannot even store some of them: PostgreSQL has no year 0, so '0000-01-01' used to
 * reach it and fail as a 500.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

export const DATE_MESSAGES = {
  /** Not in the spec: a date that does not exist, or is not YYYY-MM-DD (a date picker never sends one). */
  invalid: 'Ugyldig dato',
  /** Not in the spec: a year outside DATE_YEAR_MIN–DATE_YEAR_MAX. */
  outOfRange: `Datoen skal ligge mellem ${DATE_YEAR_MIN} og ${DATE_YEAR_MAX}`,
} as const;

/** Whether a 'YYYY-MM-DD' string's year lies within DATE_YEAR_MIN–DATE_YEAR_MAX. */
export function isYearInRange(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/**
 * A calendar date as the forms and the API send it: 'YYYY-MM-DD' (trimmed), a date that exists (2023-02-29
 * does not), in a year between 1900 and 2100. The one date schema the contracts build on.
 */
export const calendarDateSchema = z
  .string()
  .trim()
  .pipe(z.iso.date(DATE_MESSAGES.invalid))
  // Only a real date has a year worth checking: one message per field.
  .refine(isYearInRange, {
    message: DATE_MESSAGES.outOfRange,
    when: (payload) => payload.issues.length === 0,
  });

/**
 * A calendar date a form or query must have: `missing` when it is absent or blank (the field's own Danish text,
 * e.g. 'Dato mangler'), else calendarDateSchema's rules and messages.
 */
export const requiredCalendarDateSchema = (missing: string) =>
  z.string({ error: missing }).trim().min(1, { message: missing, abort: true }).pipe(calendarDateSchema);
