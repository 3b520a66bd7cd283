import {
  danishToday,
  type NewTimeEntryParsed,
  settingInForce,
  TIMEREG_MESSAGES,
  type TimeEntryDto,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { timeEntries, timeEntryChanges } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { assertAbsenceAllowed } from '../absences/absence-quotas';
import { assertChildSickDays } from '../absences/child-sick-days';
import { nowOf, type TimeregDeps } from '../deps';
import { recomputeWarnings } from '../recompute-warnings';
import { assertTimeBank, isBanked, loadTimeBankSettings } from '../time-bank/time-bank-record';
import { loadTimeregEmployee, toEntryDto } from '../timereg-record';
import { dayRules, hoursOf, loadEntry, ownEmployeeIdFor } from './day-rules';
import { type EntryActor, loadEntryActor } from './entry-actor';
import { assertEntriesPossible } from './entry-checks';

export interface UpdateEntryInput {
  entryId: string;
  entry: NewTimeEntryParsed;
  /** 'employee': only the caller's own registrations (the employee app). */
  by: EntryActor['kind'];
}

/**
 * PUT /api/timereg/entries/:entryId and PUT /api/me/timereg/entries/:entryId: changes one registration (it may
 * move to another open day); the old and the new week must be open, and the result possible
 * (`assertEntriesPossible`).
 */
export async function updateEntry(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: UpdateEntryInput,
): Promise<TimeEntryDto> {
  const { entry } = input;
  const now = nowOf(deps);
  return withTransaction(deps.db, async (tx) => {
    const ownEmployeeId = await ownEmployeeIdFor(tx, ctx, input.by);
    const actor = await loadEntryActor(tx, ctx, input.by);
    const before = await loadEntry(tx, ctx.companyId, input.entryId, ownEmployeeId);
    const employee = await loadTimeregEmployee(tx, ctx.companyId, before.employeeId);
    const { sources, calendar, assertOpen } = await dayRules(tx, employee);
    if (entry.toDate !== undefined && entry.toDate !== entry.date) {
      throw new AppError('VALIDATION_ERROR', TIMEREG_MESSAGES.multiDayOnlyAbsence, {
        details: [{ path: 'body.toDate', message: TIMEREG_MESSAGES.moveOneDayOnly }],
      });
    }
    assertOpen(before.date);
    assertOpen(entry.date);
    const timed = entry.startTime !== undefined && entry.endTime !== undefined;
    // A clocked break (decision 030) stays with the registration while it keeps its times.
    const clockedBreakMinutes = timed ? before.clockedBreakMinutes : 0;
    const hours = hoursOf(entry, settingInForce(sources, entry.date), clockedBreakMinutes);
    await assertAbsenceAllowed(tx, employee, entry.type, [{ date: entry.date, hours }], {
      sources,
      excludeEntryId: before.id,
      previousType: before.type,
    });
    await assertEntriesPossible(
      tx,
      employee,
      [
        {
          id: before.id,
          date: entry.date,
          type: entry.type,
          hours,
          startTime: timed ? (entry.startTime ?? null) : null,
          endTime: timed ? (entry.endTime ?? null) : null,
        },
      ],
      { confirmMixedDay: entry.confirmMixedDay, today: danishToday(now), now },
    );
    await assertChildSickDays(
      tx,
      employee,
      {
        removed: [before],
        added: [
          { id: before.id, date: entry.date, type: entry.type, absenceKind: entry.absenceKind ?? null },
        ],
      },
      { settings: sources, daysOff: calendar.daysOff },
    );
    const bank = await loadTimeBankSettings(tx, ctx.companyId);
    // The form sends the checkbox as the registration has it; with the company's rule on, overtime is banked.
    const toTimeBank = isBanked(entry.type, entry.toTimeBank, bank);
    await assertTimeBank(
      tx,
      employee,
      {
        removed: [{ ...before, hours: Number(before.hours) }],
        added: [{ date: entry.date, type: entry.type, hours, toTimeBank }],
      },
      bank,
    );
    const [after] = await tx
      .update(timeEntries)
      .set({
        date: entry.date,
        type: entry.type,
        hours,
        startTime: timed ? (entry.startTime ?? null) : null,
        endTime: timed ? (entry.endTime ?? null) : null,
        breakWasIncluded: timed ? entry.breakWasIncluded : false,
        clockedBreakMinutes,
        note: entry.note,
        toTimeBank,
        absenceKind: entry.absenceKind ?? null,
        withPay: entry.withPay ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(timeEntries.companyId, ctx.companyId), eq(timeEntries.id, before.id)))
      .returning();
    if (!after) throw notFound();
    await tx.insert(timeEntryChanges).values({
      companyId: ctx.companyId,
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
    await recomputeWarnings(tx, ctx.companyId, employee.id, danishToday(now));
    return toEntryDto(after);
  });
}
