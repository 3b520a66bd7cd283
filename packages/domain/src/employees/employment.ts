import { z } from 'zod';

/** hr-core §4: an employee's employment status. */
export const EMPLOYMENT_STATUSES = ['active', 'inactive', 'sickLeave', 'leave', 'other'] as const;
export const employmentStatusSchema = z.enum(EMPLOYMENT_STATUSES);
export type EmploymentStatus = z.infer<typeof employmentStatusSchema>;

/** hr-core §4: the employment types. */
export const EMPLOYMENT_TYPES = [
  'fullTime',
  'partTime',
  'studentAssistant',
  'trainee',
  'pupil',
  'substitute',
  'wageSubsidy',
  'flexjob',
  'freelance',
  'other',
] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** The Danish label of each status (list column 'Status', the status filter and select). */
export const EMPLOYMENT_STATUS_LABELS: Readonly<Record<EmploymentStatus, string>> = {
  active: 'Aktiv',
  inactive: 'Inaktiv',
  sickLeave: 'Sygemeldt',
  leave: 'Orlov',
  other: 'Andet',
};

/** The Danish label of each type (list column 'Ansættelsestype', its filter and select). */
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  fullTime: 'Fuldtid',
  partTime: 'Deltid',
  studentAssistant: 'Studentermedhjælper',
  trainee: 'Praktikant',
  pupil: 'Elev',
  substitute: 'Vikar',
  wageSubsidy: 'Løntilskud',
  flexjob: 'Fleksjob',
  freelance: 'Freelance',
  other: 'Andet',
};

/** A new employee is active (the status select starts there). */
export const DEFAULT_EMPLOYMENT_STATUS: EmploymentStatus = 'active';

/** Options for a select, in the spec's order: `{ value: 'active', label: 'Aktiv' }, …`. */
export const EMPLOYMENT_STATUS_OPTIONS = EMPLOYMENT_STATUSES.map((value) => ({
  value,
  label: EMPLOYMENT_STATUS_LABELS[value],
}));
export const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

/**
 * hr-core §2: the list's Status filter offers every status but inactive; inactive employees are shown only
 * with 'Vis inaktive'.
 */
export const EMPLOYMENT_STATUS_FILTER_OPTIONS = EMPLOYMENT_STATUS_OPTIONS.filter(
  (option) => option.value !== 'inactive',
);

/**
 * hr-core §4: inactive employees are left out of suggestions and anniversaries, and of the list unless
 * 'Vis inaktive' is on. A record without a status counts as active.
 */
export function isInactive(status: EmploymentStatus | null | undefined): boolean {
  return status === 'inactive';
}

/** The label of a stored status or type; an empty string for none. */
export function employmentStatusLabel(status: EmploymentStatus | null | undefined): string {
  return status ? EMPLOYMENT_STATUS_LABELS[status] : '';
}
export function employmentTypeLabel(type: EmploymentType | null | undefined): string {
  return type ? EMPLOYMENT_TYPE_LABELS[type] : '';
}
