import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar-date-schema';
import type { OptionalAbsenceType } from './entry-types';
import type { EmployeeOverview } from './overview';
import {
  PAY_RULE_CATEGORIES,
  type PayRuleCode,
  type PayRuleHours,
  type PayRules,
  payRuleCategoriesOf,
} from './pay-rules';
import { cleanHours } from './rounding';
import { TIMEREG_FIRST_DATE } from './timereg-queries';

/**
 * What payroll needs (issue 17, decision 029): the employee's number in the payroll system, the running
 * plus/minus balance's start with its opening balance, the company lock date, and the Lønudtræk's layout.
 */
export const PAYROLL_MESSAGES = {
  employeeNumberTooLong: 'Medarbejdernummeret må højst være 20 tegn.',
  balanceStartTooEarly: 'Saldoen kan tidligst starte 01.01.2024.',
  openingBalanceRange: 'Startsaldoen skal ligge mellem −9.999,99 og 9.999,99 timer.',
  openingWithoutStart: 'Vælg en startdato for saldoen for at angive en startsaldo.',
  saved: 'Løn og saldo er gemt.',
  /** docs/rules/timereg.md#ruling-12, issue 17: the lock date only moves forward. */
  lockDateBackwards: 'Låst til og med kan kun flyttes frem. Ugerne før den nuværende dato er godkendt.',
  lockDateInFuture: 'Låst til og med kan højst være i dag.',
  lockDateTooEarly: 'Låst til og med kan tidligst være 01.01.2024.',
  lockDateSaved: 'Låsedatoen er gemt.',
  formerReadOnly: 'Tidligere medarbejdere kan kun ses, ikke ændres.',
} as const;

/** GET/PUT /api/timereg/employees/:id/payroll. */
export const employeePayrollSchema = z
  .object({
    employeeNumber: z.string().trim().max(20, PAYROLL_MESSAGES.employeeNumberTooLong),
    balanceStartDate: calendarDateSchema
      .refine((date) => date >= TIMEREG_FIRST_DATE, PAYROLL_MESSAGES.balanceStartTooEarly)
      .nullable(),
    openingBalance: z
      .number()
      .min(-9999.99, PAYROLL_MESSAGES.openingBalanceRange)
      .max(9999.99, PAYROLL_MESSAGES.openingBalanceRange)
      .transform((hours) => Math.round(hours * 100) / 100),
  })
  .refine((value) => value.balanceStartDate !== null || value.openingBalance === 0, {
    path: ['openingBalance'],
    message: PAYROLL_MESSAGES.openingWithoutStart,
  });
export type EmployeePayroll = z.output<typeof employeePayrollSchema>;
/** The answer's shape: the same fields, without the input's checks and transforms. */
export const employeePayrollResponseSchema = z.object({
  employeeNumber: z.string(),
  balanceStartDate: z.string().nullable(),
  openingBalance: z.number(),
});

/** PUT /api/timereg/lock-date: 'Låst til og med'. */
export const lockDateSchema = z.object({
  lockDate: calendarDateSchema.refine(
    (date) => date >= TIMEREG_FIRST_DATE,
    PAYROLL_MESSAGES.lockDateTooEarly,
  ),
});
export const lockDateResponseSchema = z.object({ lockDate: z.string().nullable() });

/**
 * The Lønudtræk's layouts. 'standard' is Kollega's own (decision 029); a payroll system's own import format
 * (Danløn, Zenegy, Intect) is a new value here and a new writer beside it, keeping the same rows.
 */
export const PAYROLL_LAYOUTS = ['standard', 'danloen'] as const;
export type PayrollLayout = (typeof PAYROLL_LAYOUTS)[number];
/** The names the export screen shows for each layout (issue 28). */
export const PAYROLL_LAYOUT_LABELS: Readonly<Record<PayrollLayout, string>> = {
  standard: 'Standard (CSV)',
  danloen: 'Danløn-fil',
};

