import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** DELETE /api/checklists/:checklistId/groups/:groupId. */
export const deleteGroup = (checklistId: string, groupId: string) =>
  checklistWrite(checklistUrl(checklistId, `/groups/${groupId}`), 'DELETE');

export const useDeleteGroup = (checklistId: string) =>
  useChecklistWrite((groupId: string) => deleteGroup(checklistId, groupId));
