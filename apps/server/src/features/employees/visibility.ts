import { employeeLimit, type Plan } from '@kollega/domain';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type EmployeeRow, employeeOfCompany, isEmployeeId, notDeleted, planOf } from './employee-record';

type Reader = Pick<Db, 'select'>;

export async function ownerUserIdOf(db: Reader, companyId: string): Promise<string | null> {
  const [company] = await db
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.ownerUserId ?? null;
}

/** Everyone but the owner: the people the plan limit counts (decisions.md 4). */
export const notOwner = (ownerUserId: string | null) =>
  ownerUserId ? or(isNull(employees.userId), ne(employees.userId, ownerUserId)) : undefined;

/** How many employees besides the owner the company has, hidden ones included. */
export async function countExcludingOwner(db: Reader, companyId: string, ownerUserId: string | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), notOwner(ownerUserId), notDeleted()));
  return row?.count ?? 0;
}

/**
 * decisions.md 4: a record past the plan's limit (by creation order, the owner not counted) is hidden: its
 * detail page and every route on it answer 404, exactly like another company's.
 */
async function isHiddenByPlan(db: Reader, plan: Plan, row: EmployeeRow, ownerUserId: string | null) {
  const limit = employeeLimit(plan);
  if (!Number.isFinite(limit) || (row.userId !== null && row.userId === ownerUserId)) return false;
  // Compared in the database: created_at has microseconds, a JavaScript Date only milliseconds.
  const [before] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, row.companyId),
        notDeleted(),
        notOwner(ownerUserId),
        sql`(${employees.createdAt}, ${employees.id}) < (select e.created_at, e.id from employees e where e.id = ${row.id})`,
      ),
    );
  return (before?.count ?? 0) >= limit;
}

/**
 * The employee an admin asks for, if it is in their company and visible on their plan; otherwise 404. With
 * `forUpdate` the row is locked for the rest of the transaction.
 */
export async function loadVisibleEmployee(
  db: Pick<Db, 'select'>,
  ctx: AdminContext,
  employeeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ row: EmployeeRow; ownerUserId: string | null }> {
  if (!isEmployeeId(employeeId)) throw notFound();
  const query = db.select().from(employees).where(employeeOfCompany(ctx, employeeId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  const ownerUserId = await ownerUserIdOf(db, ctx.companyId);
  if (await isHiddenByPlan(db, planOf(ctx), row, ownerUserId)) throw notFound();
  return { row, ownerUserId };
}
