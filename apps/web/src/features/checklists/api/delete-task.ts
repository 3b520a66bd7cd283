import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** DELETE /api/checklists/:checklistId/tasks/:taskId (after 'Bekræft sletning'). */
export const deleteTask = (checklistId: string, taskId: string) =>
  checklistWrite(checklistUrl(checklistId, `/tasks/${taskId}`), 'DELETE');

export const useDeleteTask = (checklistId: string) =>
  useChecklistWrite((taskId: string) => deleteTask(checklistId, taskId));
