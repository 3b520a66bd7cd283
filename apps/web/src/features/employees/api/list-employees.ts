import type { EmployeeListResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from './get-employee';

/** GET /api/employees: every visible employee (inactive ones and the owner included) and the plan's limits. */
export function listEmployees(signal?: AbortSignal): Promise<EmployeeListResponse> {
  return apiFetch<EmployeeListResponse>('/api/employees', signal ? { signal } : {});
}

export const employeesQueryOptions = queryOptions({
  queryKey: EMPLOYEES_QUERY_KEY,
  queryFn: ({ signal }) => listEmployees(signal),
});

export function useEmployees() {
  return useQuery(employeesQueryOptions);
}
