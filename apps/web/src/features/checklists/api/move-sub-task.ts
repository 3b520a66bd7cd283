import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/subtasks/:subTaskId/move: after another subtask or first (null). */
export const moveSubTask = (checklistId: string, subTaskId: string, afterId: string | null) =>
  checklistWrite(checklistUrl(checklistId, `/subtasks/${subTaskId}/move`), 'POST', { afterId });

export const useMoveSubTask = (checklistId: string) =>
  useChecklistWrite((vars: { subTaskId: string; afterId: string | null }) =>
    moveSubTask(checklistId, vars.subTaskId, vars.afterId),
  );
