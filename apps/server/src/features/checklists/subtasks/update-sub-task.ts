import type { ChecklistWriteResult, SubTaskUpdateInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistSubTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadSubTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';

/** PATCH /api/checklists/:checklistId/subtasks/:subTaskId: title and/or checked (completedAt follows). */
export function updateSubTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; subTaskId: string } & SubTaskUpdateInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const sub = await loadSubTask(tx, ctx, checklist.id, input.subTaskId);
    const changes: Partial<typeof checklistSubTasks.$inferInsert> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.checked !== undefined && input.checked !== sub.checked) {
      changes.checked = input.checked;
      changes.completedAt = input.checked ? new Date() : null;
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(checklistSubTasks)
        .set(changes)
        .where(and(eq(checklistSubTasks.companyId, ctx.companyId), eq(checklistSubTasks.id, sub.id)));
    }
    return { id: sub.id, action: 'subtask.update', details: { fields: Object.keys(changes) } };
  });
}
