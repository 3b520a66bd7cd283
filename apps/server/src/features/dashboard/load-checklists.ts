import type { DashboardChecklists } from '@kollega/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { checklists, checklistTasks, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from './deps';

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
  hidden: ReadonlySet<string>,
): Promise<DashboardChecklists> {
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
      firstName: employees.firstName,
      lastName: employees.lastName,
      taskCount,
      checkedCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(checklists)
    .leftJoin(
      checklistTasks,
      and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.checklistId, checklists.id)),
    )
    .leftJoin(
      employees,
      and(eq(employees.companyId, ctx.companyId), eq(employees.id, checklists.regardingId)),
    )
    .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.isTemplate, false)))
    .groupBy(checklists.id, employees.id)
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
      const regarding =
        row.regardingId && row.firstName !== null && !hidden.has(row.regardingId)
          ? { id: row.regardingId, name: `${row.firstName} ${row.lastName ?? ''}`.trim() }
          : null;
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
