import { z } from 'zod';
import type { EmploymentStatus } from '../employees/employment';

/**
 * Issue 34 (decision 044): the absence types a company chooses to use; Ferie, Sygdom and Fri are always on. Every
 * one is an absence like those three: it may span days, joins the one-absence-a-day rule
 * (docs/rules/timereg.md#ruling-30) and is neutral in the 48-hour average (docs/rules/timereg.md#ruling-28).
 * `timeOffInLieu` ('Afspadsering', decision 052) spends the employee's time bank.
 */
export const OPTIONAL_ABSENCE_TYPES = [
  'parentalLeave',
  'childSick',
  'careDay',
  'seniorDay',
  'timeOffInLieu',
  'leaveOfAbsence',
  'course',
] as const;
export type OptionalAbsenceType = (typeof OPTIONAL_ABSENCE_TYPES)[number];

/** time-registration §3: the type of a time entry, and the optional absence types of issue 34. */
export const TIME_ENTRY_TYPES = [
  'work',
  'overtime',
  'holiday',
  'sickLeave',
  'timeOff',
  ...OPTIONAL_ABSENCE_TYPES,
] as const;
export const timeEntryTypeSchema = z.enum(TIME_ENTRY_TYPES);
export type TimeEntryType = z.infer<typeof timeEntryTypeSchema>;

/** time-registration §5: only these may span several days (non-working days and public holidays skipped). */
export const ABSENCE_TYPES = [
  'holiday',
  'sickLeave',
  'timeOff',
  ...OPTIONAL_ABSENCE_TYPES,
] as const satisfies readonly TimeEntryType[];
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const optionalAbsenceTypeSchema = z.enum(OPTIONAL_ABSENCE_TYPES);

export function isOptionalAbsenceType(type: string): type is OptionalAbsenceType {
  return (OPTIONAL_ABSENCE_TYPES as readonly string[]).includes(type);
}

/** The Danish names of the optional absence types (issue 34), as every screen and export says them. */
export const OPTIONAL_ABSENCE_TYPE_NAMES: Readonly<Record<OptionalAbsenceType, string>> = {
  parentalLeave: 'Barsel',
  childSick: 'Barns sygedag',
  careDay: 'Omsorgsdag',
  seniorDay: 'Seniordag',
  timeOffInLieu: 'Afspadsering',
  leaveOfAbsence: 'Tjenestefri',
  course: 'Kursus',
};

/**
 * The colour of every absence on the absence calendar, the dashboard and Overblik (Mantine colour names): Ferie
 * the brand colour, Sygdom red, Fri gray, and each optional type a colour of its own.
 */
export const ABSENCE_TYPE_COLORS: Readonly<Record<AbsenceType, string>> = {
  holiday: 'kollega',
  sickLeave: 'red',
  timeOff: 'gray',
  parentalLeave: 'pink',
  childSick: 'lime',
  careDay: 'grape',
  seniorDay: 'violet',
  timeOffInLieu: 'cyan',
  leaveOfAbsence: 'yellow',
  course: 'indigo',
};

export function isAbsenceType(type: TimeEntryType): type is AbsenceType {
  return (ABSENCE_TYPES as readonly string[]).includes(type);
}

/** The Danish labels of time-registration §2 (week summary). */
export const TIME_ENTRY_TYPE_LABELS: Readonly<Record<TimeEntryType, string>> = {
  overtime: 'Arbejde u.f. normtid',
  timeOff: 'Fri',
  holiday: 'Ferie',
  sickLeave: 'Sygdom',
  work: 'Arbejdstid',
  ...OPTIONAL_ABSENCE_TYPE_NAMES,
};

/**
 * time-registration §9: the entry type a new registration starts with, by employment status: active and
 * inactive give overtime, sickLeave gives sickLeave, leave gives timeOff. 'other' is not named; it starts
 * like active.
 */
export function defaultEntryType(status: EmploymentStatus): TimeEntryType {
  if (status === 'sickLeave') return 'sickLeave';
  if (status === 'leave') return 'timeOff';
  return 'overtime';
}

/** time-registration §4 and §9: the approval cut-off; weeks before it count as approved. */
export const TIME_REGISTRATION_START: string = '2024-08-05';
/** time-registration §4: a holiday day counts as a standard 7.5 hours. */
export const HOLIDAY_DAY_HOURS = 7.5;
/** time-registration §9: the 48-hour threshold. */
export const WEEKLY_HOURS_WARNING = 48;
/** docs/rules/timereg.md#ruling-10: the 11-hour rest rule. */
export const MINIMUM_REST_HOURS = 11;
