import type { Plan } from '@kollega/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { Reader } from '../../services/context';
import { employeesHiddenByPlan, planOfContext } from './plan-visibility';

/** Who is choosing: their company, and its plan (docs/rules/employees.md#ruling-4). */
type Chooser = { companyId: string; subscription?: { plan: Plan } | null };

export interface ChosenEmployee {
  id: string;
  name: string;
  employmentStatus: string;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The employees a record links when an admin chooses them: an agreement's Vedrørende and Deltagere, an item's
 * Tildelt, a checklist's Vedrørende and a task's assignee. All of the caller's company, not deleted and not
 * hidden by the plan (docs/rules/employees.md#ruling-4); any other id, another company's included, is a 404 and nothing is linked
 * (issue 10). `alreadyLinked` are the ids the record links now: after a downgrade they may stay on it even if the
 * plan now hides them, as an inactive employee may. Whether an inactive employee may be chosen is the caller's
 * rule.
 */
export async function loadChosenEmployees(
  db: Reader,
  ctx: Chooser,
  ids: readonly string[],
  alreadyLinked: readonly (string | null)[] = [],
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
      startDate: employees.startDate,
      endDate: employees.endDate,
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
      {
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        employmentStatus: row.employmentStatus,
        startDate: row.startDate,
        endDate: row.endDate,
      },
    ]),
  );
}

/** One chosen employee (see `loadChosenEmployees`), or 404. */
export async function loadChosenEmployee(
  db: Reader,
  ctx: Chooser,
  id: string,
  alreadyLinked: string | null = null,
): Promise<ChosenEmployee> {
  const employee = (await loadChosenEmployees(db, ctx, [id], [alreadyLinked])).get(id);
  if (!employee) throw notFound();
  return employee;
}
