import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import { checklists, checklistTasks } from '../../db/schema/index';
import type { Reader } from '../../services/context';

/** One open, assigned task due in a period: what a reminder to its assignee needs (issue 26). */
export interface DueTask {
  taskId: string;
  title: string;
  dueDate: string;
  assigneeId: string;
  checklistId: string;
  checklistTitle: string;
}

/** A scan reads at most this many tasks of one company per call. */
export const DUE_TASKS_MAX = 5_000;

/**
 * The hook for the notifications (issue 26: 'due in 3 days', 'overdue'), exported through public.ts: one company's
 * open tasks with an assignee and a due date from `from` to `to` (both 'YYYY-MM-DD', inclusive), on checklists
 * only (a template's tasks are never due), earliest first, at most DUE_TASKS_MAX. The company filter is explicit
 * (row-level security scopes it too), so a scan over many companies calls this once per company.
 */
export async function listTasksDueBetween(
  db: Reader,
  companyId: string,
  period: { from: string; to: string },
): Promise<DueTask[]> {
  const rows = await db
    .select({
      taskId: checklistTasks.id,
      title: checklistTasks.title,
      dueDate: checklistTasks.dueDate,
      assigneeId: checklistTasks.assignedToId,
      checklistId: checklists.id,
      checklistTitle: checklists.title,
    })
    .from(checklistTasks)
    .innerJoin(
      checklists,
      and(eq(checklists.companyId, companyId), eq(checklists.id, checklistTasks.checklistId)),
    )
    .where(
      and(
        eq(checklistTasks.companyId, companyId),
        eq(checklistTasks.checked, false),
        isNotNull(checklistTasks.assignedToId),
        between(checklistTasks.dueDate, period.from, period.to),
        eq(checklists.isTemplate, false),
      ),
    )
    .orderBy(asc(checklistTasks.dueDate), checklistTasks.id)
    .limit(DUE_TASKS_MAX);
  return rows.map((row) => ({
    ...row,
    dueDate: row.dueDate as string,
    assigneeId: row.assigneeId as string,
  }));
}
