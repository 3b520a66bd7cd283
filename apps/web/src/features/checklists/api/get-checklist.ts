import type { ChecklistDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { checklistQueryKey } from './query-keys';

/** GET /api/checklists/:checklistId: the page; 404 for an unknown or another company's id. */
export function getChecklist(checklistId: string, signal?: AbortSignal): Promise<ChecklistDetail> {
  return apiFetch<ChecklistDetail>(
    `/api/checklists/${encodeURIComponent(checklistId)}`,
    signal ? { signal } : {},
  );
}

export function useChecklist(checklistId: string) {
  return useQuery(
    queryOptions({
      queryKey: checklistQueryKey(checklistId),
      queryFn: ({ signal }) => getChecklist(checklistId, signal),
    }),
  );
}
