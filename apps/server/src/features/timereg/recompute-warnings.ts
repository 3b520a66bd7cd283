import { restPeriodWarnings, type TimeLogWarning, weeklyAverageWarnings } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { timeEntries, timeLogWarnings } from '../../db/schema/index';
import { toTimeEntry } from './timereg-record';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const keyOf = (warning: Pick<TimeLogWarning, 'type' | 'fromDate' | 'toDate'>) =>
  `${warning.type}|${warning.fromDate}|${warning.toDate}`;

/**
 * decisions.md 10 and 11: the employee's warnings, recomputed from all their registrations in the same
 * transaction as every change, idempotently: one row per type and period; a warning that still holds keeps its
 * `read` and `comment`, one that no longer holds goes, a new one is added unread.
 */
export async function recomputeWarnings(tx: Tx, companyId: string, employeeId: string, today: string) {
  const rows = await tx
    .select({
      id: timeEntries.id,
      date: timeEntries.date,
      type: timeEntries.type,
      hours: timeEntries.hours,
      startTime: timeEntries.startTime,
      endTime: timeEntries.endTime,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.employeeId, employeeId)));
  const entries = rows.map(toTimeEntry);
  const computed = [...restPeriodWarnings(entries), ...weeklyAverageWarnings(entries, { today })];
  const wanted = new Map(computed.map((warning) => [keyOf(warning), warning]));

  const existing = await tx
    .select()
    .from(timeLogWarnings)
    .where(and(eq(timeLogWarnings.companyId, companyId), eq(timeLogWarnings.employeeId, employeeId)));
  const stale = existing.filter((warning) => !wanted.has(keyOf(warning as TimeLogWarning)));
  if (stale.length > 0) {
    await tx.delete(timeLogWarnings).where(
      and(
        eq(timeLogWarnings.companyId, companyId),
        inArray(
          timeLogWarnings.id,
          stale.map((warning) => warning.id),
        ),
      ),
    );
  }
  const byKey = new Map(existing.map((warning) => [keyOf(warning as TimeLogWarning), warning]));
  for (const warning of computed) {
    const found = byKey.get(keyOf(warning));
    if (!found) {
      await tx.insert(timeLogWarnings).values({ companyId, employeeId, ...warning });
    } else if (Number(found.value) !== warning.value) {
      await tx
        .update(timeLogWarnings)
        .set({ value: warning.value, updatedAt: new Date() })
        .where(and(eq(timeLogWarnings.companyId, companyId), eq(timeLogWarnings.id, found.id)));
    }
  }
}
