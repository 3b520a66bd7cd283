import { ABSENCE_TYPES, HOLIDAY_MESSAGES, type TimeEntryType } from '@kollega/domain';
import { and, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { holidayRequests, timeEntries } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { Tx } from '../../services/context';
import type { HolidayDeps } from './deps';

// The checks that asking for a request (create-request.ts) and approving it (decide-request.ts) share.

/**
 * 409 when a request of the employee in one of `statuses` (pending or approved when asking; approved when
 * approving), other than `except`, shares a day with the period.
 */
export async function assertNoOverlap(
  tx: Tx,
  companyId: string,
  period: { employeeId: string; from: string; to: string; except?: string },
  statuses: readonly ('pending' | 'approved')[],
): Promise<void> {
  const [clash] = await tx
    .select({ id: holidayRequests.id })
    .from(holidayRequests)
    .where(
      and(
        eq(holidayRequests.companyId, companyId),
        eq(holidayRequests.employeeId, period.employeeId),
        inArray(holidayRequests.status, [...statuses]),
        lte(holidayRequests.fromDate, period.to),
        gte(holidayRequests.toDate, period.from),
        ...(period.except ? [ne(holidayRequests.id, period.except)] : []),
      ),
    )
    .limit(1);
  if (clash) throw new AppError('HOLIDAY_REQUEST_OVERLAP');
}

/** The dates of the employee's registrations of the given types that match `on` (a condition on the date). */
async function entryDates(
  tx: Tx,
  companyId: string,
  employeeId: string,
  types: readonly TimeEntryType[],
  on: SQL | undefined,
): Promise<string[]> {
  const rows = await tx
    .select({ date: timeEntries.date })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.employeeId, employeeId),
        inArray(timeEntries.type, [...types]),
        on,
      ),
    );
  return rows.map((row) => row.date);
}

/**
 * The dates of the period that already hold a full-day absence (ferie, fri, sygdom or issue 34's types): never registered twice
 * (docs/rules/timereg.md#ruling-30: a day holds at most one full-day absence), so a request spends no feriedag on them.
 */
async function registeredAbsence(
  tx: Tx,
  companyId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const period = and(gte(timeEntries.date, from), lte(timeEntries.date, to));
  return new Set(await entryDates(tx, companyId, employeeId, ABSENCE_TYPES, period));
}

/** Of `dates`, those holding registered work or overtime. */
export async function datesWithWork(
  tx: Tx,
  companyId: string,
  employeeId: string,
  dates: readonly string[],
): Promise<string[]> {
  if (dates.length === 0) return [];
  const worked = await entryDates(
    tx,
    companyId,
    employeeId,
    ['work', 'overtime'],
    inArray(timeEntries.date, [...dates]),
  );
  return [...new Set(worked)].sort();
}

/**
 * The days a request of the period would register: its feriedage (docs/rules/holiday.md#ruling-31) or, for feriefridage, its working
 * days, less those already holding a full-day absence. 400 when the period has none at all, 409 when all of them
 * are registered already.
 */
export async function daysToRegister(
  deps: HolidayDeps,
  tx: Tx,
  companyId: string,
  request: { employeeId: string; bucket: 'holiday' | 'extra'; from: string; to: string },
): Promise<{ date: string; hours: number }[]> {
  const type = request.bucket === 'extra' ? 'timeOff' : 'holiday';
  const days = await deps.timereg.requestDays(
    tx,
    companyId,
    request.employeeId,
    type,
    request.from,
    request.to,
  );
  if (days.length === 0) throw new AppError('NO_WORKING_DAYS', HOLIDAY_MESSAGES.noWorkingDays);
  const registered = await registeredAbsence(tx, companyId, request.employeeId, request.from, request.to);
  const open = days.filter((day) => !registered.has(day.date));
  if (open.length === 0) throw new AppError('HOLIDAY_ALREADY_REGISTERED');
  return open;
}
