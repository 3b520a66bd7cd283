import type { EmployeeListResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { EMPLOYEES_QUERY_KEY } from './query-keys';

/**
 * GET /api/employees: every visible employee (inactive ones and the owner included) and the plan's limits. The
 * employee list reads it, and so does 'Rediger administratorer' on /company (who can be made admin).
 */
export function getEmployees(signal?: AbortSignal): Promise<EmployeeListResponse> {
  return apiFetch<EmployeeListResponse>('/api/employees', signal ? { signal } : {});
}

export const employeesQueryOptions = queryOptions({
  queryKey: EMPLOYEES_QUERY_KEY,
  queryFn: ({ signal }) => getEmployees(signal),
});

/** Off with `enabled: false` (a modal that is not open yet). */
export function useEmployees({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...employeesQueryOptions, enabled });
}
