import type { z } from 'zod';
import { dayjs } from '../format/danish-time';
import { danishToday } from './calendar';

/**
 * Issue 24: dates are bounded where the bound means something, and the web form and the server read the same
 * schemas, so both say the same Danish message. 'Today' is Danish today, read when the value is parsed.
 */
export const EMPLOYEE_START_MAX_YEARS_AHEAD = 1;
export const AGREEMENT_DATE_MAX_YEARS = 5;

export const DATE_BOUND_MESSAGES = {
  /** Not in the spec: an employment that starts more than a year from now is a typing error. */
  startDateTooLate: 'Ansættelsesdatoen kan højst ligge et år ude i fremtiden',
  /** Not in the spec: an agreement more than five years before or after today is a typing error. */
  agreementDateOutOfRange: 'Datoen skal ligge højst fem år før eller efter i dag',
  /** Not in the spec: 'Book opfølgning?' books what is still to come. */
  followUpInPast: 'Opfølgningen kan ikke ligge i fortiden',
} as const;

/** `iso` moved by whole calendar years (29 February → 28 February in a common year). */
export function addYearsIso(iso: string, years: number): string {
  return dayjs.utc(iso).add(years, 'year').format('YYYY-MM-DD');
}

/** The latest start date an employee can have: a year after today. The web's picker stops here too. */
export function latestStartDate(today: string = danishToday()): string {
  return addYearsIso(today, EMPLOYEE_START_MAX_YEARS_AHEAD);
}

/** An employee's start date is at most a year after today (any date before is allowed: long service). */
export function isStartDateInRange(iso: string, today: string = danishToday()): boolean {
  return iso <= latestStartDate(today);
}

/** An agreement's first and last allowed date, both included: five years either side of today. */
export function agreementDateRange(today: string = danishToday()): { min: string; max: string } {
  return {
    min: addYearsIso(today, -AGREEMENT_DATE_MAX_YEARS),
    max: addYearsIso(today, AGREEMENT_DATE_MAX_YEARS),
  };
}

/** An agreement's date lies within five years either side of today (both ends included). */
export function isAgreementDateInRange(iso: string, today: string = danishToday()): boolean {
  const { min, max } = agreementDateRange(today);
  return iso >= min && iso <= max;
}

/** A follow-up is today or later. */
export function isNotInPast(iso: string, today: string = danishToday()): boolean {
  return iso >= today;
}

/**
 * A refinement that runs only on a date that already passed its own checks (one message per field), for a
 * schema whose output is an ISO date string.
 */
export function boundedDate<T extends z.ZodType<string>>(
  schema: T,
  isInRange: (iso: string) => boolean,
  message: string,
) {
  return schema.refine((value) => isInRange(value), {
    message,
    when: (payload) => payload.issues.length === 0,
  });
}
