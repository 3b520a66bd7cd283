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
import { LIST_COLUMNS, notDeleted, planOf, toListItem } from './employee-record';

const danish = new Intl.Collator('da', { sensitivity: 'base' });

/**
 * GET /api/employees: the visible employees (docs/rules/employees.md#ruling-4), sorted by name with Danish collation (PGlite has
 * only the C collation, DESIGN.md rule 6), and the numbers behind 'Opret medarbejder' and the upgrade prompt.
 */
export async function listEmployees(deps: { db: Reader }, ctx: AdminContext): Promise<EmployeeListResponse> {
  const { db } = deps;
  const plan = planOf(ctx);
  // Who the owner is comes with the rows, as a flag (decision 054): one statement instead of two, which on the
  // embedded database is one transaction less per request.
  const rows = await db
    .select({
      ...LIST_COLUMNS,
      isOwner: sql<boolean>`coalesce(${employees.userId} = (select c.owner_user_id from companies c where c.id = ${ctx.companyId}), false)`,
    })
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), notDeleted()))
    .orderBy(asc(employees.createdAt), asc(employees.id));
  const ownerUserId = rows.find((row) => row.isOwner)?.userId ?? null;
  const isOwner = (row: (typeof rows)[number]) => row.isOwner;
  const others = rows.filter((row) => !isOwner(row)).length;
  const items = visibleEmployees(plan, rows, isOwner).map((row) => toListItem(row, ownerUserId));
  items.sort(
    (a, b) =>
      danish.compare(a.firstName, b.firstName) ||
      danish.compare(a.lastName, b.lastName) ||
      a.id.localeCompare(b.id),
  );
  const limit = employeeLimit(plan);
  return {
    employees: items,
    limits: {
      plan,
      limit: Number.isFinite(limit) ? limit : null,
      countExcludingOwner: others,
      canCreate: canCreateEmployee(plan, others),
      overLimit: isOverEmployeeLimit(plan, others),
    },
  };
}