/** The pay categories in the Lønudtræk's order, with their code ('Lønart') and Danish name. */
export const PAYROLL_CATEGORIES = [
  { key: 'work', code: 'NORMAL', label: 'Normaltimer' },
  { key: 'overtime', code: 'OVERTID', label: 'Overarbejde' },
  { key: 'holidays', code: 'FERIE', label: 'Ferie' },
  { key: 'sickLeave', code: 'SYGDOM', label: 'Sygdom' },
  { key: 'timeOff', code: 'FRI', label: 'Fri' },
] as const;

export type PayrollCategoryCode = (typeof PAYROLL_CATEGORIES)[number]['code'];

/**
 * The afspadsering bank's line (issue 34, decision 052): the overtime hours banked in the period. They are paid
 * with time off, not money, so they are taken out of OVERTID (or the 50 %/100 % split) and listed here instead.
 */
export const TIME_BANK_CATEGORY = { code: 'AFSPADSERING', label: 'Afspadsering (optjent)' } as const;

/**
 * Issue 34 (decision 044): a pay category per optional absence type, each with a lønart of its own. A company's
 * Lønudtræk has the rows of the types it uses only, so a company that uses none gets the same file as before.
 * Afspadsering taken is AFSPADSERING_AFHOLDT: AFSPADSERING is the bank's line of hours earned (decision 052).
 * Barsel and Tjenestefri are paid or not (the registration's `with_pay`), and the two move money differently (an
 * unpaid day is a deduction from a monthly salary), so each is two categories: `pay` says which of its
 * registrations a category holds.
 */
export const ABSENCE_PAYROLL_CATEGORIES = [
  { key: 'parentalLeave', pay: 'paid', code: 'BARSEL', label: 'Barsel med løn' },
  { key: 'parentalLeave', pay: 'unpaid', code: 'BARSEL_UDEN_LOEN', label: 'Barsel uden løn' },
  { key: 'childSick', code: 'BARNSYG', label: 'Barns sygedag' },
  { key: 'careDay', code: 'OMSORG', label: 'Omsorgsdag' },
  { key: 'seniorDay', code: 'SENIOR', label: 'Seniordag' },
  { key: 'timeOffInLieu', code: 'AFSPADSERING_AFHOLDT', label: 'Afspadsering (afholdt)' },
  { key: 'leaveOfAbsence', pay: 'paid', code: 'TJENESTEFRI', label: 'Tjenestefri med løn' },
  { key: 'leaveOfAbsence', pay: 'unpaid', code: 'TJENESTEFRI_UDEN_LOEN', label: 'Tjenestefri uden løn' },
  { key: 'course', code: 'KURSUS', label: 'Kursus' },
] as const satisfies readonly {
  key: OptionalAbsenceType;
  pay?: 'paid' | 'unpaid';
  code: string;
  label: string;
}[];

/** The absence types whose registrations say whether the company pays salary (`with_pay`). */
export const PAID_OR_UNPAID_ABSENCE_TYPES = ['parentalLeave', 'leaveOfAbsence'] as const;
export type PaidOrUnpaidAbsenceType = (typeof PAID_OR_UNPAID_ABSENCE_TYPES)[number];
export const isPaidOrUnpaid = (type: string): type is PaidOrUnpaidAbsenceType =>
  (PAID_OR_UNPAID_ABSENCE_TYPES as readonly string[]).includes(type);

export const PAYROLL_CODE_MESSAGES = {
  codeTooLong: 'Lønarten må højst være 10 tegn.',
  codeCharacters: 'Lønarten må kun indeholde tal og bogstaver.',
  saved: 'Lønarterne er gemt.',
  danloenIncomplete: 'Danløn-filen kan ikke dannes, fordi der mangler oplysninger.',
  missingCvr: 'Virksomheden har intet CVR-nr.',
  missingNumbers: 'Uden Medarbejdernr.:',
  missingCodes: 'Uden lønart:',
  /** Danløn's Medarbejdernr. is digits: anything else (';', a quote, a line break) would break the file's line. */
  numberNotDigits: 'Medarbejdernr. må kun indeholde 1–10 cifre',
} as const;

