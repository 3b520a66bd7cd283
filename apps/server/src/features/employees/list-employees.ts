import {
  canCreateEmployee,
  type EmployeeListResponse,
  employeeLimit,
  isOverEmployeeLimit,
  visibleEmployees,
} from '@kollega/domain';
import { and, asc, eq } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { LIST_COLUMNS, notDeleted, planOf, toListItem } from './employee-record';
import { ownerUserIdOf } from './plan-visibility';

const danish = new Intl.Collator('da', { sensitivity: 'base' });

/**
 * GET /api/employees: the visible employees (docs/rules/employees.md#ruling-4), sorted by name with Danish collation (PGlite has
 * only the C collation, DESIGN.md rule 6), and the numbers behind 'Opret medarbejder' and the upgrade prompt.
 */
export async function listEmployees(deps: { db: Reader }, ctx: AdminContext): Promise<EmployeeListResponse> {
  const { db } = deps;
  const plan = planOf(ctx);
  const [ownerUserId, rows] = await Promise.all([
    ownerUserIdOf(db, ctx.companyId),
    db
      .select(LIST_COLUMNS)
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), notDeleted()))
      .orderBy(asc(employees.createdAt), asc(employees.id)),
  ]);
  const isOwner = (row: (typeof rows)[number]) => row.userId !== null && row.userId === ownerUserId;
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
