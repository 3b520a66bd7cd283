import { employeeLimit, type Plan } from '@kollega/domain';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { companies, employees } from '../../db/schema/index';
import type { Reader } from '../../services/context';

/**
 * docs/rules/employees.md#ruling-4 in one place for every feature: which employee records a company's plan hides. Records past the
 * plan's limit (by creation order, the owner not counted, deleted ones not counted) are hidden: their pages and
 * routes answer 404, and no other feature may link them (an agreement's Vedrørende, an item's Tildelt…).
 */

/** The plan the company's limits follow; a company without a subscription record counts as freemium. */
export function planOfContext(ctx: { subscription?: { plan: Plan } | null }): Plan {
  return ctx.subscription?.plan ?? 'freemium';
}

export async function ownerUserIdOf(db: Reader, companyId: string): Promise<string | null> {
  const [company] = await db
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.ownerUserId ?? null;
}

/** Everyone but the owner: the people the plan limit counts. */
export const notOwner = (ownerUserId: string | null) =>
  ownerUserId ? or(isNull(employees.userId), ne(employees.userId, ownerUserId)) : undefined;

/**
 * Of `employeeIds` (all of `companyId`), the ones the plan hides. One query whatever the number of ids: the
 * company's counted employees ranked by creation order, those ranked past the limit picked out.
 */
export async function employeesHiddenByPlan(
  db: Reader,
  companyId: string,
  plan: Plan,
  employeeIds: readonly string[],
  known: { ownerUserId?: string | null } = {},
): Promise<Set<string>> {
  const limit = employeeLimit(plan);
  if (!Number.isFinite(limit) || employeeIds.length === 0) return new Set();
  const ownerUserId =
    known.ownerUserId === undefined ? await ownerUserIdOf(db, companyId) : known.ownerUserId;
  // Ordered in the database: created_at has microseconds, a JavaScript Date only milliseconds.
  const ranked = db
    .select({
      id: employees.id,
      position: sql<number>`row_number() over (order by ${employees.createdAt}, ${employees.id})`.as(
        'position',
      ),
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), notOwner(ownerUserId), isNull(employees.deletedAt)))
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(and(inArray(ranked.id, [...employeeIds]), gt(ranked.position, limit)));
  return new Set(rows.map((row) => row.id));
}
