import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/groups/:groupId/move: after another group, or first (null). */
export const moveGroup = (checklistId: string, groupId: string, afterId: string | null) =>
  checklistWrite(checklistUrl(checklistId, `/groups/${groupId}/move`), 'POST', { afterId });

export const useMoveGroup = (checklistId: string) =>
  useChecklistWrite((vars: { groupId: string; afterId: string | null }) =>
    moveGroup(checklistId, vars.groupId, vars.afterId),
  );
