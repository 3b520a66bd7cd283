import { CHECKLIST_LIMITS, type ChecklistWriteResult } from '@kollega/domain';
import { checklistSubTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { countRows, loadTask, tooLarge } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAtEnd } from '../positions';
import { subTaskSiblings } from '../tasks/task-siblings';

/** POST /api/checklists/:checklistId/tasks/:taskId/subtasks: a subtask, last. */
export function createSubTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; taskId: string; title: string },
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const task = await loadTask(tx, ctx, checklist.id, input.taskId);
    const siblings = subTaskSiblings(ctx.companyId, checklist.id, task.id);
    if ((await countRows(tx, checklistSubTasks.id, siblings.scope)) >= CHECKLIST_LIMITS.subTasksPerTask) {
      throw tooLarge();
    }
    const [row] = await tx
      .insert(checklistSubTasks)
      .values({
        companyId: ctx.companyId,
        checklistId: checklist.id,
        taskId: task.id,
        title: input.title,
        position: await positionAtEnd(tx, siblings),
      })
      .returning({ id: checklistSubTasks.id });
    if (!row) throw new Error('insert into checklist_sub_tasks returned no row');
    return { id: row.id, action: 'subtask.create', details: { title: input.title, taskId: task.id } };
  });
}
