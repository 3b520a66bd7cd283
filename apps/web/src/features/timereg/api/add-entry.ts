import type { NewTimeEntry, TimeEntriesCreated } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateTimereg } from './invalidate-timereg';

/**
 * POST /api/timereg/employees/:employeeId/entries ('Ny registrering') → 201 with the entries made: one, or one
 * per working day of a multi-day absence. 409 WEEK_LOCKED, 403 NOT_ELIGIBLE, 400 with per-field details.
 */
export function addEntry(employeeId: string, body: NewTimeEntry): Promise<TimeEntriesCreated> {
  return apiFetch<TimeEntriesCreated>(`/api/timereg/employees/${encodeURIComponent(employeeId)}/entries`, {
    method: 'POST',
    json: body,
  });
}

export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string; body: NewTimeEntry }) =>
      addEntry(employeeId, body),
    onSuccess: () => invalidateTimereg(queryClient),
  });
}
