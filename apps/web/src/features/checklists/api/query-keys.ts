import type { ChecklistTab } from '@kollega/domain';

/** Every checklist query starts with it: a change refreshes the lists and the page. */
export const CHECKLISTS_QUERY_KEY = ['checklists'] as const;

export function checklistListQueryKey(tab: ChecklistTab) {
  return [...CHECKLISTS_QUERY_KEY, 'list', tab] as const;
}

export function checklistQueryKey(checklistId: string) {
  return [...CHECKLISTS_QUERY_KEY, 'one', checklistId] as const;
}

/** 'Mine opgaver': under the checklists' key, so any checklist write refreshes it too. */
export const MY_TASKS_QUERY_KEY = [...CHECKLISTS_QUERY_KEY, 'my-tasks'] as const;
