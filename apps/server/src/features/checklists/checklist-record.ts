import { CHECKLIST_MESSAGES, type ChecklistKind } from '@kollega/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '../../db/audit';
import {
  checklistGroups,
  checklistSubTasks,
  checklists,
  checklistTasks,
  employees,
} from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { AppError, notFound } from '../../errors/app-error';
import { loadInCompany, type Reader, type Tx } from '../../services/context';

export type ChecklistRow = typeof checklists.$inferSelect;
export type GroupRow = typeof checklistGroups.$inferSelect;
export type TaskRow = typeof checklistTasks.$inferSelect;
export type SubTaskRow = typeof checklistSubTasks.$inferSelect;

/** Fractional-index keys compare byte-wise: PostgreSQL's default collation would order 'a' and 'Z' wrongly. */
export const byPosition = (column: PgColumn): SQL => sql`${column} collate "C"`;

export function checklistAudit(
  checklistId: string,
  action: string,
  details: Record<string, unknown> = {},
): AuditEntry {
  return { action: `checklist.${action}`, entityType: 'checklist', entityId: checklistId, details };
}

/**
 * The start of every write to a checklist: sets its updatedAt, which also locks its row until the transaction
 * ends, so two admins' changes to one checklist run one after the other and neither is lost; 404 when the
 * checklist is not the caller's company's.
 */
export async function touchChecklist(
  tx: Tx,
  ctx: { companyId: string },
  checklistId: string,
): Promise<ChecklistRow> {
  if (!isUuid(checklistId)) throw notFound();
  const [row] = await tx
    .update(checklists)
    .set({ updatedAt: new Date() })
    .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.id, checklistId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function loadGroup(tx: Tx, ctx: { companyId: string }, checklistId: string, groupId: string) {
  return loadInCompany(tx, checklistGroups, ctx, groupId, {
    where: eq(checklistGroups.checklistId, checklistId),
  });
}

export async function loadTask(tx: Tx, ctx: { companyId: string }, checklistId: string, taskId: string) {
  return loadInCompany(tx, checklistTasks, ctx, taskId, {
    where: eq(checklistTasks.checklistId, checklistId),
  });
}

export async function loadSubTask(
  tx: Tx,
  ctx: { companyId: string },
  checklistId: string,
  subTaskId: string,
) {
  return loadInCompany(tx, checklistSubTasks, ctx, subTaskId, {
    where: eq(checklistSubTasks.checklistId, checklistId),
  });
}

export interface ChecklistEmployee {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
}

/**
 * An employee of the caller's company, not deleted, or 404: the checklist's Vedrørende as it is, for its base date.
 * Choosing one (Vedrørende, a task's assignee) goes through `loadChosenEmployee`, which also refuses hidden ones.
 */
export async function loadEmployee(
  db: Reader,
  ctx: { companyId: string },
  employeeId: string,
): Promise<ChecklistEmployee> {
  if (!isUuid(employeeId)) throw notFound();
  const [row] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      startDate: employees.startDate,
      endDate: employees.endDate,
    })
    .from(employees)
    .where(
      and(eq(employees.companyId, ctx.companyId), eq(employees.id, employeeId), isNull(employees.deletedAt)),
    );
  if (!row) throw notFound();
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/**
 * docs/rules/checklists.md#ruling-24: the date offsets count from the employee's start date (onboarding) or end date
 * (offboarding). A template, a checklist about nobody, or an employee without that date gives null: the tasks'
 * dates stay empty until one is set (the checklist's own date is when it was planned, not a base for offsets).
 */
export async function baseDateOf(
  tx: Tx,
  ctx: { companyId: string },
  row: ChecklistRow,
): Promise<string | null> {
  if (row.isTemplate || !row.regardingId) return null;
  // Only a missing (deleted) employee means "no base date". Any other failure, a database error above all,
  // must reach the caller: swallowing it inside the transaction would hide why the transaction is aborted.
  const employee = await loadEmployee(tx, ctx, row.regardingId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  return employee ? employeeBaseDate(employee, row.kind as ChecklistKind) : null;
}

export function employeeBaseDate(employee: ChecklistEmployee, kind: ChecklistKind): string | null {
  return kind === 'onboarding' ? employee.startDate : employee.endDate;
}

export function tooLarge(): AppError {
  return new AppError('CHECKLIST_TOO_LARGE', CHECKLIST_MESSAGES.tooLarge);
}

export async function countRows(tx: Tx, column: PgColumn, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(column.table).where(where);
  return row?.count ?? 0;
}
