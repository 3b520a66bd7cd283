import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateTimereg } from './invalidate-timereg';

/** DELETE /api/timereg/entries/:entryId → 204; refused with 409 in an approved or locked week. */
export function deleteEntry(entryId: string): Promise<void> {
  return apiFetch<void>(`/api/timereg/entries/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => invalidateTimereg(queryClient),
  });
}
