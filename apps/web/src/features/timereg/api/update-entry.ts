import type { NewTimeEntry, TimeEntryDto } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateTimereg } from './invalidate-timereg';

/** PUT /api/timereg/entries/:entryId: the same body as a new entry, on one day; both weeks must be open. */
export function updateEntry(entryId: string, body: NewTimeEntry): Promise<TimeEntryDto> {
  return apiFetch<TimeEntryDto>(`/api/timereg/entries/${encodeURIComponent(entryId)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: NewTimeEntry }) => updateEntry(entryId, body),
    onSuccess: () => invalidateTimereg(queryClient),
  });
}
