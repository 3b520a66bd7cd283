import { and, eq } from 'drizzle-orm';
import { checklistSubTasks, checklistTasks } from '../../../db/schema/index';
import type { Siblings } from '../positions';

export const taskSiblings = (companyId: string, checklistId: string, groupId: string): Siblings => ({
  id: checklistTasks.id,
  position: checklistTasks.position,
  scope: and(
    eq(checklistTasks.companyId, companyId),
    eq(checklistTasks.checklistId, checklistId),
    eq(checklistTasks.groupId, groupId),
  ),
});

export const subTaskSiblings = (companyId: string, checklistId: string, taskId: string): Siblings => ({
  id: checklistSubTasks.id,
  position: checklistSubTasks.position,
  scope: and(
    eq(checklistSubTasks.companyId, companyId),
    eq(checklistSubTasks.checklistId, checklistId),
    eq(checklistSubTasks.taskId, taskId),
  ),
});
