import type { TaskUpdateForm } from '@kollega/domain';
import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** PATCH /api/checklists/:checklistId/tasks/:taskId: only the fields sent change. */
export const updateTask = (checklistId: string, taskId: string, body: TaskUpdateForm) =>
  checklistWrite(checklistUrl(checklistId, `/tasks/${taskId}`), 'PATCH', body);

export const useUpdateTask = (checklistId: string) =>
  useChecklistWrite((vars: { taskId: string; body: TaskUpdateForm }) =>
    updateTask(checklistId, vars.taskId, vars.body),
  );
