import { z } from 'zod';
import { employeeRoleSchema, planSchema } from '../auth/roles';
import { employeeSettingsSchema } from './employee-contracts';
import { employmentStatusSchema, employmentTypeSchema } from './employment';

/** One row of /medarbejdere (GET /api/employees). Optional dates are null when unset. */
export const employeeListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobPosition: z.string(),
  employmentType: employmentTypeSchema.nullable(),
  employmentStatus: employmentStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  role: employeeRoleSchema,
  isOwner: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
  /** hr-core §3 date_created: the creation order the plan limit counts in. */
  createdAt: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

/** docs/rules/employees.md#ruling-4, as the list needs it: whether 'Opret medarbejder' creates or opens the upgrade modal. */
export const employeeLimitsSchema = z.object({
  plan: planSchema,
  /** Employees allowed besides the owner; null for unlimited (premiumplus). */
  limit: z.number().int().nullable(),
  /** The company's employees besides the owner, hidden ones included. */
  countExcludingOwner: z.number().int(),
  canCreate: z.boolean(),
  /** More employees than the plan allows (after a downgrade): some are hidden. */
  overLimit: z.boolean(),
});
export type EmployeeLimits = z.infer<typeof employeeLimitsSchema>;

/**
 * GET /api/employees: every visible employee (docs/rules/employees.md#ruling-4), inactive ones included (the list hides them
 * unless 'Vis inaktive'), sorted by name with Danish collation. Search, filters and sorting happen in the
 * browser: a small company's whole list is a few kilobytes.
 */
export const employeeListResponseSchema = z.object({
  employees: z.array(employeeListItemSchema),
  limits: employeeLimitsSchema,
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

/** POST /api/employees → the new employee's id (hr-core §7 /api/user/add → employeeId). */
export const employeeCreatedSchema = z.object({ employeeId: z.string() });

/**
 * GET /api/employees/:employeeId: the whole record for the detail tabs. Optional text is '' when unset, optional
 * dates and numbers null. The CPR number is never sent here, only masked (DESIGN.md rule 5); the full number
 * comes from POST …/cpr/reveal, which is audit-logged.
 */
export const employeeDetailSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobPosition: z.string(),
  department: z.string(),
  phone: z.string(),
  email: z.string(),
  privateEmail: z.string(),
  privatePhone: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  /** 'DDMMYY-••••', or '' when no CPR number is registered. */
  cprMasked: z.string(),
  hasCpr: z.boolean(),
  dateOfBirth: z.string().nullable(),
  note: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  employmentType: employmentTypeSchema.nullable(),
  employmentStatus: employmentStatusSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Kroner (stored in øre). */
  salary: z.number().nullable(),
  bankAccount: z.string(),
  salaryNote: z.string(),
  profilePhotoUrl: z.string().nullable(),
  createdAt: z.string(),
  isOwner: z.boolean(),
  /** The signed-in admin's own record: not deletable from here (hr-core §5). */
  isSelf: z.boolean(),
  /** Whether a login exists (admins and employees with app access have one). */
  hasLogin: z.boolean(),
  /** When the person's data was anonymised after they left (issue 33, decision 050); null until then. */
  anonymisedAt: z.string().nullable().optional(),
  settings: employeeSettingsSchema,
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** POST /api/employees/:employeeId/cpr/reveal: the full number, for the admin who asked (audit-logged). */
export const cprRevealSchema = z.object({ cprNumber: z.string() });

/**
 * PUT /api/employees/:employeeId/settings → the saved settings, and whether a password-setup e-mail went out
 * (a login was created or had no password yet).
 */
export const employeeSettingsResponseSchema = z.object({
  settings: employeeSettingsSchema,
  hasLogin: z.boolean(),
  passwordSetupMailSent: z.boolean(),
});
export type EmployeeSettingsResponse = z.infer<typeof employeeSettingsResponseSchema>;

/** DELETE /api/employees/:employeeId: the full name typed in the dialog, checked again by the server. */
export const employeeDeleteSchema = z.object({ confirmName: z.string() });
