import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/tasks/:taskId/move: into a group, after a task or first (null). */
export const moveTask = (checklistId: string, taskId: string, groupId: string, afterId: string | null) =>
  checklistWrite(checklistUrl(checklistId, `/tasks/${taskId}/move`), 'POST', { groupId, afterId });

export const useMoveTask = (checklistId: string) =>
  useChecklistWrite((vars: { taskId: string; groupId: string; afterId: string | null }) =>
    moveTask(checklistId, vars.taskId, vars.groupId, vars.afterId),
  );
