import {
  canCreateEmployee,
  type EmployeeListResponse,
  employeeLimit,
  isOverEmployeeLimit,
  visibleEmployees,
} from '@kollega/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { type EmployeeListRow, LIST_COLUMNS, notDeleted, planOf, toListItem } from './employee-record';

const danish = new Intl.Collator('da', { sensitivity: 'base' });

/**
 * Each distinct value's place in Danish order (values the collator finds equal share one): the list sorts on
 * these numbers, so the collator compares the few distinct names instead of every pair of rows (a thousand
 * employees share far fewer first and last names).
 */
function danishRanks(values: Iterable<string>): Map<string, number> {
  const distinct = [...new Set(values)].sort(danish.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  for (const [index, value] of distinct.entries()) {
    if (index > 0 && danish.compare(distinct[index - 1] as string, value) !== 0) rank += 1;
    ranks.set(value, rank);
  }
  return ranks;
}

/**
 * GET /api/employees: the visible employees (docs/rules/employees.md#ruling-4), sorted by name with Danish collation (PGlite has
 * only the C collation, DESIGN.md rule 6), and the numbers behind 'Opret medarbejder' and the upgrade prompt.
 */
export async function listEmployees(deps: { db: Reader }, ctx: AdminContext): Promise<EmployeeListResponse> {
  const { db } = deps;
  const plan = planOf(ctx);
  const inCompany = and(eq(employees.companyId, ctx.companyId), notDeleted());
  const inCreationOrder = [asc(employees.createdAt), asc(employees.id)];
  // Who the owner is: the session knows when the caller is the owner (the usual case), and the rows are read as
  // they are; otherwise the owner comes with the rows as a flag (decision 054), one statement either way.
  const rows: (EmployeeListRow & { isOwner?: boolean })[] = ctx.isOwner
    ? await db
        .select(LIST_COLUMNS)
        .from(employees)
        .where(inCompany)
        .orderBy(...inCreationOrder)
    : await db
        .select({
          ...LIST_COLUMNS,
          isOwner: sql<boolean>`coalesce(${employees.userId} = (select c.owner_user_id from companies c where c.id = ${ctx.companyId}), false)`,
        })
        .from(employees)
        .where(inCompany)
        .orderBy(...inCreationOrder);
  const ownerUserId = ctx.isOwner ? ctx.userId : (rows.find((row) => row.isOwner)?.userId ?? null);
  const isOwner = (row: EmployeeListRow) => row.userId !== null && row.userId === ownerUserId;
  const others = rows.filter((row) => !isOwner(row)).length;
  const items = visibleEmployees(plan, rows, isOwner).map((row) => toListItem(row, ownerUserId));
  const firstNames = danishRanks(items.map((item) => item.firstName));
  const lastNames = danishRanks(items.map((item) => item.lastName));
  // Each row's ranks looked up once, not in every comparison; equal names fall back to the id, compared by code
  // unit: ids are lower-case UUIDs of one layout, for which that is the order `localeCompare` gave, without ICU.
  const keyed = items.map((item) => ({
    item,
    first: firstNames.get(item.firstName) as number,
    last: lastNames.get(item.lastName) as number,
  }));
  keyed.sort(
    (a, b) =>
      a.first - b.first || a.last - b.last || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
  );
  const sorted = keyed.map((entry) => entry.item);
  const limit = employeeLimit(plan);
  return {
    employees: sorted,
    limits: {
      plan,
      limit: Number.isFinite(limit) ? limit : null,
      countExcludingOwner: others,
      canCreate: canCreateEmployee(plan, others),
      overLimit: isOverEmployeeLimit(plan, others),
    },
  };
}
