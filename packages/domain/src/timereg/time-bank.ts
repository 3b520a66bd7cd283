import { z } from 'zod';
import { formatDate } from '../format/format-date';
import { formatSignedHours } from './plus-minus';
import { cleanHours } from './rounding';

/**
 * The afspadsering time bank (issue 34, decision 052): per employee, overtime the employee chose to bank ('Til
 * afspadsering', or the company's rule 'Overarbejde går automatisk til afspadsering' when it was saved) adds its
 * hours one for one, and an 'Afspadsering' absence (`timeOffInLieu`) spends its hours. Pure: the server reads
 * the registrations and hands them in.
 */

export const TIME_BANK_MESSAGES = {
  checkbox: 'Til afspadsering',
  autoRule: 'Overarbejde går automatisk til afspadsering',
  allowNegative: 'Tillad negativ afspadseringssaldo',
  /** The registry's message; the server adds the date and the balance it would have (`timeBankRefusal`). */
  notEnough: 'Der er ikke timer nok til afspadsering.',
  saved: 'Indstillingerne for afspadsering er gemt.',
  balanceLabel: 'Afspadsering',
  openingLabel: 'Startsaldo (timer)',
  openingDateLabel: 'Pr. dato',
  openingRange: 'Startsaldoen skal ligge mellem −1.000 og 1.000 timer.',
  openingWithoutDate: 'Vælg datoen, startsaldoen gælder fra.',
  openingTooEarly: 'Startsaldoen kan tidligst gælde fra 01.01.2024.',
  openingNegative:
    'Startsaldoen kan ikke være negativ, fordi virksomheden ikke tillader negativ afspadseringssaldo.',
  openingSaved: 'Startsaldoen er gemt.',
} as const;

/** The opening balance's bound in hours, either way: far beyond any real bank, short of a mistyped figure. */
export const TIME_BANK_OPENING_LIMIT = 1000;

/** The registration facts the bank reads. */
export interface TimeBankEntry {
  date: string;
  type: string;
  hours: number;
  /** 'Til afspadsering': only an overtime registration's flag counts. */
  toTimeBank: boolean;
}

/**
 * The bank's opening balance ('Startsaldo'): hours carried in from before Kollega, the balance at the start of
 * `date`. Registrations dated before it are history the figure already holds, so the balance does not count them.
 */
export interface TimeBankOpening {
  hours: number;
  date: string;
}

export interface TimeBank {
  /** Hours banked (overtime 'Til afspadsering'). */
  earned: number;
  /** Hours spent (Afspadsering). */
  spent: number;
  /** earned − spent. */
  balance: number;
}

/** The hours an entry adds to the bank (positive) or takes from it (negative). */
export function timeBankChange(entry: TimeBankEntry): number {
  if (entry.type === 'overtime' && entry.toTimeBank) return entry.hours;
  if (entry.type === 'timeOffInLieu') return -entry.hours;
  return 0;
}

/** Whether an entry touches the bank at all. */
export function touchesTimeBank(entry: Pick<TimeBankEntry, 'type' | 'toTimeBank'>): boolean {
  return (entry.type === 'overtime' && entry.toTimeBank) || entry.type === 'timeOffInLieu';
}

/**
 * The bank of the registrations dated from `from` (inclusive, the beginning when left out) to `asOf` (inclusive,
 * the end when left out): hours earned, hours spent, and the balance they give (earned − spent). An opening
 * balance (`opening`) counts as hours added on its date, and the registrations before that date do not count in
 * the balance (the opening figure holds them); earned and spent stay the range's registrations. The balance at a
 * date is `timeBank(entries, { asOf, opening })`.
 */
