import { addDays, type IsoDate, isIsoDate, mondayOf } from '../dates/calendar';
import { mondayOfWeek, parseWeekKey, weekKey, weekKeyOf } from '../dates/iso-week';
import type { EmploymentStatus } from '../employees/employment';
import { isInactive } from '../employees/employment';
import { formatDate } from '../format/format-date';
import { TIME_REGISTRATION_START } from './entry-types';

/**
 * Why a day (or a whole week) is read-only:
 * - 'beforeCutoff': before the time-registration start 2024-08-05 (§4, §9, docs/rules/timereg.md#ruling-12);
 * - 'beforeStart': before the employee's start date (§4, docs/rules/timereg.md#ruling-12);
 * - 'beforeCompanyLock': on or before the company's 'Låst til og med' date (docs/rules/timereg.md#ruling-29);
 * - 'approved': the admin approved its week (its key is in timeLogApprovedWeeks).
 * The first three count as approved ('Godkendt') but cannot be reopened.
 */
export type LockReason = 'beforeCutoff' | 'beforeStart' | 'beforeCompanyLock' | 'approved';

export interface WeekLockInput {
  /** The day in question (for the week functions: any day of the week). */
  date: IsoDate;
  /** The employee's timeLogApprovedWeeks: 'week-year' keys such as '32-2024'. */
  approvedWeeks?: readonly string[] | null;
  employeeStartDate?: IsoDate | null;
  /** 'Låst til og med': this day and every day before it are locked (docs/rules/timereg.md#ruling-29). */
  companyLockDate?: IsoDate | null;
}

