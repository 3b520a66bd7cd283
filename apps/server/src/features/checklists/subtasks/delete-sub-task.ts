import type { ChecklistWriteResult } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistSubTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadSubTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';

/** DELETE /api/checklists/:checklistId/subtasks/:subTaskId. */
export function deleteSubTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; subTaskId: string },
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const sub = await loadSubTask(tx, ctx, checklist.id, input.subTaskId);
    await tx
      .delete(checklistSubTasks)
      .where(and(eq(checklistSubTasks.companyId, ctx.companyId), eq(checklistSubTasks.id, sub.id)));
    return { id: sub.id, action: 'subtask.delete', details: { title: sub.title } };
  });
}
