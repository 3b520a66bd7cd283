import type { NewTimeEntry, TimeEntryDto } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** PUT /api/me/timereg/entries/:entryId: the same body as a new entry, on one day → the saved entry. */
export function updateMyEntry(entryId: string, body: NewTimeEntry): Promise<TimeEntryDto> {
  return apiFetch<TimeEntryDto>(`/api/me/timereg/entries/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateMyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: NewTimeEntry }) => updateMyEntry(entryId, body),
    // The entry may have moved to another week, so every cached range is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.mine }),
  });
}
