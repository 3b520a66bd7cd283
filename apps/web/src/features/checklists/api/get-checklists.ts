import { CHECKLIST_PAGE_MAX, type ChecklistListResponse, type ChecklistTab } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { checklistListQueryKey } from './query-keys';

/** GET /api/checklists?tab=: one tab of /onboarding-offboarding with each item's progress. */
export function getChecklists(tab: ChecklistTab, signal?: AbortSignal): Promise<ChecklistListResponse> {
  return apiFetch<ChecklistListResponse>(
    `/api/checklists?tab=${tab}&limit=${CHECKLIST_PAGE_MAX}`,
    signal ? { signal } : {},
  );
}

export function useChecklists(tab: ChecklistTab) {
  return useQuery(
    queryOptions({
      queryKey: checklistListQueryKey(tab),
      queryFn: ({ signal }) => getChecklists(tab, signal),
    }),
  );
}
