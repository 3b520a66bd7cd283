import { z } from 'zod';
import { type EmployeeRole, employeeRoleSchema } from '../auth/roles';
import { calendarDateSchema, DATE_MESSAGES, requiredCalendarDateSchema } from '../dates/calendar-date-schema';
import { boundedDate, DATE_BOUND_MESSAGES, isStartDateInRange } from '../dates/date-bounds';
import { CPR_FORMAT_MESSAGE, cprUpdateSchema } from './cpr';
import { employmentStatusSchema, employmentTypeSchema } from './employment';
import { PROFILE_MESSAGES, phoneSchema } from './profile-contracts';

/** hr-core §2, §5 and §8: the employee pages' texts, once, for the forms and the server. */
export const EMPLOYEE_MESSAGES = {
  firstNameMissing: PROFILE_MESSAGES.firstNameMissing,
  lastNameMissing: PROFILE_MESSAGES.lastNameMissing,
  jobPositionMissing: PROFILE_MESSAGES.jobPositionMissing,
  emailMissing: 'Email mangler',
  /** Not in the spec: a work e-mail that is not one (same wording as the billing e-mail's). */
  emailInvalid: 'Ugyldig email',
  startDateMissing: 'Ansættelsesdato mangler',
  endDateMissing: 'Slutdato mangler',
  /** Not in the spec: an employment cannot end before it starts (the same day is allowed). */
  endDateBeforeStartDate: 'Slutdato kan ikke være før ansættelsesdatoen',
  dateInvalid: DATE_MESSAGES.invalid,
  dateOutOfRange: DATE_MESSAGES.outOfRange,
  cprInvalid: CPR_FORMAT_MESSAGE,
  phoneInvalid: PROFILE_MESSAGES.phoneInvalid,
  /** Not in the spec: the private e-mail, when given, must look like one. */
  privateEmailInvalid: 'Ugyldig email',
  /** Not in the spec: hr-core §5 says salary 0 to 1000000 (kroner). */
  salaryInvalid: 'Lønnen skal være et beløb mellem 0 og 1.000.000 kr.',
  /** Not in the spec: the length limits below. */
  textTooLong: 'Højst 200 tegn',
  noteTooLong: 'Højst 5000 tegn',
  emailInUse: 'E-mailen er allerede i brug',
  createFailed: 'Der skete en fejl. Er emailen allerede i brug eller oprettet i en anden virksomhed?',
  saved: 'Ændringerne er gemt.',
  settingsSaved: 'Indstillingerne er gemt.',
  saveFailed: 'Der skete en fejl. Prøv igen senere.',
  uploadFailed: 'Der skete en fejl med upload. Prøv igen.',
  noDocuments: 'Ingen dokumenter oprettet',
  notFound: 'Ingen medarbejder fundet',
  /** Not in the spec: the server's refusal at the plan limit (docs/rules/employees.md#ruling-4); the web opens the upgrade modal. */
  limitReached:
    'Du har nået grænsen for antal medarbejdere på dit abonnement. Opgrader for at oprette flere.',
  /** Not in the spec: the delete dialog's name did not match (hr-core §5). */
  deleteNameMismatch: 'Skriv medarbejderens fulde navn for at slette.',
  cannotDeleteSelf: 'Du kan ikke slette dig selv.',
  cannotDeleteOwner: 'Virksomhedens ejer kan ikke slettes.',
  /** Issue 28: CPR numbers leave Kollega in an export only at the owner's request. */
  exportCprOwnerOnly: 'Kun virksomhedens ejer kan eksportere CPR-numre.',
  /** hr-core §6: the owner's admin switch is fixed on. */
  ownerAlwaysAdmin: 'Ejeren er altid administrator.',
} as const;

/** Longest accepted text: names, titles, addresses and the like; and the free-text notes. */
export const EMPLOYEE_TEXT_MAX = 200;
export const EMPLOYEE_NOTE_MAX = 5000;

/** hr-core §5: salary 0 to 1000000, in kroner (see `employeeUpdateSchema`). */
export const SALARY_MIN_KRONER = 0;
export const SALARY_MAX_KRONER = 1_000_000;

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(EMPLOYEE_TEXT_MAX, EMPLOYEE_MESSAGES.textTooLong);

/**
 * The same without `abort`: an explicitly aborted field would stop the form-wide rules below (zod skips a
 * refinement after `abort: true` even with `when`). An empty string fails only `min`, so it still shows one
 * message.
 */
const requiredInForm = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(EMPLOYEE_TEXT_MAX, EMPLOYEE_MESSAGES.textTooLong);

/** A required calendar date (`calendarDateSchema`): 'YYYY-MM-DD', a date that exists, 1900–2100. */
const isoDate = requiredCalendarDateSchema;

