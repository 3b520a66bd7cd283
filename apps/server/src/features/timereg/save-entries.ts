import {
  danishToday,
  entryHours,
  expandAbsence,
  isAbsenceType,
  isWeekLocked,
  type NewTimeEntryParsed,
  settingInForce,
  TIMEREG_MESSAGES,
  type TimeEntryDto,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { timeEntries, timeEntryChanges } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import type { EntryActor } from './entry-actor';
import { recomputeWarnings } from './recompute-warnings';
import {
  loadApprovedWeeks,
  loadCompanyCalendar,
  loadSettingSources,
  loadTimeregEmployee,
  type TimeregEmployee,
  toEntryDto,
} from './timereg-record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const weekLocked = () => new AppError('WEEK_LOCKED', TIMEREG_MESSAGES.weekLocked, { statusCode: 409 });

/** The rules every change to an employee's day needs: their norm settings, locks and approved weeks. */
async function dayRules(tx: Tx, employee: TimeregEmployee) {
  const [sources, calendar, approved] = await Promise.all([
    loadSettingSources(tx, employee.companyId, employee),
    loadCompanyCalendar(tx, employee.companyId),
    loadApprovedWeeks(tx, employee.companyId, employee.id),
  ]);
  const assertOpen = (date: string) => {
    const locked = isWeekLocked({
      date,
      approvedWeeks: approved,
      employeeStartDate: employee.startDate,
      companyLockDate: calendar.lockDate,
    });
    if (locked) throw weekLocked();
  };
  return { sources, calendar, assertOpen };
}

/** The hours of one day's registration (time-registration §5): computed from the times, or as given. */
function hoursOf(input: NewTimeEntryParsed, setting: ReturnType<typeof settingInForce>): number {
  if (input.startTime && input.endTime) {
    return entryHours({
      type: input.type,
      startTime: input.startTime,
      endTime: input.endTime,
      breakMinutes: setting.breakDuration,
      breakIncluded: input.breakWasIncluded,
      paidBreak: setting.paidBreak,
      isPaidHourly: setting.isPaidHourly,
    });
  }
  return Math.round((input.hours ?? 0) * 100) / 100;
}

/**
 * Adds registrations for an employee: one, or one per working day of a multi-day absence (§5). Refused in an
 * approved or locked week; every entry gets its change-log row and the warnings are recomputed, all in the
 * caller's transaction.
 */
export async function addEntries(
  tx: Tx,
  actor: EntryActor,
  employee: TimeregEmployee,
  input: NewTimeEntryParsed,
): Promise<TimeEntryDto[]> {
  const { sources, calendar, assertOpen } = await dayRules(tx, employee);
  const multiDay = input.toDate !== undefined && input.toDate !== input.date && isAbsenceType(input.type);
  const days = multiDay
    ? expandAbsence({
        type: input.type,
        from: input.date,
        to: input.toDate as string,
        settings: sources,
        companyDaysOff: calendar.daysOff,
      })
    : [{ date: input.date, hours: hoursOf(input, settingInForce(sources, input.date)) }];
  if (days.length === 0) {
    throw new AppError('NO_WORKING_DAYS', TIMEREG_MESSAGES.noWorkingDays, { statusCode: 400 });
  }
  for (const day of days) assertOpen(day.date);

  const timed = !multiDay && input.startTime !== undefined && input.endTime !== undefined;
  const inserted = await tx
    .insert(timeEntries)
    .values(
      days.map((day) => ({
        companyId: employee.companyId,
        employeeId: employee.id,
        date: day.date,
        type: input.type,
        hours: day.hours,
        startTime: timed ? (input.startTime ?? null) : null,
        endTime: timed ? (input.endTime ?? null) : null,
        breakWasIncluded: timed ? input.breakWasIncluded : false,
        note: input.note,
      })),
    )
    .returning();
  await tx.insert(timeEntryChanges).values(
    inserted.map((entry) => ({
      companyId: employee.companyId,
      employeeId: employee.id,
      date: entry.date,
      entryId: entry.id,
      action: actor.kind === 'admin' ? 'create_entry' : 'add_entry',
      authorUserId: actor.userId,
      authorName: actor.authorName,
      type: entry.type,
      hours: entry.hours,
      previousHours: null,
    })),
  );
  await recordAudit(tx, actor, {
    action: 'timereg.entry.add',
    entityType: 'employee',
    entityId: employee.id,
    details: { entries: inserted.map((entry) => ({ id: entry.id, date: entry.date, type: entry.type })) },
  });
  await recomputeWarnings(tx, employee.companyId, employee.id, danishToday());
  return inserted.map(toEntryDto);
}

/** One registration of the company (and, for the employee app, of that employee), locked for the change. */
async function loadEntry(tx: Tx, companyId: string, entryId: string, employeeId?: string) {
  if (!isUuid(entryId)) throw notFound();
  const conditions = [eq(timeEntries.companyId, companyId), eq(timeEntries.id, entryId)];
  if (employeeId) conditions.push(eq(timeEntries.employeeId, employeeId));
  const [entry] = await tx
    .select()
    .from(timeEntries)
    .where(and(...conditions))
    .for('update');
  if (!entry) throw notFound();
  return entry;
}

/** Changes one registration (it may move to another open day); the old and the new week must be open. */
export async function updateEntry(
  tx: Tx,
  actor: EntryActor,
  companyId: string,
  entryId: string,
  input: NewTimeEntryParsed,
  options: { ownEmployeeId?: string } = {},
): Promise<TimeEntryDto> {
  const before = await loadEntry(tx, companyId, entryId, options.ownEmployeeId);
  const employee = await loadTimeregEmployee(tx, companyId, before.employeeId);
  const { sources, assertOpen } = await dayRules(tx, employee);
  if (input.toDate !== undefined && input.toDate !== input.date) {
    throw new AppError('VALIDATION_ERROR', TIMEREG_MESSAGES.multiDayOnlyAbsence, {
      statusCode: 400,
      details: [{ path: 'body.toDate', message: 'En registrering kan kun flyttes til én dag ad gangen' }],
    });
  }
  assertOpen(before.date);
  assertOpen(input.date);
  const timed = input.startTime !== undefined && input.endTime !== undefined;
  const hours = hoursOf(input, settingInForce(sources, input.date));
  const [after] = await tx
    .update(timeEntries)
    .set({
      date: input.date,
      type: input.type,
      hours,
      startTime: timed ? (input.startTime ?? null) : null,
      endTime: timed ? (input.endTime ?? null) : null,
      breakWasIncluded: timed ? input.breakWasIncluded : false,
      note: input.note,
      updatedAt: new Date(),
    })
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, before.id)))
    .returning();
  if (!after) throw notFound();
  await tx.insert(timeEntryChanges).values({
    companyId,
    employeeId: employee.id,
    date: after.date,
    entryId: after.id,
    action: 'update_entry',
    authorUserId: actor.userId,
    authorName: actor.authorName,
    type: after.type,
    hours: after.hours,
    previousHours: before.hours,
  });
  await recordAudit(tx, actor, {
    action: 'timereg.entry.update',
    entityType: 'employee',
    entityId: employee.id,
    details: { entryId: after.id, from: before.date, to: after.date },
  });
  await recomputeWarnings(tx, companyId, employee.id, danishToday());
  return toEntryDto(after);
}

/** Deletes one registration in an open week; the change log keeps what it was. */
export async function deleteEntry(
  tx: Tx,
  actor: EntryActor,
  companyId: string,
  entryId: string,
  options: { ownEmployeeId?: string } = {},
): Promise<void> {
  const entry = await loadEntry(tx, companyId, entryId, options.ownEmployeeId);
  const employee = await loadTimeregEmployee(tx, companyId, entry.employeeId);
  const { assertOpen } = await dayRules(tx, employee);
  assertOpen(entry.date);
  await tx.delete(timeEntries).where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, entry.id)));
  await tx.insert(timeEntryChanges).values({
    companyId,
    employeeId: employee.id,
    date: entry.date,
    entryId: entry.id,
    action: 'delete_entry',
    authorUserId: actor.userId,
    authorName: actor.authorName,
    type: entry.type,
    hours: null,
    previousHours: entry.hours,
  });
  await recordAudit(tx, actor, {
    action: 'timereg.entry.delete',
    entityType: 'employee',
    entityId: employee.id,
    details: { entryId: entry.id, date: entry.date, type: entry.type, hours: entry.hours },
  });
  await recomputeWarnings(tx, companyId, employee.id, danishToday());
}
