import { checklistUrl, checklistWrite, useChecklistWrite } from './checklist-write';

/** POST /api/checklists/:checklistId/groups: 'Tilføj gruppe'. */
export const createGroup = (checklistId: string, title: string) =>
  checklistWrite(checklistUrl(checklistId, '/groups'), 'POST', { title });

export const useCreateGroup = (checklistId: string) =>
  useChecklistWrite((title: string) => createGroup(checklistId, title));
