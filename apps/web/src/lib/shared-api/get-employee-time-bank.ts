import type { TimeBankResponse } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { TIMEREG_QUERY_KEY } from './query-keys';

/**
 * GET /api/timereg/employees/:employeeId/time-bank: an employee's afspadsering bank (decision 052), shown on the
 * employee's page; under the time registration's key, so a new registration refreshes it.
 */
export function useEmployeeTimeBank(employeeId: string, enabled = true) {
  return useQuery({
    queryKey: [...TIMEREG_QUERY_KEY, 'time-bank', employeeId] as const,
    queryFn: ({ signal }) =>
      apiFetch<TimeBankResponse>(`/api/timereg/employees/${encodeURIComponent(employeeId)}/time-bank`, {
        signal,
      }),
    enabled,
  });
}
