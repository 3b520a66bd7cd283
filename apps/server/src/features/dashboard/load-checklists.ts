import type { DashboardChecklists } from '@kollega/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { checklists, checklistTasks } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import type { DashboardPeople } from './dashboard-people';

/** hr-core §9: 5 tasks; the running checklists are as many. */
export const DASHBOARD_CHECKLISTS = 5;

/**
 * 'Igangværende onboarding/offboarding': checklists (not templates) that are not completed (hr-core §4: at least
 * one task, all checked), the one whose next task is due soonest first, with 'N af M opgaver' and that task.
 * Two statements: the checklists with their counts, then the next task of the 5 shown.
 */
export async function loadDashboardChecklists(
  db: Reader,
  ctx: AdminContext,
  people: Pick<DashboardPeople, 'visible'>,
): Promise<DashboardChecklists> {
  // Vedrørende from the employees already read (only the visible ones may be named), not from a join.
  const names = new Map(people.visible.map((person) => [person.id, person.name]));
  const taskCount = sql<number>`count(${checklistTasks.id})::int`;
  const checkedCount = sql<number>`(count(${checklistTasks.id}) filter (where ${checklistTasks.checked}))::int`;
  const nextDue = sql<
    string | null
  >`min(${checklistTasks.dueDate}) filter (where not ${checklistTasks.checked})`;
  const rows = await db
    .select({
      id: checklists.id,
      title: checklists.title,
      kind: checklists.kind,
      regardingId: checklists.regardingId,
      taskCount,
      checkedCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(checklists)
    .leftJoin(
      checklistTasks,
      and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.checklistId, checklists.id)),
    )
    .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.isTemplate, false)))
    .groupBy(checklists.id)
    .having(sql`count(${checklistTasks.id}) = 0 or bool_or(not ${checklistTasks.checked})`)
    .orderBy(sql`${nextDue} asc nulls last`, sql`${checklists.date} asc nulls last`, checklists.id)
    .limit(DASHBOARD_CHECKLISTS);
  const ids = rows.map((row) => row.id);
  const nextTasks =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([checklistTasks.checklistId], {
            checklistId: checklistTasks.checklistId,
            id: checklistTasks.id,
            title: checklistTasks.title,
            dueDate: checklistTasks.dueDate,
          })
          .from(checklistTasks)
          .where(
            and(
              eq(checklistTasks.companyId, ctx.companyId),
              inArray(checklistTasks.checklistId, ids),
              eq(checklistTasks.checked, false),
            ),
          )
          .orderBy(
            checklistTasks.checklistId,
            sql`${checklistTasks.dueDate} asc nulls last`,
            sql`${checklistTasks.position} collate "C"`,
          );
  const nextOf = new Map(nextTasks.map((task) => [task.checklistId, task]));
  return {
    items: rows.map((row) => {
      const next = nextOf.get(row.id);
      const name = row.regardingId ? names.get(row.regardingId) : undefined;
      const regarding = row.regardingId && name !== undefined ? { id: row.regardingId, name } : null;
      return {
        id: row.id,
        title: row.title,
        kind: row.kind === 'offboarding' ? 'offboarding' : 'onboarding',
        regarding,
        taskCount: row.taskCount,
        checkedCount: row.checkedCount,
        nextTask: next ? { id: next.id, title: next.title, dueDate: next.dueDate } : null,
      };
    }),
    total: rows[0]?.total ?? 0,
  };
}
