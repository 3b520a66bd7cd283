import type { ChecklistTab } from '@kollega/domain';

/** Every checklist query starts with it: a change refreshes the lists and the page. */
export const CHECKLISTS_QUERY_KEY = ['checklists'] as const;

export function checklistListQueryKey(tab: ChecklistTab) {
  return [...CHECKLISTS_QUERY_KEY, 'list', tab] as const;
}

export function checklistQueryKey(checklistId: string) {
  return [...CHECKLISTS_QUERY_KEY, 'one', checklistId] as const;
}
