import type { TimeBankOpeningInput, TimeBankResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/timereg/employees/:employeeId/time-bank-opening: the afspadsering bank's 'Startsaldo' (decision 052). */
export function saveTimeBankOpening(
  employeeId: string,
  opening: TimeBankOpeningInput,
): Promise<TimeBankResponse> {
  return apiFetch<TimeBankResponse>(
    `/api/timereg/employees/${encodeURIComponent(employeeId)}/time-bank-opening`,
    {
      method: 'PUT',
      json: opening,
    },
  );
}

export function useSaveTimeBankOpening(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opening: TimeBankOpeningInput) => saveTimeBankOpening(employeeId, opening),
    // The balance shows on the employee's page, in Overblik and in the employee app: every view refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMEREG_QUERY_KEY }),
  });
}
