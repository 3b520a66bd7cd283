import type { TimeregEmployee } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_EMPLOYEES_QUERY_KEY } from './query-keys';

export type TimeregEmployeesResponse = { employees: TimeregEmployee[] };

/**
 * GET /api/timereg/employees: those who register time (app access, not exempt, not inactive), or with
 * `inactive` the inactive ones with an end date (time-registration §5).
 */
export function getTimeregEmployees(
  inactive: boolean,
  signal?: AbortSignal,
): Promise<TimeregEmployeesResponse> {
  const query = inactive ? '?inactive=true' : '';
  return apiFetch<TimeregEmployeesResponse>(`/api/timereg/employees${query}`, signal ? { signal } : {});
}

export function timeregEmployeesQueryOptions(inactive: boolean) {
  return queryOptions({
    queryKey: [...TIMEREG_EMPLOYEES_QUERY_KEY, { inactive }] as const,
    queryFn: ({ signal }) => getTimeregEmployees(inactive, signal),
  });
}

export function useTimeregEmployees(inactive = false) {
  return useQuery(timeregEmployeesQueryOptions(inactive));
}
