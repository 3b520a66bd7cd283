import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employeesHiddenByPlan, planOfContext } from '../../db/employee-visibility';
import { employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';

export interface ChosenEmployee {
  id: string;
  name: string;
  employmentStatus: string;
}

/**
 * The employees an agreement names (Vedrørende and Deltagere), all of the caller's company, not deleted and not
 * hidden by the plan (decisions.md 4). Any other id, another company's included, is a 404 and nothing is linked
 * (issue 10). `alreadyLinked` are the ids the agreement names now: after a downgrade they may stay on it even
 * if the plan now hides them, as an inactive Vedrørende may.
 */
export async function loadChosenEmployees(
  db: Pick<Db, 'select'>,
  ctx: AdminContext,
  ids: string[],
  alreadyLinked: readonly string[] = [],
): Promise<Map<string, ChosenEmployee>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  if (!unique.every(isUuid)) throw notFound();
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentStatus: employees.employmentStatus,
    })
    .from(employees)
    .where(
      and(eq(employees.companyId, ctx.companyId), inArray(employees.id, unique), isNull(employees.deletedAt)),
    );
  if (rows.length !== unique.length) throw notFound();
  const newlyChosen = unique.filter((id) => !alreadyLinked.includes(id));
  const hidden = await employeesHiddenByPlan(db, ctx.companyId, planOfContext(ctx), newlyChosen);
  if (hidden.size > 0) throw notFound();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), employmentStatus: row.employmentStatus },
    ]),
  );
}
