import type { TaskCreateForm } from '@kollega/domain';
import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/tasks: a task, last in its group. */
export const createTask = (checklistId: string, body: TaskCreateForm) =>
  checklistWrite(checklistUrl(checklistId, '/tasks'), 'POST', body);

export const useCreateTask = (checklistId: string) =>
  useChecklistWrite((body: TaskCreateForm) => createTask(checklistId, body));
