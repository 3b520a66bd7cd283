import { z } from 'zod';
import { cprSchema } from '../employees/cpr';
import {
  EMPLOYEE_MESSAGES,
  EMPLOYEE_TEXT_MAX,
  employeeUpdateSchema,
  newEmployeeSchema,
} from '../employees/employee-contracts';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type EmploymentType } from '../employees/employment';
import type { ImportField } from './import-fields';

/**
 * One row to import, validated by the SAME schemas as the employee forms (issue 28: 'the same rules as the
 * employee form'): 'Opret medarbejder' for the required fields and the Profil tab for the rest. Only the
 * spreadsheet's own spellings are translated first (`normaliseImportValues`).
 */
export const importRowSchema = newEmployeeSchema.extend({
  phone: employeeUpdateSchema.shape.phone,
  department: employeeUpdateSchema.shape.department,
  employmentType: employeeUpdateSchema.shape.employmentType,
  salary: employeeUpdateSchema.shape.salary,
  cprNumber: cprSchema,
  employeeNumber: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(EMPLOYEE_TEXT_MAX, EMPLOYEE_MESSAGES.textTooLong).optional(),
  ),
});
export type ImportRowParsed = z.output<typeof importRowSchema>;

/** '1.3.2024', '01-03-2024', '01/03/2024' → '2024-03-01'; ISO stays; anything else is left for the schema. */
export function importDate(raw: string): string {
  const value = raw.trim();
  const danish = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  if (danish) {
    const [, day, month, year] = danish;
    return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  }
  // An XLSX date cell read as a timestamp: '2024-03-01T00:00:00.000Z'.
  const iso = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(value);
  if (iso) return iso[1]!;
  return value;
}

/**
 * Danish Excel's amounts: '32.500,50', '32500,5', '32 500', '32500 kr.', and '32500.50' from an English sheet.
 * Returns kroner as a number, or the text itself (so the salary schema gives its message) when it is none.
 */
export function importAmount(raw: string): number | string {
  let value = raw
    .trim()
    .replace(/\s*(kr\.?|dkk)$/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (value === '') return raw;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(value)) return raw;
  return Number(value);
}

/** 'Fuldtid', 'fuldtid', 'fullTime' → 'fullTime'; unknown text is left for the schema to refuse. */
export function importEmploymentType(raw: string): EmploymentType | string {
  const value = raw.trim().toLocaleLowerCase('da');
  for (const type of EMPLOYMENT_TYPES) {
    if (type.toLowerCase() === value || EMPLOYMENT_TYPE_LABELS[type].toLocaleLowerCase('da') === value)
      return type;
  }
  return raw;
}

/** hr-core §5 wants DDMMYY-XXXX; a spreadsheet often drops the hyphen or the leading zero of '0101901234'. */
export function importCpr(raw: string): string {
  const digits = raw.trim();
  if (/^\d{9,10}$/.test(digits)) {
    const ten = digits.padStart(10, '0');
    return `${ten.slice(0, 6)}-${ten.slice(6)}`;
  }
  return raw;
}

/** The cells as the schema reads them: blank stays blank (optional fields drop it), spellings translated. */
export function normaliseImportValues(values: Partial<Record<ImportField, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of ['firstName', 'lastName', 'email', 'jobPosition', 'startDate'] as const) {
    out[field] = values[field] ?? '';
  }
  if (values.startDate) out.startDate = importDate(values.startDate);
  if (values.salary) out.salary = importAmount(values.salary);
  if (values.employmentType) out.employmentType = importEmploymentType(values.employmentType);
  if (values.cprNumber) out.cprNumber = importCpr(values.cprNumber);
  return out;
}

export type ImportRowResult =
  | { ok: true; value: ImportRowParsed }
  | { ok: false; problems: { field: ImportField | null; message: string }[] };

/** Invalid enum values get the form's wording, not zod's English default. */
const FIELD_FALLBACK: Partial<Record<ImportField, string>> = {
  employmentType: 'Ukendt ansættelsestype',
};

/** One row's values → the parsed employee, or every problem the form would show (one per field). */
export function validateImportRow(values: Partial<Record<ImportField, string>>): ImportRowResult {
  const result = importRowSchema.safeParse(normaliseImportValues(values));
  if (result.success) return { ok: true, value: result.data };
  const seen = new Set<string>();
  const problems: { field: ImportField | null; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = (issue.path[0] as ImportField | undefined) ?? null;
    const key = String(field);
    if (seen.has(key)) continue;
    seen.add(key);
    const message =
      issue.code === 'invalid_value' && field ? (FIELD_FALLBACK[field] ?? issue.message) : issue.message;
    problems.push({ field, message });
  }
  return { ok: false, problems };
}

/** 'Række 14: E-mailen er allerede i brug' (issue 28): the spreadsheet's own row number, header = row 1. */
export function rowProblem(row: number, message: string): string {
  return `Række ${row}: ${message}`;
}
