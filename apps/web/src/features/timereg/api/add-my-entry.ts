import type { NewTimeEntry, TimeEntriesCreated } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/**
 * POST /api/me/timereg/entries → 201 with the entries made: one, or one per working day of a multi-day absence.
 * Refused with 409 WEEK_LOCKED in an approved or locked week, 400 VALIDATION_ERROR with per-field details.
 */
export function addMyEntry(body: NewTimeEntry): Promise<TimeEntriesCreated> {
  return apiFetch<TimeEntriesCreated>('/api/me/timereg/entries', { method: 'POST', json: body });
}

export function useAddMyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMyEntry,
    // Awaited, so the day shows the new entry by the time the form closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeregQueryKeys.mine }),
  });
}
