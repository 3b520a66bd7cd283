import type { ChecklistWriteResult, MoveInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistSubTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadSubTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAfter } from '../positions';
import { subTaskSiblings } from '../tasks/task-siblings';

/** POST /api/checklists/:checklistId/subtasks/:subTaskId/move: within its task, after another or first. */
export function moveSubTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; subTaskId: string } & MoveInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const sub = await loadSubTask(tx, ctx, checklist.id, input.subTaskId);
    const siblings = subTaskSiblings(ctx.companyId, checklist.id, sub.taskId);
    const position = await positionAfter(tx, siblings, input.afterId, sub.id);
    await tx
      .update(checklistSubTasks)
      .set({ position })
      .where(and(eq(checklistSubTasks.companyId, ctx.companyId), eq(checklistSubTasks.id, sub.id)));
    return { id: sub.id, action: 'subtask.move', details: { afterId: input.afterId } };
  });
}
