import { z } from 'zod';
import type { Plan } from '../auth/roles';
import { monthsBetween } from './report-months';

/** Issue 30: the six reports on /rapporter, in the page's order, with their address segment and Danish title. */
export const REPORT_KINDS = [
  'employees',
  'turnover',
  'sickness',
  'overtime',
  'holiday',
  'equipment',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Readonly<Record<ReportKind, string>> = {
  employees: 'Medarbejdere',
  turnover: 'Personaleomsætning',
  sickness: 'Sygefravær',
  overtime: 'Overarbejde og plus/minus',
  holiday: 'Ferie',
  equipment: 'Udstyr',
};

/** How many months a report's period may span (issue 30: a bounded period, at most 5 years). */
export const MAX_REPORT_MONTHS = 60;
/** The default period of the monthly reports; Medarbejdere shows 24 months (issue 30). */
export const DEFAULT_REPORT_MONTHS: Readonly<Record<ReportKind, number>> = {
  employees: 24,
  turnover: 12,
  sickness: 12,
  overtime: 12,
  holiday: 12,
  equipment: 12,
};
/** A department name is the employee record's free text; the filter takes at most this many characters. */
export const MAX_DEPARTMENT_LENGTH = 200;
/** Udstyr: items whose end date falls within this many days from today are listed as expiring soon. */
export const REPORT_EXPIRY_DAYS = 90;

export const REPORT_MESSAGES = {
  pageTitle: 'Rapporter',
  planRequired: 'Rapporter kræver Premium eller Premium Plus. Opgrader dit abonnement for at bruge dem.',
  upgradeTitle: 'Opgrader for at bruge Rapporter',
  upgradeText:
    'Se medarbejdere, personaleomsætning, sygefravær, overarbejde, ferie og udstyr som grafer med Premium eller Premium Plus.',
  upgradeButton: 'Se abonnementer',
  monthInvalid: 'Vælg en måned (ÅÅÅÅ-MM).',
  toBeforeFrom: 'Slutmåneden skal ligge efter startmåneden.',
  tooLong: `Perioden kan højst være ${MAX_REPORT_MONTHS / 12} år.`,
  departmentTooLong: `Afdelingen kan højst være ${MAX_DEPARTMENT_LENGTH} tegn.`,
  allDepartments: 'Alle afdelinger',
  noDepartment: 'Uden afdeling',
  empty: 'Ingen data i perioden',
  exportButton: 'Eksportér (XLSX)',
} as const;

/** decisions 042: reports need premium or premiumplus, as Udstyr does (hr-core §6); freemium sees the prompt. */
export function hasReports(plan: Plan): boolean {
  return plan === 'premium' || plan === 'premiumplus';
}

const month = z
  .string(REPORT_MESSAGES.monthInvalid)
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, REPORT_MESSAGES.monthInvalid);

/** GET /api/reports/{report}: the period in months ('YYYY-MM', both included) and an optional department. */
export const reportQuerySchema = z
  .object({
    from: month,
    to: month,
    department: z.string().max(MAX_DEPARTMENT_LENGTH, REPORT_MESSAGES.departmentTooLong).optional(),
  })
  .superRefine((query, context) => {
    if (!/^\d{4}-\d{2}$/.test(query.from) || !/^\d{4}-\d{2}$/.test(query.to)) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toBeforeFrom });
    } else if (monthsBetween(query.from, query.to).length > MAX_REPORT_MONTHS) {
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportParamsSchema = z.object({ report: z.enum(REPORT_KINDS, 'Ukendt rapport.') });

/** How a column's numbers are written: Danish formats on the page, number formats in the workbook. */
export const REPORT_VALUE_FORMATS = [
  'text',
  'count',
  'decimal',
  'percent',
  'hours',
  'days',
  'years',
] as const;
export type ReportValueFormat = (typeof REPORT_VALUE_FORMATS)[number];

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), format: z.enum(REPORT_VALUE_FORMATS) })),
  rows: z.array(z.record(z.string(), cell)),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/**
 * One report as the page draws it and the workbook writes it: a chart over rows keyed by `labelKey`, and tables
 * (the first one holds the chart's figures: its accessible text alternative). Every figure is computed on the
 * server; the web only formats.
 */
export const reportSchema = z.object({
  report: z.enum(REPORT_KINDS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  department: z.string().nullable(),
  /** The company's departments, for the filter ('' is 'Uden afdeling'). */
  departments: z.array(z.string()),
  chart: z.object({
    type: z.enum(['bar', 'line']),
    labelKey: z.string(),
    stacked: z.boolean(),
    format: z.enum(REPORT_VALUE_FORMATS),
    series: z.array(z.object({ key: z.string(), label: z.string() })),
    rows: z.array(z.record(z.string(), cell)),
  }),
  tables: z.array(reportTableSchema),
  /** Short Danish notes on how the figures are counted. */
  notes: z.array(z.string()),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportBody = Omit<Report, 'report' | 'title' | 'from' | 'to' | 'department' | 'departments'>;
