import type { ChecklistDetail, ChecklistDetailsInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CHECKLISTS_QUERY_KEY } from './query-keys';

/** PUT /api/checklists/:checklistId: 'Ret detaljer'. */
export function updateChecklist(checklistId: string, body: ChecklistDetailsInput): Promise<ChecklistDetail> {
  return apiFetch<ChecklistDetail>(`/api/checklists/${encodeURIComponent(checklistId)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateChecklist(checklistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChecklistDetailsInput) => updateChecklist(checklistId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_QUERY_KEY }),
  });
}
