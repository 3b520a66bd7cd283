import {
  addDays,
  type ChildSickDay,
  childSickRefusal,
  childSickRefusalText,
  MAX_ABSENCE_DAYS,
  type TimeLogSettingSources,
} from '@kollega/domain';
import { and, between, eq } from 'drizzle-orm';
import { timeEntries } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { Tx } from '../../../services/context';
import { lockEmployeeRow } from '../timereg-record';

/** A registration as the check sees it: its type, day and (Barns sygedag) which day of the sickness. */
type ChangedEntry = { id: string; date: string; type: string; absenceKind: string | null };

/**
 * Refuses (409) a change that leaves a Barns 2. sygedag without the 1. sygedag on the working day before it
 * (decision 044): a 2. dag saved without one (CHILD_SICK_SECOND_DAY), or a 1. dag deleted, moved or changed
 * while a 2. dag follows it (CHILD_SICK_FIRST_DAY_IN_USE). `removed` are the registrations deleted or replaced,
 * `added` the ones about to be saved (a replaced one keeps its id). Only a change that touches Barns sygedag
 * reads anything; the employee's row is locked first, so a 1. dag cannot be deleted while its 2. dag is saved.
 */
export async function assertChildSickDays(
  tx: Tx,
  employee: { id: string; companyId: string },
  change: { removed: readonly ChangedEntry[]; added: readonly ChangedEntry[] },
  calendar: { settings: TimeLogSettingSources; daysOff: ReadonlySet<string> },
): Promise<void> {
  const touched = [...change.removed, ...change.added].filter((entry) => entry.type === 'childSick');
  if (touched.length === 0) return;
  await lockEmployeeRow(tx, employee);
  // The working day before or after a changed day lies within MAX_ABSENCE_DAYS (the search's own bound), so
  // the employee's Barns sygedag registrations that far around the change are all the rule can look at.
  const dates = touched.map((entry) => entry.date).sort();
  const rows = await tx
    .select({ id: timeEntries.id, date: timeEntries.date, kind: timeEntries.absenceKind })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, employee.companyId),
        eq(timeEntries.employeeId, employee.id),
        eq(timeEntries.type, 'childSick'),
        between(
          timeEntries.date,
          addDays(dates[0] as string, -MAX_ABSENCE_DAYS),
          addDays(dates.at(-1) as string, MAX_ABSENCE_DAYS),
        ),
      ),
    );
  const before: ChildSickDay[] = rows;
  const removed = new Set(change.removed.map((entry) => entry.id));
  const after: ChildSickDay[] = [
    ...before.filter((day) => !removed.has(day.id)),
    ...change.added
      .filter((entry) => entry.type === 'childSick')
      .map((entry) => ({ id: entry.id, date: entry.date, kind: entry.absenceKind })),
  ];
  const refusal = childSickRefusal({ before, after, ...calendar });
  if (!refusal) return;
  throw new AppError(
    refusal.reason === 'firstInUse' ? 'CHILD_SICK_FIRST_DAY_IN_USE' : 'CHILD_SICK_SECOND_DAY',
    childSickRefusalText(refusal),
  );
}
