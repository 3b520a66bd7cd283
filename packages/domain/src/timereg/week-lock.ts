import type { EmploymentStatus } from '../employees/employment';
import { isInactive } from '../employees/employment';
import { addDays, type IsoDate, isIsoDate, mondayOf } from './calendar';
import { TIME_REGISTRATION_START } from './entry-types';
import { parseWeekKey, weekKey, weekKeyOf } from './iso-week';

/**
 * Why a week is read-only:
 * - 'beforeCutoff': before the time-registration start 2024-08-05 (§4, §9);
 * - 'beforeStart': before the employee's start date (§4, decisions.md 12);
 * - 'beforeCompanyLock': before the company's lock date (§4, decisions.md 12);
 * - 'approved': the admin approved it (its key is in timeLogApprovedWeeks).
 * The first three count as approved ('Godkendt') but cannot be reopened.
 */
export type LockReason = 'beforeCutoff' | 'beforeStart' | 'beforeCompanyLock' | 'approved';

export interface WeekLockInput {
  /** Any day of the week in question. */
  date: IsoDate;
  /** The employee's timeLogApprovedWeeks: 'week-year' keys such as '32-2024'. */
  approvedWeeks?: readonly string[] | null;
  employeeStartDate?: IsoDate | null;
  companyLockDate?: IsoDate | null;
}

function checkDate(value: string, what: string): void {
  if (!isIsoDate(value)) throw new RangeError(`${what} is not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
}

/**
 * The date weeks are locked before (decisions.md 12): the latest of 2024-08-05, the employee's start date and
 * the company's lock date.
 */
export function lockDate({
  employeeStartDate,
  companyLockDate,
}: Pick<WeekLockInput, 'employeeStartDate' | 'companyLockDate'>): IsoDate {
  let latest = TIME_REGISTRATION_START;
  for (const [value, what] of [
    [employeeStartDate, 'employeeStartDate'],
    [companyLockDate, 'companyLockDate'],
  ] as const) {
    if (!value) continue;
    checkDate(value, what);
    if (value > latest) latest = value;
  }
  return latest;
}

/**
 * Why the week holding `date` is locked, or null when it is open (time-registration §4, decisions.md 12).
 *
 * "A week before a date" is read as a week that ends (its Sunday) before that date, so the week containing
 * the date is still open: 2024-08-05 is a Monday and its week 32 is the first open one; an employee who starts
 * on Wednesday 2025-03-05 can register in week 10 (from Monday 3 March), and the company lock date is the first
 * day that may still be edited, its week open. Days of an open week before the start date stay registrable at
 * the week level; they simply carry no norm (`normHours`).
 *
 * When several reasons apply, the first of this order is given: beforeCutoff, beforeStart,
 * beforeCompanyLock, approved, so the UI can say why a week cannot be reopened. Approved keys are compared by
 * their parsed week, so '01-2025' matches week 1 of 2025; malformed keys are ignored.
 */
export function lockReason(input: WeekLockInput): LockReason | null {
  checkDate(input.date, 'date');
  const sunday = addDays(mondayOf(input.date), 6);
  if (sunday < TIME_REGISTRATION_START) return 'beforeCutoff';
  if (input.employeeStartDate) {
    checkDate(input.employeeStartDate, 'employeeStartDate');
    if (sunday < input.employeeStartDate) return 'beforeStart';
  }
  if (input.companyLockDate) {
    checkDate(input.companyLockDate, 'companyLockDate');
    if (sunday < input.companyLockDate) return 'beforeCompanyLock';
  }
  const key = weekKeyOf(input.date);
  for (const approved of input.approvedWeeks ?? []) {
    const parsed = parseWeekKey(approved);
    if (parsed && weekKey(parsed) === key) return 'approved';
  }
  return null;
}

/** Whether the week holding `date` is read-only (approved, or before the lock date). */
export function isWeekLocked(input: WeekLockInput): boolean {
  return lockReason(input) !== null;
}

/**
 * Whether the admin may approve or reopen the week ('Godkend uge' / 'Åben uge op'): only weeks after the lock
 * date; a week before it counts as approved for good.
 */
export function canToggleWeekApproval(input: WeekLockInput): boolean {
  const reason = lockReason(input);
  return reason === null || reason === 'approved';
}

export interface RegistrationAccess {
  employmentStatus?: EmploymentStatus | null;
  /** settings.mobileApp.access (hasMobileAccess). */
  mobileAccess?: boolean | null;
  /** settings.timeRegistration.exempt. */
  timeRegistrationExempt?: boolean | null;
}

/**
 * Whether the employee registers time at all (time-registration §5 "Manual entry employee choices: only with
 * mobile access, not exempt, not inactive"; the same set is listed in the overview and billed per decisions.md
 * 5). A missing status counts as active; missing access counts as none.
 */
export function canRegister({
  employmentStatus,
  mobileAccess,
  timeRegistrationExempt,
}: RegistrationAccess): boolean {
  return mobileAccess === true && timeRegistrationExempt !== true && !isInactive(employmentStatus);
}
