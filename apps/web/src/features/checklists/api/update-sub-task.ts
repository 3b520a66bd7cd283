import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** PATCH /api/checklists/:checklistId/subtasks/:subTaskId: title and/or checked. */
export const updateSubTask = (
  checklistId: string,
  subTaskId: string,
  body: { title?: string; checked?: boolean },
) => checklistWrite(checklistUrl(checklistId, `/subtasks/${subTaskId}`), 'PATCH', body);

export const useUpdateSubTask = (checklistId: string) =>
  useChecklistWrite((vars: { subTaskId: string; body: { title?: string; checked?: boolean } }) =>
    updateSubTask(checklistId, vars.subTaskId, vars.body),
  );
