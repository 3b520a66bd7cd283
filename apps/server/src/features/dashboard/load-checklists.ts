import type { DashboardChecklists } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { checklists, checklistTasks } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import type { DashboardPeople } from './dashboard-people';

/** hr-core §9: 5 tasks; the running checklists are as many. */
export const DASHBOARD_CHECKLISTS = 5;

/**
 * 'Igangværende onboarding/offboarding': checklists (not templates) that are not completed (hr-core §4: at least
 * one task, all checked), the one whose next task is due soonest first, with 'N af M opgaver' and that task.
 * One statement (decision 064): the 5 checklists with their counts, and the next task of each joined laterally
 * (looked up for those 5 only). It needs no employees, so it starts beside their read; Vedrørende
 * is named from them when both are in (only the visible ones may be named).
 */
export async function loadDashboardChecklists(
  db: Reader,
  ctx: AdminContext,
): Promise<(people: Pick<DashboardPeople, 'visible'>) => DashboardChecklists> {
  const nextDue = sql<
    string | null
  >`min(${checklistTasks.dueDate}) filter (where not ${checklistTasks.checked})`;
  const running = db
    .select({
      id: checklists.id,
      title: checklists.title,
      kind: checklists.kind,
      regardingId: checklists.regardingId,
      taskCount: sql<number>`count(${checklistTasks.id})::int`.as('task_count'),
      checkedCount:
        sql<number>`(count(${checklistTasks.id}) filter (where ${checklistTasks.checked}))::int`.as(
          'checked_count',
        ),
      total: sql<number>`(count(*) over ())::int`.as('total'),
      nextDue: nextDue.as('next_due'),
      date: checklists.date,
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
    .limit(DASHBOARD_CHECKLISTS)
    .as('running');
  // The next unchecked task of each of the 5: due soonest (undated last), then by position in code-point order.
  const next = db
    .select({
      id: sql<string>`${checklistTasks.id}`.as('next_id'),
      title: sql<string>`${checklistTasks.title}`.as('next_title'),
      dueDate: sql<string | null>`${checklistTasks.dueDate}::text`.as('next_due_date'),
    })
    .from(checklistTasks)
    .where(
      and(
        eq(checklistTasks.companyId, ctx.companyId),
        eq(checklistTasks.checklistId, running.id),
        eq(checklistTasks.checked, false),
      ),
    )
    .orderBy(sql`${checklistTasks.dueDate} asc nulls last`, sql`${checklistTasks.position} collate "C"`)
    .limit(1)
    .as('next');
  const rows = await db
    .select({
      id: running.id,
      title: running.title,
      kind: running.kind,
      regardingId: running.regardingId,
      taskCount: running.taskCount,
      checkedCount: running.checkedCount,
      total: running.total,
      // Flat, not a nested object: Drizzle makes a left-joined nested object null only when its fields are table
      // columns, so a checklist without tasks would get { id: null, … } rather than no next task.
      nextId: next.id,
      nextTitle: next.title,
      nextDueDate: next.dueDate,
    })
    .from(running)
    .leftJoinLateral(next, sql`true`)
    .orderBy(sql`${running.nextDue} asc nulls last`, sql`${running.date} asc nulls last`, running.id);
  return (people) => {
    const names = new Map(people.visible.map((person) => [person.id, person.name]));
    return {
      items: rows.map((row) => {
        const name = row.regardingId ? names.get(row.regardingId) : undefined;
        const regarding = row.regardingId && name !== undefined ? { id: row.regardingId, name } : null;
        return {
          id: row.id,
          title: row.title,
          kind: row.kind === 'offboarding' ? 'offboarding' : 'onboarding',
          regarding,
          taskCount: row.taskCount,
          checkedCount: row.checkedCount,
          nextTask:
            row.nextId === null ? null : { id: row.nextId, title: row.nextTitle, dueDate: row.nextDueDate },
        };
      }),
      total: rows[0]?.total ?? 0,
    };
  };
}
