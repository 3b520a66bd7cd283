import { z } from 'zod';
import { addDays, type IsoDate, isIsoDate } from '../dates/calendar';

/**
 * 'Opbevaring efter fratræden' (issue 33, GDPR art. 5(1)(e) and 17, decision 050): how long a company keeps a
 * former employee's data after their end date, per category, in whole months. Personal data and documents, and
 * agreements' texts, from 6 months to 10 years (default 5 years); time registrations at least 5 years after the
 * period they belong to (docs/rules/timereg.md#ruling-14), never shorter, at most 10 years.
 */
export const RETENTION_LIMITS = {
  minMonths: 6,
  maxMonths: 120,
  timeRegistrationMinMonths: 60,
  defaultMonths: 60,
} as const;

export const RETENTION_MESSAGES = {
  wholeMonths: 'Angiv et helt antal måneder.',
  tooShort: 'Opbevaringen skal være mindst 6 måneder.',
  tooLong: 'Opbevaringen kan højst være 10 år (120 måneder).',
  timeRegistrationTooShort: 'Tidsregistreringer skal opbevares mindst 5 år (60 måneder) efter perioden.',
  notEnded: 'Medarbejderen kan først anonymiseres, når slutdatoen er passeret.',
  alreadyAnonymised: 'Medarbejderen er allerede anonymiseret.',
  ownerOrSelf: 'Du kan ikke anonymisere virksomhedens ejer eller dig selv.',
  anonymisedName: 'Tidligere medarbejder',
} as const;

const months = (min: number, minMessage: string) =>
  z
    .number({ message: RETENTION_MESSAGES.wholeMonths })
    .int({ message: RETENTION_MESSAGES.wholeMonths })
    .min(min, { message: minMessage })
    .max(RETENTION_LIMITS.maxMonths, { message: RETENTION_MESSAGES.tooLong });

/** PUT /api/privacy/retention and its answer: months after the end date (time registrations: after the period). */
export const retentionSettingsSchema = z.object({
  personalDataMonths: months(RETENTION_LIMITS.minMonths, RETENTION_MESSAGES.tooShort),
  agreementTextsMonths: months(RETENTION_LIMITS.minMonths, RETENTION_MESSAGES.tooShort),
  timeRegistrationMonths: months(
    RETENTION_LIMITS.timeRegistrationMinMonths,
    RETENTION_MESSAGES.timeRegistrationTooShort,
  ),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const DEFAULT_RETENTION: RetentionSettings = {
  personalDataMonths: RETENTION_LIMITS.defaultMonths,
  agreementTextsMonths: RETENTION_LIMITS.defaultMonths,
  timeRegistrationMonths: RETENTION_LIMITS.defaultMonths,
};

/** POST /api/privacy/retention/employees/:employeeId/anonymise: what 'Anonymisér nu' did. */
export const anonymiseResultSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  counts: z.record(z.string(), z.number()),
});
export type AnonymiseResult = z.infer<typeof anonymiseResultSchema>;

/** '5 år', '6 måneder', '2 år og 6 måneder': a number of months as the settings page says it. */
export function formatRetentionMonths(value: number): string {
  const years = Math.floor(value / 12);
  const rest = value % 12;
  const yearText = years === 1 ? '1 år' : `${years} år`;
  const monthText = rest === 1 ? '1 måned' : `${rest} måneder`;
  if (years === 0) return monthText;
  return rest === 0 ? yearText : `${yearText} og ${monthText}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date` moved by whole calendar months; a day the target month lacks becomes its last day (29 February plus a
 * year is 28 February), so the result is never in the month after.
 */
export function addCalendarMonths(date: IsoDate, count: number): IsoDate {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/**
 * The last day the data of someone who left on `endDate` is kept: the end date plus the retention. It is
 * anonymised from the day after. No end date: kept (still employed, or never told), so null.
 */
export function retentionKeptUntil(endDate: IsoDate | null, monthsKept: number): IsoDate | null {
  if (endDate === null || !isIsoDate(endDate)) return null;
  return addCalendarMonths(endDate, monthsKept);
}

/** Whether the retention after `endDate` has run out on `today` (exactly the kept-until day is not yet). */
export function isRetentionDue(endDate: IsoDate | null, monthsKept: number, today: IsoDate): boolean {
  const keptUntil = retentionKeptUntil(endDate, monthsKept);
  return keptUntil !== null && today > keptUntil;
}

/** The first day the data of someone who left on `endDate` is due for anonymisation, or null. */
export function retentionDueOn(endDate: IsoDate | null, monthsKept: number): IsoDate | null {
  const keptUntil = retentionKeptUntil(endDate, monthsKept);
  return keptUntil === null ? null : addDays(keptUntil, 1);
}

/**
 * Time registrations dated before this day are past their retention on `today`: a registration's period is its
 * calendar month (the payroll period the Lønudtræk hands on), kept `monthsKept` months after the month ends
 * (docs/rules/timereg.md#ruling-14: at least 5 years, never shorter). January 2026 kept 60 months goes on
 * 1 February 2031. Shorter than 60 months is refused, whatever the caller asks.
 */
export function timeRegistrationCutoff(today: IsoDate, monthsKept: number): IsoDate {
  const kept = Math.max(monthsKept, RETENTION_LIMITS.timeRegistrationMinMonths);
  return addCalendarMonths(`${today.slice(0, 8)}01`, -kept);
}

/** 'Anonymisér nu' is for someone who has left: an end date before today. */
export function hasLeft(endDate: IsoDate | null, today: IsoDate): boolean {
  return endDate !== null && endDate < today;
}

/** The name an anonymised employee keeps: 'Tidligere medarbejder 17', numbered per company. */
export function anonymisedName(number: number): { firstName: string; lastName: string } {
  return { firstName: RETENTION_MESSAGES.anonymisedName, lastName: String(number) };
}