/**
 * hr-core §5: 'Empty strings removed before saving'. A blank string (or null, which cleared date and number
 * inputs give) becomes undefined before the field's own validation, so an optional field left empty is
 * simply absent.
 */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const optionalText = optional(z.string().trim().max(EMPLOYEE_TEXT_MAX, EMPLOYEE_MESSAGES.textTooLong));
const optionalNote = optional(z.string().trim().max(EMPLOYEE_NOTE_MAX, EMPLOYEE_MESSAGES.noteTooLong));
const optionalDate = optional(calendarDateSchema);
/** Issue 24: an employment starts at most a year from today; further ahead is a typing error. */
const startDateBound = <T extends z.ZodType<string>>(schema: T) =>
  boundedDate(schema, isStartDateInRange, DATE_BOUND_MESSAGES.startDateTooLate);
const optionalPhone = optional(phoneSchema);

/** Work e-mail: trimmed and lower-cased, as logins are (docs/rules/employees.md#ruling-1: unique across the installation). */
export const workEmailSchema = z
  .string({ error: EMPLOYEE_MESSAGES.emailMissing })
  .trim()
  .min(1, { message: EMPLOYEE_MESSAGES.emailMissing, abort: true })
  .pipe(z.email(EMPLOYEE_MESSAGES.emailInvalid))
  .transform((value) => value.toLowerCase());

/** POST /api/employees: 'Opret medarbejder' (hr-core §5). The work e-mail is set here, once. */
export const newEmployeeSchema = z.object({
  firstName: required(EMPLOYEE_MESSAGES.firstNameMissing),
  lastName: required(EMPLOYEE_MESSAGES.lastNameMissing),
  jobPosition: required(EMPLOYEE_MESSAGES.jobPositionMissing),
  email: workEmailSchema,
  startDate: startDateBound(isoDate(EMPLOYEE_MESSAGES.startDateMissing)),
});
export type NewEmployee = z.input<typeof newEmployeeSchema>;
export type NewEmployeeParsed = z.output<typeof newEmployeeSchema>;

/** Whole øre: at most two decimals (allowing for the binary representation of e.g. 0.1). */
function hasWholeOre(kroner: number): boolean {
  return Math.abs(kroner * 100 - Math.round(kroner * 100)) < 1e-6;
}

/**
 * The salary as the admin types it: kroner (not øre), 0 to 1.000.000, at most two decimals. The spec does not
 * say per what period (salaryNote says so). The server stores it in øre (DESIGN.md rule 4) with
 * `salaryKronerToOre` and gives it back with `salaryOreToKroner`.
 */
export const salarySchema = z
  .number({ error: EMPLOYEE_MESSAGES.salaryInvalid })
  .min(SALARY_MIN_KRONER, EMPLOYEE_MESSAGES.salaryInvalid)
  .max(SALARY_MAX_KRONER, EMPLOYEE_MESSAGES.salaryInvalid)
  .refine(hasWholeOre, EMPLOYEE_MESSAGES.salaryInvalid);

export function salaryKronerToOre(kroner: number): number {
  return Math.round(kroner * 100);
}
export function salaryOreToKroner(ore: number): number {
  return ore / 100;
}

const DATE_FIELDS = new Set<PropertyKey>(['employmentStatus', 'startDate', 'endDate']);

/**
 * The form-wide date rules below wait for the fields they read to be valid, and for there to be a record at
 * all: a null or missing body used to reach them and fail on `undefined.employmentStatus`.
 */
function datesAreValid(payload: z.core.ParsePayload): boolean {
  if (typeof payload.value !== 'object' || payload.value === null) return false;
  return !payload.issues.some((issue) => DATE_FIELDS.has(issue.path?.[0] ?? ''));
}

/**
 * PUT /api/employees/:employeeId: the profile tab's form, every field of hr-core §3 an admin edits. Not here:
 * the work e-mail (read-only after creation), the photo (uploaded on its own, hr-core §5), the employment
 * contract (an upload), time-log settings and `settings` (the Indstillinger tab, `employeeSettingsSchema`).
 *
 * The form sends the whole record. Blank optional fields are removed (→ undefined) before validation and a
 * removed field is stored empty, so clearing a field clears it. Name and job title stay required, as on the
 * profile (hr-core §5); so does the status, which a select always has.
 */
