import { type ChecklistBoard, type ChecklistDetail, expandChecklistBoard } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { checklistQueryKey } from './query-keys';

/**
 * GET /api/checklists/:checklistId: the page; 404 for an unknown or another company's id. The answer comes in the
 * compact shape (decision 054) and is expanded here, so the page works with the whole ChecklistDetail.
 */
export async function getChecklist(checklistId: string, signal?: AbortSignal): Promise<ChecklistDetail> {
  const board = await apiFetch<ChecklistBoard>(
    `/api/checklists/${encodeURIComponent(checklistId)}`,
    signal ? { signal } : {},
  );
  return expandChecklistBoard(board);
}

export function useChecklist(checklistId: string) {
  return useQuery(
    queryOptions({
      queryKey: checklistQueryKey(checklistId),
      queryFn: ({ signal }) => getChecklist(checklistId, signal),
    }),
  );
}
