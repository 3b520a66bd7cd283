import { z } from 'zod';
import { addDays } from '../dates/calendar';
import { requiredCalendarDateSchema } from '../dates/calendar-date-schema';
import { TIMEREG_MESSAGES } from './timereg-contracts';

/**
 * The query strings of time registration's reads, bounded so that no single request can ask for unbounded work
 * (an Overblik to 9999-12-31 once ran 12 s and answered 41 MB). The server validates with these schemas and the
 * web can check the same rule before it asks.
 */

/** time-registration §2: the year filter starts from 2024 (registration itself began on 2024-08-05). */
export const TIMEREG_FIRST_DATE = '2024-01-01';
/** Overblik and its export cover at most this many years (the Interval period type). */
export const MAX_OVERVIEW_YEARS = 5;
/** Registrations and their change logs are listed for at most this many days (the grid shows a month of weeks). */
export const MAX_LOG_DAYS = 92;
/** How many employees one request may name (a URL holds about 400 ids anyway). */
export const MAX_EMPLOYEE_IDS = 500;

export const TIMEREG_QUERY_MESSAGES = {
  beforeFirstDate: 'Perioden kan tidligst begynde 01.01.2024.',
  overviewTooLong: `Perioden kan højst være ${MAX_OVERVIEW_YEARS} år.`,
  logsTooLong: 'Registreringer kan højst vises for 3 måneder ad gangen.',
  tooManyEmployees: `Højst ${MAX_EMPLOYEE_IDS} medarbejdere ad gangen.`,
} as const;

/** A calendar date as everywhere (1900–2100, one message per field); the range rules below add 2024 onwards. */
const isoDate = requiredCalendarDateSchema(TIMEREG_MESSAGES.dateMissing);

/**
 * The last day of a period of whole `years` from `from`: the day before the same date `years` later (from a
 * leap day, up to the last day of February). Capped at 9999-12-31, the last date there is.
 */
function lastDayOfYears(from: string, years: number): string {
  const year = Number(from.slice(0, 4)) + years;
  if (year > 9999) return '9999-12-31';
  const sameDay = from.endsWith('-02-29') ? `${year}-03-01` : `${year}${from.slice(4)}`;
  return addDays(sameDay, -1);
}

type RangeBound = { lastTo: (from: string) => string; tooLong: string };

const withinYears = (years: number, tooLong: string): RangeBound => ({
  lastTo: (from) => lastDayOfYears(from, years),
  tooLong,
});
const withinDays = (days: number, tooLong: string): RangeBound => ({
  lastTo: (from) => addDays(from, days - 1),
  tooLong,
});

/** The range rules every read shares: ends in order, not before 2024, not longer than the read's bound. */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx, bound: RangeBound) {
  if (range.from > range.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: TIMEREG_MESSAGES.toBeforeFrom });
  } else if (range.from < TIMEREG_FIRST_DATE) {
    context.addIssue({ code: 'custom', path: ['from'], message: TIMEREG_QUERY_MESSAGES.beforeFirstDate });
  } else if (range.to > bound.lastTo(range.from)) {
    context.addIssue({ code: 'custom', path: ['to'], message: bound.tooLong });
  }
}

/**
 * The range rules run only once both ends are dates: a date refused by calendarDateSchema gets that one message,
 * not a second about the period (and the bounds are not computed from a date that does not exist).
 */
const WHEN_BOTH_ENDS_ARE_DATES: z.core.$ZodSuperRefineParams = {
  when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'from' || issue.path?.[0] === 'to'),
};

const OVERVIEW_BOUND = withinYears(MAX_OVERVIEW_YEARS, TIMEREG_QUERY_MESSAGES.overviewTooLong);
const LOG_BOUND = withinDays(MAX_LOG_DAYS, TIMEREG_QUERY_MESSAGES.logsTooLong);

/** The last day a range from `from` may reach in Overblik, for a date picker's maximum. */
export const lastOverviewDate = (from: string): string => OVERVIEW_BOUND.lastTo(from);

// The same loose shape as the server's id check: a malformed id selects nobody rather than failing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `employeeIds`: comma-separated ids; left out, everyone the read lists (null). Malformed ids are dropped, so
 * a selection of only malformed ids selects nobody.
 */
const employeeIdsQuery = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? null : value.split(',').filter((id) => UUID.test(id))))
  .refine((ids) => ids === null || ids.length <= MAX_EMPLOYEE_IDS, TIMEREG_QUERY_MESSAGES.tooManyEmployees);

/** A plain range (e.g. a custom check in the web): the Overblik bound. */
export const dateRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .superRefine((range, context) => checkRange(range, context, OVERVIEW_BOUND), WHEN_BOTH_ENDS_ARE_DATES);

const overviewFilters = z.object({
  from: isoDate,
  to: isoDate,
  /** All who register time when left out. */
  employeeIds: employeeIdsQuery,
  /** 'true': inactive employees with an end date instead (time-registration §2 'show inactive'). */
  inactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** GET …/overview/export.xlsx and what Overblik computes from: the period and whom it lists. */
export const overviewQuerySchema = overviewFilters.superRefine(
  (range, context) => checkRange(range, context, OVERVIEW_BOUND),
  WHEN_BOTH_ENDS_ARE_DATES,
);
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** GET /api/timereg/overview: the filters, and the answer's shape (overview-wire.ts; 'full' when left out). */
export const overviewPageQuerySchema = overviewFilters
  .extend({ shape: z.enum(['full', 'compact'], 'Ukendt format.').default('full') })
  .superRefine((range, context) => checkRange(range, context, OVERVIEW_BOUND), WHEN_BOTH_ENDS_ARE_DATES);
export type OverviewPageQuery = z.output<typeof overviewPageQuerySchema>;

/** GET /api/timereg/payroll.csv ('Lønudtræk'): Overblik's filters and the column layout (decision 029). */
export const payrollQuerySchema = overviewFilters
  .extend({ layout: z.enum(['standard', 'danloen'], 'Ukendt layout.').default('standard') })
  .superRefine((range, context) => checkRange(range, context, OVERVIEW_BOUND), WHEN_BOTH_ENDS_ARE_DATES);
export type PayrollQuery = z.output<typeof payrollQuerySchema>;

/** GET /api/me/timereg/export.xlsx and .pdf: the employee's own registrations, at most 5 years (Overblik's bound). */
export const myExportQuerySchema = dateRangeQuerySchema;
export type MyExportQuery = z.output<typeof myExportQuerySchema>;

/** GET /api/timereg/logs: the registrations grid and the registrations modal. */
export const timeLogsQuerySchema = z
  .object({ from: isoDate, to: isoDate, employeeIds: employeeIdsQuery })
  .superRefine((range, context) => checkRange(range, context, LOG_BOUND), WHEN_BOTH_ENDS_ARE_DATES);
export type TimeLogsQuery = z.output<typeof timeLogsQuerySchema>;

/** GET /api/me/timereg: the employee app's week. */
export const myTimeregQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .superRefine((range, context) => checkRange(range, context, LOG_BOUND), WHEN_BOTH_ENDS_ARE_DATES);
export type MyTimeregQuery = z.output<typeof myTimeregQuerySchema>;

/** GET /api/timereg/employees: the employee choices, or (inactive=true) inactive ones with an end date. */
export const timeregEmployeesQuerySchema = z.object({
  inactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * GET /api/timereg/warnings: the current employees' warnings, or (inactive=true) those of 'Tidligere
 * medarbejdere', inactive or deleted (docs/rules/timereg.md#ruling-14, issue 23 item 8).
 */
export const timeregWarningsQuerySchema = z.object({
  inactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