function checkDate(value: string, what: string): void {
  if (!isIsoDate(value)) throw new RangeError(`${what} is not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
}

/**
 * The first day that may be registered (docs/rules/timereg.md#ruling-12, docs/rules/timereg.md#ruling-29): the latest of 2024-08-05, the employee's start
 * date and the day after the company's 'Låst til og med' date.
 */
export function lockDate({
  employeeStartDate,
  companyLockDate,
}: Pick<WeekLockInput, 'employeeStartDate' | 'companyLockDate'>): IsoDate {
  let latest = TIME_REGISTRATION_START;
  if (employeeStartDate) {
    checkDate(employeeStartDate, 'employeeStartDate');
    if (employeeStartDate > latest) latest = employeeStartDate;
  }
  if (companyLockDate) {
    checkDate(companyLockDate, 'companyLockDate');
    const firstOpen = addDays(companyLockDate, 1);
    if (firstOpen > latest) latest = firstOpen;
  }
  return latest;
}

/** Why the dates alone lock everything up to `last` (a day, or a week's Sunday), or null. */
function dateReason(input: WeekLockInput, last: IsoDate): LockReason | null {
  if (last < TIME_REGISTRATION_START) return 'beforeCutoff';
  if (input.employeeStartDate) {
    checkDate(input.employeeStartDate, 'employeeStartDate');
    if (last < input.employeeStartDate) return 'beforeStart';
  }
  if (input.companyLockDate) {
    checkDate(input.companyLockDate, 'companyLockDate');
    // docs/rules/timereg.md#ruling-29: 'Låst til og med D' locks D itself too.
    if (last <= input.companyLockDate) return 'beforeCompanyLock';
  }
  return null;
}

function isApproved(input: WeekLockInput): boolean {
  const key = weekKeyOf(input.date);
  for (const approved of input.approvedWeeks ?? []) {
    const parsed = parseWeekKey(approved);
    if (parsed && weekKey(parsed) === key) return true;
  }
  return false;
}

/**
 * Why the day `date` is read-only, or null when registrations on it may be added, changed and deleted
 * (time-registration §4, docs/rules/timereg.md#ruling-12, docs/rules/timereg.md#ruling-29). Per day: a day before 2024-08-05, before the employee's start
 * date, or on or before the company's 'Låst til og med' date is locked even when the rest of its week is open; any
 * day of an approved week is locked.
 *
 * When several reasons apply, the first of this order is given: beforeCutoff, beforeStart, beforeCompanyLock,
 * approved, so the UI can say why. Approved keys are compared by their parsed week, so '01-2025' matches week 1 of
 * 2025; malformed keys are ignored.
 */
export function lockReason(input: WeekLockInput): LockReason | null {
  checkDate(input.date, 'date');
  return dateReason(input, input.date) ?? (isApproved(input) ? 'approved' : null);
}

/** Whether the day `date` is read-only (`lockReason`). */
export function isDayLocked(input: WeekLockInput): boolean {
  return lockReason(input) !== null;
}

/**
 * Why the whole week holding `date` counts as approved, or null when it does not: approved by the admin, or every
 * one of its days locked by the dates (its Sunday before 2024-08-05 or the start date, or on or before the company's
 * 'Låst til og med' date; docs/rules/timereg.md#ruling-29: "weeks fully ≤ D count approved"). A week the lock date cuts through is not
 * approved as a whole: its later days stay open and the admin may approve it.
 */
export function weekLockReason(input: WeekLockInput): LockReason | null {
  checkDate(input.date, 'date');
  const sunday = addDays(mondayOf(input.date), 6);
  return dateReason(input, sunday) ?? (isApproved(input) ? 'approved' : null);
}

/** Whether the whole week holding `date` is read-only (`weekLockReason`). */
export function isWeekLocked(input: WeekLockInput): boolean {
  return weekLockReason(input) !== null;
}

/**
 * Whether the admin may approve or reopen the week ('Godkend uge' / 'Åben uge op'): only weeks with a day after the
 * lock dates; a week wholly before them counts as approved for good.
 */
export function canToggleWeekApproval(input: WeekLockInput): boolean {
  const reason = weekLockReason(input);
  return reason === null || reason === 'approved';
}

/**
 * The Danish texts of a locked day (docs/rules/timereg.md#ruling-29, issue 23): the 'Låst til og med' text the settings show and the
 * server answers with, and the start-date refusal, which names the date rather than a locked week.
 */
export const LOCK_TEXT = {
  lockedThrough: (lockDate: IsoDate) => `Registreringer til og med ${formatDate(lockDate)} kan ikke ændres.`,
  beforeStart: (startDate: IsoDate) => `Datoen er før medarbejderens startdato (${formatDate(startDate)}).`,
  beforeCutoff: () => `Datoen er før tidsregistreringens start (${formatDate(TIME_REGISTRATION_START)}).`,
} as const;

/** What limits a norm setting's 'Gælder fra' (issue 23). */
export interface EffectiveFromLimits {
  /** The employee's start date (for an individual setting); null for the company's. */
  employeeStartDate?: IsoDate | null;
  companyLockDate?: IsoDate | null;
  /** The approved weeks the setting would reach into ('week-year' keys). */
  approvedWeeks?: readonly string[] | null;
}

/**
 * The earliest 'Gælder fra' a norm setting may take (issue 23): not before 2024-08-05 or the employee's start date,
 * and after every locked day and approved week, since those count as approved and their norm must not change under
 * them. A setting may reach back over every open week before today.
 */
export function earliestEffectiveFrom(limits: EffectiveFromLimits): IsoDate {
  let earliest = lockDate(limits);
  for (const key of limits.approvedWeeks ?? []) {
    const parsed = parseWeekKey(key);
    if (!parsed) continue;
    const after = addDays(mondayOfWeek(parsed), 7);
    if (after > earliest) earliest = after;
  }
  return earliest;
}

/** The Danish refusal of a 'Gælder fra' before `earliestEffectiveFrom`, or null when it may be used. */
export function effectiveFromRefusal(
  date: IsoDate,
  limits: EffectiveFromLimits,
): { reason: 'beforeStart' | 'locked'; message: string } | null {
  checkDate(date, 'date');
  const earliest = earliestEffectiveFrom(limits);
  if (date >= earliest) return null;
  if (limits.employeeStartDate && date < limits.employeeStartDate && earliest === limits.employeeStartDate) {
    return {
      reason: 'beforeStart',
      message: `Gælder fra kan ikke være før medarbejderens startdato (${formatDate(limits.employeeStartDate)}).`,
    };
  }
  return {
    reason: 'locked',
    message: `Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst ${formatDate(earliest)}.`,
  };
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
 * mobile access, not exempt, not inactive"; the same set is listed in the overview and billed per
 * docs/rules/billing.md#ruling-5). A missing status counts as active; missing access counts as none.
 */
export function canRegister({
  employmentStatus,
  mobileAccess,
  timeRegistrationExempt,
}: RegistrationAccess): boolean {
  return mobileAccess === true && timeRegistrationExempt !== true && !isInactive(employmentStatus);
}