export function timeBank(
  entries: readonly TimeBankEntry[],
  range: { from?: string; asOf?: string; opening?: TimeBankOpening | null } = {},
): TimeBank {
  const inRange = (date: string) =>
    (range.from === undefined || date >= range.from) && (range.asOf === undefined || date <= range.asOf);
  const { opening } = range;
  let earned = 0;
  let spent = 0;
  let balance = opening && inRange(opening.date) ? opening.hours : 0;
  for (const entry of entries) {
    if (!inRange(entry.date)) continue;
    const change = timeBankChange(entry);
    if (change > 0) earned += change;
    else spent -= change;
    if (!opening || entry.date >= opening.date) balance += change;
  }
  return { earned: cleanHours(earned), spent: cleanHours(spent), balance: cleanHours(balance) };
}

/**
 * The lowest running balance, day by day in date order (a day's registrations together), and the first day it
 * is reached; null when the balance never goes below zero. Afspadsering may be planned ahead, but only against
 * hours banked on or before its day: the bank is never spent before it is earned. With an opening balance the
 * running balance starts at its hours on its date, and registrations before that date are not counted.
 */
export function lowestTimeBank(
  entries: readonly TimeBankEntry[],
  opening: TimeBankOpening | null = null,
): { date: string; balance: number } | null {
  const byDate = new Map<string, number>();
  if (opening) byDate.set(opening.date, opening.hours);
  for (const entry of entries) {
    if (opening && entry.date < opening.date) continue;
    const change = timeBankChange(entry);
    if (change !== 0) byDate.set(entry.date, (byDate.get(entry.date) ?? 0) + change);
  }
  let running = 0;
  let lowest: { date: string; balance: number } | null = null;
  for (const date of [...byDate.keys()].sort()) {
    running = cleanHours(running + (byDate.get(date) ?? 0));
    if (running < 0 && (lowest === null || running < lowest.balance)) lowest = { date, balance: running };
  }
  return lowest;
}

/**
 * Whether a change to the registrations, or to the opening balance (`opening` before and after the change),
 * must be refused because of the bank: it makes the lowest running balance negative, or more negative than it
 * was (a bank already below zero, allowed once, may still be repaid or left alone). Null when allowed;
 * otherwise the day and the balance it would have.
 */
export function timeBankRefusal(
  before: readonly TimeBankEntry[],
  after: readonly TimeBankEntry[],
  opening: { before: TimeBankOpening | null; after: TimeBankOpening | null } = { before: null, after: null },
): { date: string; balance: number } | null {
  const lowestAfter = lowestTimeBank(after, opening.after);
  if (lowestAfter === null) return null;
  const lowestBefore = lowestTimeBank(before, opening.before);
  if (lowestBefore !== null && lowestAfter.balance >= lowestBefore.balance) return null;
  return lowestAfter;
}

/** The refusal's Danish text with the day and the balance the change would give. */
export function timeBankRefusalText(refusal: { date: string; balance: number }): string {
  return `${TIME_BANK_MESSAGES.notEnough} Saldoen ville blive ${formatSignedHours(refusal.balance)} timer d. ${formatDate(refusal.date)}.`;
}

/** PUT /api/timereg/time-bank-settings: the company's rules for the bank (decision 052). */
export const timeBankSettingsSchema = z.object({
  /** 'Overarbejde går automatisk til afspadsering': new overtime is banked whatever the checkbox says. */
  autoBankOvertime: z.boolean(),
  /** 'Tillad negativ afspadseringssaldo': Afspadsering may be registered before the hours are banked. */
  allowNegative: z.boolean(),
});
export type TimeBankSettings = z.infer<typeof timeBankSettingsSchema>;

/** An employee's bank as the API answers it: the period's hours and the balance at its end. */
export const timeBankResponseSchema = z.object({
  earned: z.number(),
  spent: z.number(),
  balance: z.number(),
  asOf: z.string(),
  /** The opening balance, when the admin set one; earned and spent then count from its date. */
  opening: z.object({ hours: z.number(), date: z.string() }).nullable(),
});
export type TimeBankResponse = z.infer<typeof timeBankResponseSchema>;
