import type { ChecklistWriteResult } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';

/** DELETE /api/checklists/:checklistId/tasks/:taskId (after 'Bekræft sletning'); subtasks cascade. */
export function deleteTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; taskId: string },
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const task = await loadTask(tx, ctx, checklist.id, input.taskId);
    await tx
      .delete(checklistTasks)
      .where(and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.id, task.id)));
    return { id: task.id, action: 'task.delete', details: { title: task.title } };
  });
}
