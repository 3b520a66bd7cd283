import { and, eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { type EmployeeRow, employeeOfCompany, isEmployeeId, notDeleted, planOf } from './employee-record';
import { employeesHiddenByPlan, notOwner, ownerUserIdOf } from './plan-visibility';

/** How many employees besides the owner the company has, hidden ones included. */
export async function countExcludingOwner(db: Reader, companyId: string, ownerUserId: string | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), notOwner(ownerUserId), notDeleted()));
  return row?.count ?? 0;
}

/**
 * The employee an admin asks for, if it is in their company and visible on their plan; otherwise 404. With
 * `forUpdate` the row is locked for the rest of the transaction.
 */
export async function loadVisibleEmployee(
  db: Reader,
  ctx: AdminContext,
  employeeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ row: EmployeeRow; ownerUserId: string | null }> {
  if (!isEmployeeId(employeeId)) throw notFound();
  const query = db.select().from(employees).where(employeeOfCompany(ctx, employeeId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  const ownerUserId = await ownerUserIdOf(db, ctx.companyId);
  const hidden = await employeesHiddenByPlan(db, ctx.companyId, planOf(ctx), [row.id], { ownerUserId });
  if (hidden.has(row.id)) throw notFound();
  return { row, ownerUserId };
}