/** A Medarbejdernr. Danløn reads: 1–10 digits. */
const DANLOEN_EMPLOYEE_NUMBER = /^\d{1,10}$/;

/**
 * One 'Lønart' (issue 28): the payroll system's own code for a category. Danløn's codes are short numbers, but
 * other systems use letters, so only letters and digits are allowed: a ';' or a line break would break the file.
 */
const payrollCodeSchema = z
  .string()
  .trim()
  .max(10, PAYROLL_CODE_MESSAGES.codeTooLong)
  .regex(/^[0-9A-Za-z]*$/, PAYROLL_CODE_MESSAGES.codeCharacters);

/**
 * GET/PUT /api/timereg/payroll-codes: 'Lønarter', one code per category ('' = not set). The pay rules'
 * categories (issue 34, decision 045) may be left out of a request and are then '' (a client from before them).
 */
export const payrollCodesSchema = z.object({
  NORMAL: payrollCodeSchema,
  OVERTID: payrollCodeSchema,
  FERIE: payrollCodeSchema,
  SYGDOM: payrollCodeSchema,
  FRI: payrollCodeSchema,
  AFTEN: payrollCodeSchema.default(''),
  NAT: payrollCodeSchema.default(''),
  LOERDAG: payrollCodeSchema.default(''),
  SOENHELLIG: payrollCodeSchema.default(''),
  OVERTID50: payrollCodeSchema.default(''),
  OVERTID100: payrollCodeSchema.default(''),
  BARSEL: payrollCodeSchema.default(''),
  BARSEL_UDEN_LOEN: payrollCodeSchema.default(''),
  BARNSYG: payrollCodeSchema.default(''),
  OMSORG: payrollCodeSchema.default(''),
  SENIOR: payrollCodeSchema.default(''),
  AFSPADSERING_AFHOLDT: payrollCodeSchema.default(''),
  TJENESTEFRI: payrollCodeSchema.default(''),
  TJENESTEFRI_UDEN_LOEN: payrollCodeSchema.default(''),
  KURSUS: payrollCodeSchema.default(''),
  AFSPADSERING: payrollCodeSchema.default(''),
});
export type PayrollCodes = z.output<typeof payrollCodesSchema>;
export const payrollCodesResponseSchema = z.object({
  NORMAL: z.string(),
  OVERTID: z.string(),
  FERIE: z.string(),
  SYGDOM: z.string(),
  FRI: z.string(),
  AFTEN: z.string(),
  NAT: z.string(),
  LOERDAG: z.string(),
  SOENHELLIG: z.string(),
  OVERTID50: z.string(),
  OVERTID100: z.string(),
  BARSEL: z.string(),
  BARSEL_UDEN_LOEN: z.string(),
  BARNSYG: z.string(),
  OMSORG: z.string(),
  SENIOR: z.string(),
  AFSPADSERING_AFHOLDT: z.string(),
  TJENESTEFRI: z.string(),
  TJENESTEFRI_UDEN_LOEN: z.string(),
  KURSUS: z.string(),
  AFSPADSERING: z.string(),
});
/** Every category a lønart can be set for, in the settings' order: the Lønudtræk's, then the pay rules'. */
export const PAYROLL_CODE_CATEGORIES: readonly { code: keyof PayrollCodes; label: string }[] = [
  ...PAYROLL_CATEGORIES,
  ...ABSENCE_PAYROLL_CATEGORIES,
  ...PAY_RULE_CATEGORIES,
  TIME_BANK_CATEGORY,
];

/** The standard layout's columns, in order (decision 029). */
export const PAYROLL_COLUMNS = [
  'Medarbejdernr.',
  'Medarbejder',
  'Lønart',
  'Kategori',
  'Timer',
  'Registreringer',
  'Fra',
  'Til',
] as const;

export interface PayrollRow {
  employeeNumber: string;
  name: string;
  code: string;
  label: string;
  hours: number;
  count: number;
  from: string;
  to: string;
}

