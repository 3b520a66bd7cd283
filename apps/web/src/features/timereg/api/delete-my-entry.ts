import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** DELETE /api/me/timereg/entries/:entryId → 204; the change log keeps what it was. */
export function deleteMyEntry(entryId: string): Promise<void> {
  return apiFetch<void>(`/api/me/timereg/entries/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useDeleteMyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.mine }),
  });
}