export const employeeUpdateSchema = z
  .object({
    firstName: requiredInForm(EMPLOYEE_MESSAGES.firstNameMissing),
    lastName: requiredInForm(EMPLOYEE_MESSAGES.lastNameMissing),
    jobPosition: requiredInForm(EMPLOYEE_MESSAGES.jobPositionMissing),
    department: optionalText,
    phone: optionalPhone,
    privateEmail: optional(
      z
        .string()
        .trim()
        .pipe(z.email(EMPLOYEE_MESSAGES.privateEmailInvalid))
        .transform((value) => value.toLowerCase()),
    ),
    privatePhone: optionalPhone,
    address: optionalText,
    zipcode: optionalText,
    city: optionalText,
    /** Absent: unchanged (the form only sends it once the admin has revealed or typed it); blank: removed. */
    cprNumber: cprUpdateSchema,
    dateOfBirth: optionalDate,
    note: optionalNote,
    emergencyContactName: optionalText,
    emergencyContactPhone: optionalPhone,
    employmentType: optional(employmentTypeSchema),
    employmentStatus: employmentStatusSchema,
    startDate: optional(startDateBound(calendarDateSchema)),
    endDate: optionalDate,
    salary: optional(salarySchema),
    bankAccount: optionalText,
    salaryNote: optionalNote,
  })
  // These run even when other fields failed, so the form shows every message at once; they wait only for the
  // fields they read to be valid.
  .refine((employee) => !(employee.employmentStatus === 'inactive' && employee.endDate === undefined), {
    message: EMPLOYEE_MESSAGES.endDateMissing,
    path: ['endDate'],
    when: datesAreValid,
  })
  .refine(
    (employee) =>
      employee.startDate === undefined ||
      employee.endDate === undefined ||
      // ISO dates compare correctly as strings.
      employee.endDate >= employee.startDate,
    {
      message: EMPLOYEE_MESSAGES.endDateBeforeStartDate,
      path: ['endDate'],
      when: datesAreValid,
    },
  );
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdateParsed = z.output<typeof employeeUpdateSchema>;

/** The part of the settings that hr-core §4's mobile-access rule reads. */
export interface MobileAccessSettings {
  mobileApp: { access: boolean };
  timeRegistration: { exempt: boolean };
}

/**
 * PUT /api/employees/:employeeId/settings: the Indstillinger tab (hr-core §3 `settings`). The exemptions hide
 * agreement types and the employment contract on the employee's pages. Time-log settings belong to time
 * registration. The server runs `applyMobileAccessRule(stored, parsed)` before saving and keeps the owner an
 * admin (`effectiveRole`).
 */
export const employeeSettingsSchema = z.object({
  role: employeeRoleSchema,
  agreements: z.object({
    exemptFrom1to1: z.boolean(),
    exemptFromEPR: z.boolean(),
    exemptFromSalary: z.boolean(),
  }),
  documents: z.object({ exemptFromEmploymentContract: z.boolean() }),
  mobileApp: z.object({ access: z.boolean() }),
  timeRegistration: z.object({ exempt: z.boolean() }),
});
export type EmployeeSettings = z.infer<typeof employeeSettingsSchema>;

/** A new record's settings: role employee (hr-core §3), no exemptions, no app access. */
export const DEFAULT_EMPLOYEE_SETTINGS: EmployeeSettings = {
  role: 'employee',
  agreements: { exemptFrom1to1: false, exemptFromEPR: false, exemptFromSalary: false },
  documents: { exemptFromEmploymentContract: false },
  mobileApp: { access: false },
  timeRegistration: { exempt: false },
};

/**
 * hr-core §4: enabling app access clears the time-registration exemption, and ticking the exemption clears app
 * access; the one that changed wins. Should both become true in one step (or a stored record hold both), the
 * exemption wins: no login is created and nothing is billed until an admin grants access on its own.
 * Everything else in `next` is returned unchanged.
 */
export function applyMobileAccessRule<T extends MobileAccessSettings>(
  previous: MobileAccessSettings,
  next: T,
): T {
  const access = next.mobileApp.access;
  const exempt = next.timeRegistration.exempt;
  if (!(access && exempt)) return next;
  const accessJustEnabled = !previous.mobileApp.access;
  const exemptJustTicked = !previous.timeRegistration.exempt;
  if (accessJustEnabled && !exemptJustTicked) {
    return { ...next, timeRegistration: { ...next.timeRegistration, exempt: false } };
  }
  return { ...next, mobileApp: { ...next.mobileApp, access: false } };
}

/** hr-core §6: the owner's admin switch is fixed on, whatever the stored or requested role says. */
export function effectiveRole(input: { isOwner: boolean; role: EmployeeRole }): EmployeeRole {
  return input.isOwner ? 'admin' : input.role;
}

/** The name a list shows and the delete dialog asks for: 'Anne Hansen'. */
export function employeeFullName(employee: { firstName: string; lastName: string }): string {
  return [employee.firstName.trim(), employee.lastName.trim()].filter(Boolean).join(' ');
}

/**
 * hr-core §5: deleting an employee asks for the full name, case-insensitive. Surrounding and repeated spaces
 * do not count.
 */
export function isDeleteConfirmed(fullName: string, typed: string): boolean {
  const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('da');
  return normalise(fullName) !== '' && normalise(fullName) === normalise(typed);
}
