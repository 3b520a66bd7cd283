import { z } from 'zod';

/**
 * Issue 28 'Importér medarbejdere': the Kollega fields a file's column can be matched to, in the template's
 * order. The work e-mail is the login-to-be and the key an existing employee is matched by (with
 * 'Medarbejdernr.'), so it is required like on 'Opret medarbejder'.
 */
export const IMPORT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'cprNumber',
  'startDate',
  'jobPosition',
  'department',
  'employeeNumber',
  'employmentType',
  'salary',
] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS);
export type ImportField = z.infer<typeof importFieldSchema>;

/** The template's column headers, the Danish names the issue lists. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  firstName: 'Fornavn',
  lastName: 'Efternavn',
  email: 'Arbejdsmail',
  phone: 'Mobil',
  cprNumber: 'CPR',
  startDate: 'Ansættelsesdato',
  jobPosition: 'Stilling',
  department: 'Afdeling',
  employeeNumber: 'Medarbejdernr.',
  employmentType: 'Ansættelsestype',
  salary: 'Løn',
};

/** Required on every row, as on 'Opret medarbejder' (hr-core §5). */
/**
 * The sheet columns of these fields, as the import template and the employees' XLSX export write them (the same
 * file goes back in): the Danish header, a width that fits it, dates as dd.mm.yyyy, salary as a number with øre,
 * everything else as text so a phone number or CPR keeps its leading zero.
 */
export function importSheetColumns(fields: readonly ImportField[]) {
  return fields.map((field) => ({
    header: IMPORT_FIELD_LABELS[field],
    key: field,
    width: Math.max(14, IMPORT_FIELD_LABELS[field].length + 4),
    style: { numFmt: field === 'startDate' ? 'dd.mm.yyyy' : field === 'salary' ? '#,##0.00' : '@' },
  }));
}

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'firstName',
  'lastName',
  'email',
  'startDate',
  'jobPosition',
];

/**
 * Danish and English header names a spreadsheet from another system (or typed by hand) uses, normalised by
 * `normaliseHeader`. The first entry of each is the template's own label.
 */
const ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  firstName: ['fornavn', 'fornavne', 'first name', 'firstname', 'given name'],
  lastName: ['efternavn', 'last name', 'lastname', 'surname', 'family name'],
  email: [
    'arbejdsmail',
    'e-mail',
    'email',
    'mail',
    'arbejds-e-mail',
    'arbejdsemail',
    'work email',
    'work e-mail',
    'e-mail address',
    'email address',
  ],
  phone: [
    'mobil',
    'mobilnummer',
    'telefon',
    'telefonnummer',
    'tlf',
    'tlf.',
    'mobile',
    'phone',
    'phone number',
  ],
  cprNumber: ['cpr', 'cpr-nummer', 'cpr-nr.', 'cpr nr', 'cprnummer', 'personnummer', 'cpr number'],
  startDate: [
    'ansættelsesdato',
    'startdato',
    'ansat dato',
    'ansat fra',
    'start date',
    'startdate',
    'hire date',
    'employment date',
  ],
  jobPosition: ['stilling', 'stillingsbetegnelse', 'titel', 'arbejdstitel', 'job title', 'title', 'position'],
  department: ['afdeling', 'department', 'team'],
  employeeNumber: [
    'medarbejdernr.',
    'medarbejdernr',
    'medarbejdernummer',
    'lønnummer',
    'medarb.nr.',
    'employee number',
    'employee no.',
    'employee id',
  ],
  employmentType: ['ansættelsestype', 'ansættelsesform', 'type', 'employment type'],
  salary: ['løn', 'månedsløn', 'grundløn', 'salary', 'monthly salary', 'wage'],
};

/** 'E-mail ' → 'e-mail', 'Medarbejder nr.' → 'medarbejder nr.': lower case, one space, no surrounding space. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('da');
}

/** The field a header names, if any. */
export function fieldForHeader(header: string): ImportField | null {
  const normalised = normaliseHeader(header);
  if (normalised === '') return null;
  const compact = normalised.replace(/[\s_]/g, '');
  for (const field of IMPORT_FIELDS) {
    for (const alias of ALIASES[field]) {
      if (alias === normalised || alias.replace(/\s/g, '') === compact) return field;
    }
  }
  return null;
}

/**
 * The mapping step's first suggestion: one field (or none) per column. A field goes to the first column that
 * names it, so two 'E-mail' columns never both feed the work e-mail; the admin changes the rest by hand.
 */
export function matchColumns(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = fieldForHeader(header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The required fields no column is mapped to: the wizard names them before the preview. */
export function missingRequiredFields(mapping: readonly (ImportField | null)[]): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));
}

/** A column mapped twice is ambiguous: the wizard refuses it. */
export function duplicateMappedFields(mapping: readonly (ImportField | null)[]): ImportField[] {
  const seen = new Set<ImportField>();
  const twice = new Set<ImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return [...twice];
}

/** The rows as records by field: what the wizard sends to the preview and the confirm. */
export function applyMapping(
  mapping: readonly (ImportField | null)[],
  cells: readonly string[],
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, index) => {
    if (field === null) return;
    values[field] = (cells[index] ?? '').trim();
  });
  return values;
}
