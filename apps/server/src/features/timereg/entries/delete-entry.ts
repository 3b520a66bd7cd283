import { danishToday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { timeEntries, timeEntryChanges } from '../../../db/schema/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import { assertChildSickDays } from '../absences/child-sick-days';
import type { TimeregDeps } from '../deps';
import { recomputeWarnings } from '../recompute-warnings';
import { assertTimeBank, loadTimeBankSettings } from '../time-bank/time-bank-record';
import { loadTimeregEmployee } from '../timereg-record';
import { dayRules, loadEntry, ownEmployeeIdFor } from './day-rules';
import { type EntryActor, loadEntryActor } from './entry-actor';

/**
 * DELETE /api/timereg/entries/:entryId and DELETE /api/me/timereg/entries/:entryId: deletes one registration in
 * an open week; the change log keeps what it was.
 */
export async function deleteEntry(
  deps: TimeregDeps,
  ctx: MemberContext,
  input: { entryId: string; by: EntryActor['kind'] },
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const ownEmployeeId = await ownEmployeeIdFor(tx, ctx, input.by);
    const actor = await loadEntryActor(tx, ctx, input.by);
    const entry = await loadEntry(tx, ctx.companyId, input.entryId, ownEmployeeId);
    const employee = await loadTimeregEmployee(tx, ctx.companyId, entry.employeeId);
    const { sources, calendar, assertOpen } = await dayRules(tx, employee);
    assertOpen(entry.date);
    // A 1. sygedag that a 2. sygedag follows stays until the 2. dag is gone (decision 044).
    await assertChildSickDays(
      tx,
      employee,
      { removed: [entry], added: [] },
      { settings: sources, daysOff: calendar.daysOff },
    );
    // Deleting banked overtime takes its hours out of the bank: refused if they are already spent.
    await assertTimeBank(
      tx,
      employee,
      { removed: [{ ...entry, hours: Number(entry.hours) }], added: [] },
      await loadTimeBankSettings(tx, ctx.companyId),
    );
    await tx
      .delete(timeEntries)
      .where(and(eq(timeEntries.companyId, ctx.companyId), eq(timeEntries.id, entry.id)));
    await tx.insert(timeEntryChanges).values({
      companyId: ctx.companyId,
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
    await recomputeWarnings(tx, ctx.companyId, employee.id, danishToday());
  });
}
