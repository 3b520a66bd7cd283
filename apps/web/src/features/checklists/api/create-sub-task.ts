import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/tasks/:taskId/subtasks. */
export const createSubTask = (checklistId: string, taskId: string, title: string) =>
  checklistWrite(checklistUrl(checklistId, `/tasks/${taskId}/subtasks`), 'POST', { title });

export const useCreateSubTask = (checklistId: string) =>
  useChecklistWrite((vars: { taskId: string; title: string }) =>
    createSubTask(checklistId, vars.taskId, vars.title),
  );