/** The pay rules' figures for the Lønudtræk (issue 34): the company's rule set and each employee's period totals. */
export interface PayrollPayRules {
  rules: PayRules | null;
  totals: ReadonlyMap<string, { hours: PayRuleHours; counts: PayRuleHours }>;
}

/**
 * The bank's figures for the Lønudtræk (decision 052): whether the AFSPADSERING line is written (the company
 * banks overtime: by its rule, or someone listed banked hours in the period), and each employee's banked
 * overtime in the period (hours and registrations).
 */
export interface PayrollTimeBank {
  used: boolean;
  banked: ReadonlyMap<string, { hours: number; count: number }>;
}

/** Hours and registrations of one category. */
export interface PayrollFigure {
  hours: number;
  count: number;
}

/**
 * The unpaid part of Barsel and Tjenestefri per employee (registrations with `with_pay` false); the rest of the
 * type's hours in Overblik's summary are paid.
 */
export type PayrollUnpaidLeave = ReadonlyMap<string, Partial<Record<PaidOrUnpaidAbsenceType, PayrollFigure>>>;

/** What the Lønudtræk adds to Overblik's five categories, each left out when the company does not use it. */
export interface PayrollExtras {
  payRules?: PayrollPayRules;
  timeBank?: PayrollTimeBank;
  /** Issue 34: the optional absence types the company uses; each adds its category's rows. */
  absenceTypes?: readonly OptionalAbsenceType[];
  unpaidLeave?: PayrollUnpaidLeave;
}

const NO_HOURS: PayrollFigure = { hours: 0, count: 0 };

/**
 * One row per employee and pay category, every category even at 0 hours, so an import sees the whole period.
 * With pay rules (decision 045), each of the rule set's categories follows as a row of its own; with an
 * overtime split, 'Overarbejde 50 %' and 'Overarbejde 100 %' replace OVERTID (the same hours; paying both
 * would pay the overtime twice), while the supplements are paid on top of the hours.
 */
export function payrollRows(
  employees: readonly Pick<EmployeeOverview, 'employeeId' | 'firstName' | 'lastName' | 'summary'>[],
  numbers: ReadonlyMap<string, string>,
  period: { from: string; to: string },
  {
    payRules = { rules: null, totals: new Map() },
    timeBank = { used: false, banked: new Map() },
    absenceTypes = [],
    unpaidLeave = new Map(),
  }: PayrollExtras = {},
): PayrollRow[] {
  const absences = ABSENCE_PAYROLL_CATEGORIES.filter((category) => absenceTypes.includes(category.key));
  const extra = payRuleCategoriesOf(payRules.rules);
  const split = extra.some((category) => category.code === 'OVERTID50');
  return employees.flatMap((employee) => {
    const base = {
      employeeNumber: numbers.get(employee.employeeId) ?? '',
      name: `${employee.firstName} ${employee.lastName}`.trim(),
      from: period.from,
      to: period.to,
    };
    const totals = payRules.totals.get(employee.employeeId);
    const banked = timeBank.banked.get(employee.employeeId) ?? NO_HOURS;
    const paid = (category: (typeof PAYROLL_CATEGORIES)[number]) =>
      category.key === 'overtime'
        ? {
            hours: cleanHours(employee.summary.overtime.hours - banked.hours),
            count: employee.summary.overtime.count - banked.count,
          }
        : employee.summary[category.key];
    const absence = (category: (typeof ABSENCE_PAYROLL_CATEGORIES)[number]): PayrollFigure => {
      const all = employee.summary[category.key] ?? NO_HOURS;
      if (!('pay' in category)) return all;
      const unpaid = unpaidLeave.get(employee.employeeId)?.[category.key] ?? NO_HOURS;
      return category.pay === 'unpaid'
        ? unpaid
        : { hours: cleanHours(all.hours - unpaid.hours), count: all.count - unpaid.count };
    };
    return [
      ...PAYROLL_CATEGORIES.filter((category) => !(split && category.code === 'OVERTID')).map((category) => ({
        ...base,
        code: category.code as string,
        label: category.label as string,
        hours: paid(category).hours,
        count: paid(category).count,
      })),
      ...absences.map((category) => ({
        ...base,
        code: category.code as string,
        label: category.label as string,
        ...absence(category),
      })),
      ...extra.map((category) => ({
        ...base,
        code: category.code as string,
        label: category.label,
        hours: totals?.hours[category.code as PayRuleCode] ?? 0,
        count: totals?.counts[category.code as PayRuleCode] ?? 0,
      })),
      ...(timeBank.used
        ? [{ ...base, code: TIME_BANK_CATEGORY.code, label: TIME_BANK_CATEGORY.label, ...banked }]
        : []),
    ];
  });
}

