import type { ChecklistWriteResult, TaskMoveInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadGroup, loadTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAfter } from '../positions';
import { taskSiblings } from './task-siblings';

/**
 * POST /api/checklists/:checklistId/tasks/:taskId/move: into a group of the same checklist (another
 * checklist's or company's group is a 404), after a task of that group or first. One row changes.
 */
export function moveTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; taskId: string } & TaskMoveInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const task = await loadTask(tx, ctx, checklist.id, input.taskId);
    const group = await loadGroup(tx, ctx, checklist.id, input.groupId);
    const siblings = taskSiblings(ctx.companyId, checklist.id, group.id);
    const position = await positionAfter(tx, siblings, input.afterId, task.id);
    await tx
      .update(checklistTasks)
      .set({ groupId: group.id, position })
      .where(and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.id, task.id)));
    return {
      id: task.id,
      action: 'task.move',
      details: { fromGroupId: task.groupId, groupId: group.id, afterId: input.afterId },
    };
  });
}
