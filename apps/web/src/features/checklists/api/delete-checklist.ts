import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CHECKLISTS_QUERY_KEY } from './query-keys';

/** DELETE /api/checklists/:checklistId ('Slet'). */
export function deleteChecklist(checklistId: string): Promise<void> {
  return apiFetch<void>(`/api/checklists/${encodeURIComponent(checklistId)}`, { method: 'DELETE' });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHECKLISTS_QUERY_KEY }),
  });
}