/** Hours in the CSV: two decimals with a decimal comma, no thousands separator ('1234,50'). */
export function payrollHours(hours: number): string {
  return hours.toFixed(2).replace('.', ',');
}

/** Danløn's units: hundredths of an hour, rounded to the nearest (25,00 hours → 2500; 7,505 → 751). */
export function danloenUnits(hours: number): number {
  // Through a fixed-point string, so 1.005 * 100 = 100.49999... does not round down.
  return Math.round(Number(`${hours}e2`));
}

/**
 * What is missing before a Danløn file can be made: employees without a number (or with one Danløn cannot read,
 * named with the reason), categories without a code.
 */
export interface DanloenMissing {
  cvr: boolean;
  employees: string[];
  categories: string[];
}

/**
 * The Danløn layout (issue 28): `CVR-nummer;medarbejdernummer;lønart;enheder;sats;beløb`, one line per employee
 * and category with hours, units in hundredths, sats and beløb empty (Danløn uses the employee's own rate), no
 * header. A line with 0 units is left out (Danløn would book a 0 line). Nothing is dropped silently: an employee
 * without a number and a category with hours but no code are named in `missing`, and the caller refuses the
 * file while anything is missing.
 */
export function danloenLines(
  rows: readonly PayrollRow[],
  cvr: string,
  codes: Readonly<Partial<Record<string, string>>>,
): { lines: string[]; missing: DanloenMissing } {
  const lines: string[] = [];
  const employees = new Set<string>();
  const categories = new Set<string>();
  for (const row of rows) {
    const units = danloenUnits(row.hours);
    if (units === 0) continue;
    const code = codes[row.code] ?? '';
    // A number that is not 1–10 digits is reported like a missing one, naming why, and never written: the
    // Medarbejdernr. is free text up to 20 characters elsewhere (the standard layout quotes it).
    const numberOk = DANLOEN_EMPLOYEE_NUMBER.test(row.employeeNumber);
    if (row.employeeNumber === '') employees.add(row.name);
    else if (!numberOk) employees.add(`${row.name} (${PAYROLL_CODE_MESSAGES.numberNotDigits})`);
    if (code === '') categories.add(row.label);
    if (!numberOk || code === '') continue;
    lines.push([cvr, row.employeeNumber, code, String(units), '', ''].join(';'));
  }
  return {
    lines,
    missing: {
      cvr: cvr.trim() === '',
      employees: [...employees],
      // In the Lønudtræk's order, whichever employee's row named them first.
      categories: PAYROLL_CODE_CATEGORIES.map((category) => category.label).filter((label) =>
        categories.has(label),
      ),
    },
  };
}

/** GET /api/timereg/payroll/check: what the export screen names before a Danløn download. */
export const payrollCheckResponseSchema = z.object({
  cvr: z.boolean(),
  employees: z.array(z.string()),
  categories: z.array(z.string()),
});

/** GET /api/me/timereg/balance: my plus/minus over a range and my running balance at its end. */
export const myBalanceSchema = z.object({
  plusMinus: z.number().nullable(),
  normTime: z.number(),
  balance: z
    .object({ startDate: z.string(), openingHours: z.number(), hours: z.number(), asOf: z.string() })
    .nullable(),
});
export type MyBalance = z.infer<typeof myBalanceSchema>;
