import type { EmployeeTimeLog } from '@kollega/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { approvedWeeks, employees, timeEntries, timeEntryChanges } from '../../db/schema/index';
import { independentReads } from '../../services/context';
import { toChangeDto, toEntryDto } from './timereg-record';

/**
 * The registrations of several employees of a company over a date range (docs/rules/timereg.md#ruling-8: one query per table
 * for the whole range, not per day), with their change logs and approved weeks. Employees of another company
 * are simply not in the answer; deleted ones are, read only, for the five-year retention (docs/rules/timereg.md#ruling-14).
 */
export async function loadTimeLogs(
  db: Db,
  companyId: string,
  range: { from: string; to: string },
  employeeIds: readonly string[] | null,
): Promise<EmployeeTimeLog[]> {
  const people = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        employeeIds
          ? inArray(
              employees.id,
              employeeIds.length > 0 ? [...employeeIds] : ['00000000-0000-0000-0000-000000000000'],
            )
          : undefined,
      ),
    );
  const ids = people.map((person) => person.id);
  if (ids.length === 0) return [];
  const [entries, changes, weeks] = await independentReads(db, [
    () =>
      db
        .select()
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.companyId, companyId),
            inArray(timeEntries.employeeId, ids),
            gte(timeEntries.date, range.from),
            lte(timeEntries.date, range.to),
          ),
        )
        .orderBy(asc(timeEntries.date), asc(timeEntries.startTime), asc(timeEntries.createdAt)),
    () =>
      db
        .select()
        .from(timeEntryChanges)
        .where(
          and(
            eq(timeEntryChanges.companyId, companyId),
            inArray(timeEntryChanges.employeeId, ids),
            gte(timeEntryChanges.date, range.from),
            lte(timeEntryChanges.date, range.to),
          ),
        )
        .orderBy(asc(timeEntryChanges.at), asc(timeEntryChanges.id)),
    () =>
      db
        .select({ employeeId: approvedWeeks.employeeId, weekKey: approvedWeeks.weekKey })
        .from(approvedWeeks)
        .where(and(eq(approvedWeeks.companyId, companyId), inArray(approvedWeeks.employeeId, ids))),
  ]);
  const entriesOf = groupBy(entries, (entry) => entry.employeeId);
  const changesOf = groupBy(changes, (change) => change.employeeId);
  const weeksOf = groupBy(weeks, (week) => week.employeeId);
  return ids.map((employeeId) => ({
    employeeId,
    entries: (entriesOf.get(employeeId) ?? []).map(toEntryDto),
    changes: (changesOf.get(employeeId) ?? []).map(toChangeDto),
    approvedWeeks: (weeksOf.get(employeeId) ?? []).map((week) => week.weekKey),
  }));
}

/** Rows by a key, keeping their order (one pass, rather than filtering every list once per employee). */
function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
