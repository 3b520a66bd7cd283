import { restPeriodWarnings, type TimeLogWarning, weeklyAverageWarnings } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { employees, timeEntries, timeLogWarnings } from '../../db/schema/index';
import type { Writer } from '../../services/context';
import { loadCompanyCalendar, loadSettingSources, toTimeEntry } from './timereg-record';

const keyOf = (warning: Pick<TimeLogWarning, 'type' | 'fromDate' | 'toDate'>) =>
  `${warning.type}|${warning.fromDate}|${warning.toDate}`;

/**
 * docs/rules/timereg.md#ruling-10 and docs/rules/timereg.md#ruling-11 (the 48-hour average as docs/rules/timereg.md#ruling-28 amends it): the employee's warnings, recomputed from all their registrations in the same
 * transaction as every change, idempotently: one row per type and period; a warning that still holds keeps its
 * `read` and `comment`, one that no longer holds goes, a new one is added unread.
 */
export async function recomputeWarnings(tx: Writer, companyId: string, employeeId: string, today: string) {
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
  // docs/rules/timereg.md#ruling-28: the 48-hour average leaves full-day absences out, over the days with norm time under the
  // employee's norm week, so it needs their settings and the company's days off.
  const [employee] = await tx
    .select({ id: employees.id, individualTimeLogSettings: employees.individualTimeLogSettings })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  // One after the other: a transaction is one connection, and node-postgres runs one query at a time on it
  // (queries sent side by side on one client are deprecated, an error from pg 9).
  const settings = await loadSettingSources(tx, companyId, employee ?? null);
  const calendar = await loadCompanyCalendar(tx, companyId);
  // Every window is computed from all the registrations (issue 23 item 5): the warnings are a pure function of
  // the entries and today, whichever entry changed, a superset of the windows the change can touch.
  const computed = [
    ...restPeriodWarnings(entries),
    ...weeklyAverageWarnings(entries, { today, norm: { settings, companyDaysOff: calendar.daysOff } }),
  ];
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

/**
 * Every employee's warnings of the company who has registrations, after a change of the company's norm week or days
 * off: docs/rules/timereg.md#ruling-28 counts the 48-hour average over the days with norm time, so those change the stored warnings too.
 */
export async function recomputeCompanyWarnings(tx: Writer, companyId: string, today: string) {
  const rows = await tx
    .selectDistinct({ employeeId: timeEntries.employeeId })
    .from(timeEntries)
    .where(eq(timeEntries.companyId, companyId));
  for (const { employeeId } of rows) await recomputeWarnings(tx, companyId, employeeId, today);
}
