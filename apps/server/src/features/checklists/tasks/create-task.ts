import {
  CHECKLIST_LIMITS,
  type ChecklistWriteResult,
  dueDateFromOffset,
  type TaskCreateInput,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadChosenEmployee } from '../../employees/public';
import { baseDateOf, countRows, loadGroup, tooLarge } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAtEnd } from '../positions';
import { announceTaskAssigned } from './announce-task-assigned';
import { taskSiblings } from './task-siblings';

/**
 * POST /api/checklists/:checklistId/tasks: a task, last in its group. An offset on a checklist with a base
 * date gives the due date (docs/rules/checklists.md#ruling-24) unless one is given.
 */
export function createTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string } & TaskCreateInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const group = await loadGroup(tx, ctx, checklist.id, input.groupId);
    const assignee = input.assignedToId ? await loadChosenEmployee(tx, ctx, input.assignedToId) : null;
    const all = and(
      eq(checklistTasks.companyId, ctx.companyId),
      eq(checklistTasks.checklistId, checklist.id),
    );
    if ((await countRows(tx, checklistTasks.id, all)) >= CHECKLIST_LIMITS.tasks) throw tooLarge();
    const offset = input.dueOffsetDays ?? null;
    const dueDate = input.dueDate ?? dueDateFromOffset(await baseDateOf(tx, ctx, checklist), offset);
    const [row] = await tx
      .insert(checklistTasks)
      .values({
        companyId: ctx.companyId,
        checklistId: checklist.id,
        groupId: group.id,
        title: input.title,
        description: input.description,
        dueDate,
        dueOffsetDays: offset,
        assignedToId: assignee?.id ?? null,
        position: await positionAtEnd(tx, taskSiblings(ctx.companyId, checklist.id, group.id)),
      })
      .returning({ id: checklistTasks.id });
    if (!row) throw new Error('insert into checklist_tasks returned no row');
    await announceTaskAssigned(tx, ctx, {
      checklist,
      task: { id: row.id, title: input.title, dueDate },
      assigneeId: assignee?.id ?? null,
    });
    return { id: row.id, action: 'task.create', details: { title: input.title, groupId: group.id } };
  });
}
