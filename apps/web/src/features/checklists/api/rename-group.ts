import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** PUT /api/checklists/:checklistId/groups/:groupId: a new title. */
export const renameGroup = (checklistId: string, groupId: string, title: string) =>
  checklistWrite(checklistUrl(checklistId, `/groups/${groupId}`), 'PUT', { title });

export const useRenameGroup = (checklistId: string) =>
  useChecklistWrite((vars: { groupId: string; title: string }) =>
    renameGroup(checklistId, vars.groupId, vars.title),
  );
