import {
  DEFAULT_TIME_LOG_SETTING,
  type EmploymentStatus,
  parseMissingEntryReminder,
  type ScheduleDay,
  type TimeEntry,
  type TimeEntryChange,
  type TimeEntryDto,
  type TimeEntryType,
  type TimeLogSetting,
  type TimeLogSettingSources,
} from '@kollega/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  approvedWeeks,
  companies,
  companyDaysOff,
  employees,
  type timeEntries,
  type timeEntryChanges,
  timeLogSettings,
} from '../../db/schema/index';
import { notFound } from '../../errors/app-error';

export type EntryRow = typeof timeEntries.$inferSelect;
export type ChangeRow = typeof timeEntryChanges.$inferSelect;
export type SettingRow = typeof timeLogSettings.$inferSelect;

import { isUuid } from '../../db/uuid';
import type { Reader, Tx } from '../../services/context';

export function toEntryDto(row: EntryRow): TimeEntryDto {
  return {
    id: row.id,
    date: row.date,
    type: row.type as TimeEntryType,
    hours: Number(row.hours),
    startTime: row.startTime,
    endTime: row.endTime,
    breakWasIncluded: row.breakWasIncluded,
    ...(row.clockedBreakMinutes > 0 ? { clockedBreakMinutes: row.clockedBreakMinutes } : {}),
    note: row.note,
    ...(row.toTimeBank ? { toTimeBank: true } : {}),
    // Issue 34: only a type with a detail carries one, so older clients see the same answer as before.
    ...(row.absenceKind != null ? { absenceKind: row.absenceKind } : {}),
    ...(row.withPay != null ? { withPay: row.withPay } : {}),
  };
}

/** The domain's view of an entry, for the rules (hours, warnings). */
export function toTimeEntry(
  row: Pick<EntryRow, 'id' | 'date' | 'type' | 'hours' | 'startTime' | 'endTime'>,
): TimeEntry {
  return {
    id: row.id,
    date: row.date,
    type: row.type as TimeEntryType,
    hours: Number(row.hours),
    startTime: row.startTime,
    endTime: row.endTime,
  };
}

export function toChangeDto(row: ChangeRow): TimeEntryChange {
  return {
    id: row.id,
    date: row.date,
    action: row.action as TimeEntryChange['action'],
    authorName: row.authorName,
    at: row.at.toISOString(),
    type: row.type as TimeEntryType,
    hours: row.hours === null ? null : Number(row.hours),
    previousHours: row.previousHours === null ? null : Number(row.previousHours),
  };
}

export function toSetting(row: SettingRow): TimeLogSetting {
  return {
    breakDuration: row.breakDuration,
    paidBreak: row.paidBreak,
    isPaidHourly: row.isPaidHourly,
    createdDate: row.createdDate,
    weeklySchedule: row.weeklySchedule as ScheduleDay[],
  };
}

export type TimeregEmployee = Pick<
  typeof employees.$inferSelect,
  | 'id'
  | 'companyId'
  | 'userId'
  | 'firstName'
  | 'lastName'
  | 'employmentStatus'
  | 'startDate'
  | 'endDate'
  | 'mobileAppAccess'
  | 'timeRegistrationExempt'
  | 'individualTimeLogSettings'
> & { employmentStatus: EmploymentStatus | string };

/**
 * An employee of the caller's company (not deleted, unless `includeDeleted` for a read of a former employee's
 * records), or 404 like any other company's (DESIGN.md rule 1).
 */
export async function loadTimeregEmployee(
  db: Reader,
  companyId: string,
  employeeId: string,
  options: { forUpdate?: boolean; includeDeleted?: boolean } = {},
): Promise<TimeregEmployee> {
  if (!isUuid(employeeId)) throw notFound();
  const query = db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      userId: employees.userId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentStatus: employees.employmentStatus,
      startDate: employees.startDate,
      endDate: employees.endDate,
      mobileAppAccess: employees.mobileAppAccess,
      timeRegistrationExempt: employees.timeRegistrationExempt,
      individualTimeLogSettings: employees.individualTimeLogSettings,
    })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.companyId, companyId),
        options.includeDeleted ? undefined : isNull(employees.deletedAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The settings a day's norm is chosen from (docs/rules/timereg.md#ruling-13): the company's history, and the employee's own
 * when their individual settings are switched on.
 */
export async function loadSettingSources(
  db: Reader,
  companyId: string,
  employee: Pick<TimeregEmployee, 'id' | 'individualTimeLogSettings'> | null,
): Promise<TimeLogSettingSources> {
  return settingSourcesFor(await loadSettingRows(db, companyId), employee);
}

/**
 * Every time-log setting of the company (its defaults and everyone's own) in the order they were saved: one query.
 * Issue 23: the last saved setting in force on a day wins (`settingInForce`), whatever its 'Gælder fra'.
 */
export async function loadSettingRows(db: Reader, companyId: string): Promise<SettingRow[]> {
  // Awaited here, so callers get a promise: a Drizzle query is a thenable that runs again on every `then`, and
  // Overblik's `.catch` beside the aggregate and its later `await` ran the statement twice (decision 083).
  return await db
    .select()
    .from(timeLogSettings)
    .where(eq(timeLogSettings.companyId, companyId))
    .orderBy(asc(timeLogSettings.createdAt), asc(timeLogSettings.createdDate));
}

/** One employee's sources from the company's setting rows (the default week when the company has none). */
export function settingSourcesFor(
  rows: readonly SettingRow[],
  employee: Pick<TimeregEmployee, 'id' | 'individualTimeLogSettings'> | null,
): TimeLogSettingSources {
  const company = rows.filter((row) => row.employeeId === null).map(toSetting);
  const individual =
    employee?.individualTimeLogSettings === true
      ? rows.filter((row) => row.employeeId === employee.id).map(toSetting)
      : [];
  return { company: company.length > 0 ? company : [DEFAULT_TIME_LOG_SETTING], individual };
}

/** What locks weeks and removes norm days company-wide (docs/rules/timereg.md#ruling-9 and docs/rules/timereg.md#ruling-12). */
export async function loadCompanyCalendar(db: Reader, companyId: string) {
  const [company] = await db
    .select({
      lockDate: companies.timeRegistrationLockDate,
      missingEntryReminder: companies.missingEntryReminder,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const daysOff = await db
    .select({ date: companyDaysOff.date })
    .from(companyDaysOff)
    .where(eq(companyDaysOff.companyId, companyId));
  return {
    lockDate: company?.lockDate ?? null,
    missingEntryReminder: parseMissingEntryReminder(company?.missingEntryReminder),
    daysOff: new Set(daysOff.map((day) => day.date)),
  };
}

export async function loadApprovedWeeks(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<string[]> {
  const rows = await db
    .select({ weekKey: approvedWeeks.weekKey })
    .from(approvedWeeks)
    .where(and(eq(approvedWeeks.companyId, companyId), eq(approvedWeeks.employeeId, employeeId)));
  return rows.map((row) => row.weekKey);
}

/**
 * Locks the employee's row for the rest of the transaction: the checks that judge a registration against the
 * employee's other registrations (the afspadsering bank, Barns 1. and 2. sygedag) take it first, so two changes
 * at once are judged one after the other.
 */
export async function lockEmployeeRow(tx: Tx, employee: { id: string; companyId: string }): Promise<void> {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, employee.companyId), eq(employees.id, employee.id)))
    .for('update');
}
