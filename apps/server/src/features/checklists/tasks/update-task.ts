import { type ChecklistWriteResult, dueDateFromOffset, type TaskUpdateInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistTasks } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadChosenEmployee } from '../../employees/public';
import { endEquipmentAssignment } from '../../equipment/public';
import { baseDateOf, loadTask } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { announceTaskAssigned } from './announce-task-assigned';

/**
 * PATCH /api/checklists/:checklistId/tasks/:taskId: only the fields sent change, so two admins editing one
 * task's title and another's checkbox never undo each other. Checking sets completedAt, unchecking clears it
 * (hr-core §5). A date typed by hand on a checklist drops the offset; a new offset gives a new date. Checking an
 * 'Aflevér <item>' task ends that item's assignment (decision 048).
 */
export function updateTask(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; taskId: string } & TaskUpdateInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const task = await loadTask(tx, ctx, checklist.id, input.taskId);
    const changes: Partial<typeof checklistTasks.$inferInsert> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.assignedToId !== undefined) {
      // An assignee the plan now hides may stay, but cannot be chosen anew (docs/rules/employees.md#ruling-4).
      changes.assignedToId = input.assignedToId
        ? (await loadChosenEmployee(tx, ctx, input.assignedToId, task.assignedToId)).id
        : null;
    }
    if (input.dueOffsetDays !== undefined) {
      changes.dueOffsetDays = input.dueOffsetDays;
      if (!checklist.isTemplate && input.dueDate === undefined) {
        changes.dueDate = dueDateFromOffset(await baseDateOf(tx, ctx, checklist), input.dueOffsetDays);
      }
    }
    if (input.dueDate !== undefined) {
      changes.dueDate = input.dueDate;
      if (!checklist.isTemplate && input.dueOffsetDays === undefined) changes.dueOffsetDays = null;
    }
    let equipment: string | undefined;
    if (input.checked !== undefined && input.checked !== task.checked) {
      changes.checked = input.checked;
      changes.completedAt = input.checked ? new Date() : null;
      // 'Aflevér <item>' (decision 048): checking it ends the item's assignment to the checklist's employee, in
      // this transaction. Unchecking does not give the item back: that is an edit on the item's own page.
      if (input.checked && task.equipmentId && checklist.regardingId && !checklist.isTemplate) {
        equipment = await endEquipmentAssignment(tx, ctx, {
          equipmentId: task.equipmentId,
          employeeId: checklist.regardingId,
          checklistId: checklist.id,
        });
      }
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(checklistTasks)
        .set(changes)
        .where(and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.id, task.id)));
    }
    if (changes.assignedToId && changes.assignedToId !== task.assignedToId) {
      await announceTaskAssigned(tx, ctx, {
        checklist,
        task: { id: task.id, title: changes.title ?? task.title, dueDate: changes.dueDate ?? task.dueDate },
        assigneeId: changes.assignedToId,
      });
    }
    return {
      id: task.id,
      action: 'task.update',
      details: { fields: Object.keys(changes), ...(equipment ? { equipment } : {}) },
    };
  });
}
