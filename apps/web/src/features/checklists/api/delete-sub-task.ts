import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** DELETE /api/checklists/:checklistId/subtasks/:subTaskId. */
export const deleteSubTask = (checklistId: string, subTaskId: string) =>
  checklistWrite(checklistUrl(checklistId, `/subtasks/${subTaskId}`), 'DELETE');

export const useDeleteSubTask = (checklistId: string) =>
  useChecklistWrite((subTaskId: string) => deleteSubTask(checklistId, subTaskId));
