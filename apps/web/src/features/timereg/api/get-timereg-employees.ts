import type { TimeregEmployeesResponse } from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/**
 * GET /api/timereg/employees: those who register time (app access, not exempt, not inactive: time-registration
 * §5, also the only choices for a manual entry), or with `inactive` the inactive ones that have an end date.
 */
export function getTimeregEmployees(
  inactive: boolean,
  signal?: AbortSignal,
): Promise<TimeregEmployeesResponse> {
  const query = inactive ? '?inactive=true' : '';
  return apiFetch<TimeregEmployeesResponse>(`/api/timereg/employees${query}`, signal ? { signal } : {});
}

/** Cached as the server answers it; the list is picked out with `select`. */
export function timeregEmployeesQueryOptions(inactive = false) {
  return queryOptions({
    queryKey: timeregQueryKeys.employees(inactive),
    queryFn: ({ signal }) => getTimeregEmployees(inactive, signal),
  });
}

/**
 * The list, picked out of the answer. With `keepPrevious` (a page's 'Vis inaktive') the other list stays while
 * this one loads, so the filters do not vanish under the keyboard; `isPlaceholderData` says it is the old one.
 */
export function useTimeregEmployees(inactive = false, { keepPrevious = false } = {}) {
  return useQuery({
    ...timeregEmployeesQueryOptions(inactive),
    select: (response) => response.employees,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
