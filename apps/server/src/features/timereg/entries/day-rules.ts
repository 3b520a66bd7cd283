import {
  entryHours,
  LOCK_TEXT,
  lockReason,
  type NewTimeEntryParsed,
  type settingInForce,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { timeEntries } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import { loadInCompany, type Tx } from '../../../services/context';
import { assertRegistersTime } from '../timereg-employees';
import {
  loadApprovedWeeks,
  loadCompanyCalendar,
  loadSettingSources,
  loadTimeregEmployee,
  type TimeregEmployee,
} from '../timereg-record';

export const weekLocked = () => new AppError('WEEK_LOCKED');

/**
 * The rules every change to an employee's day needs: their norm settings, locks and approved weeks. `assertOpen`
 * refuses a day that is locked on its own (docs/rules/timereg.md#ruling-29: per day, 'Låst til og med D' locks D and every day before
 * it; issue 23: a day before the start date says so) or lies in an approved week.
 */
export async function dayRules(tx: Tx, employee: TimeregEmployee) {
  // One after the other: the transaction is one connection, and node-postgres runs one query at a time on it
  // (queries sent side by side on one client are deprecated, an error from pg 9).
  const sources = await loadSettingSources(tx, employee.companyId, employee);
  const calendar = await loadCompanyCalendar(tx, employee.companyId);
  const approved = await loadApprovedWeeks(tx, employee.companyId, employee.id);
  const assertOpen = (date: string) => {
    const reason = lockReason({
      date,
      approvedWeeks: approved,
      employeeStartDate: employee.startDate,
      companyLockDate: calendar.lockDate,
    });
    if (reason === 'beforeStart' && employee.startDate) {
      throw new AppError('BEFORE_START_DATE', LOCK_TEXT.beforeStart(employee.startDate));
    }
    if (reason === 'beforeCompanyLock' && calendar.lockDate) {
      throw new AppError('DAY_LOCKED', LOCK_TEXT.lockedThrough(calendar.lockDate));
    }
    if (reason === 'beforeCutoff') throw new AppError('DAY_LOCKED', LOCK_TEXT.beforeCutoff());
    if (reason) throw weekLocked();
  };
  return { sources, calendar, assertOpen };
}

/**
 * The hours of one day's registration (time-registration §5): computed from the times, or as given. A clocked
 * registration (decision 030) carries its clocked break minutes, subtracted too.
 */
export function hoursOf(
  input: NewTimeEntryParsed,
  setting: ReturnType<typeof settingInForce>,
  clockedBreakMinutes = 0,
): number {
  if (input.startTime && input.endTime) {
    return entryHours({
      type: input.type,
      startTime: input.startTime,
      endTime: input.endTime,
      breakMinutes: setting.breakDuration,
      breakIncluded: input.breakWasIncluded,
      paidBreak: setting.paidBreak,
      isPaidHourly: setting.isPaidHourly,
      clockedBreakMinutes,
    });
  }
  return Math.round((input.hours ?? 0) * 100) / 100;
}

/** One registration of the company (and, for the employee app, of that employee), locked for the change. */
export async function loadEntry(tx: Tx, companyId: string, entryId: string, employeeId?: string) {
  return loadInCompany(tx, timeEntries, { companyId }, entryId, {
    forUpdate: true,
    where: employeeId ? eq(timeEntries.employeeId, employeeId) : undefined,
  });
}

/**
 * For the employee app: the signed-in employee, who must register time (403 otherwise), and whose own
 * registrations are the only ones they reach. An admin reaches every registration of the company.
 */
export async function ownEmployeeIdFor(
  tx: Tx,
  ctx: { companyId: string; employeeId: string },
  by: 'admin' | 'employee',
): Promise<string | undefined> {
  if (by === 'admin') return undefined;
  const employee = await loadTimeregEmployee(tx, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  return employee.id;
}
