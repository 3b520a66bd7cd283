import type { EmployeeDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * The list's key; every employee query starts with it, so invalidating it refreshes the list and the details
 * (a change on a detail page can move the employee in the list).
 */
export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

/** GET /api/employees/:employeeId: the whole record for the detail tabs (404 when unknown or hidden). */
export function getEmployee(employeeId: string, signal?: AbortSignal): Promise<EmployeeDetail> {
  return apiFetch<EmployeeDetail>(
    `/api/employees/${encodeURIComponent(employeeId)}`,
    signal ? { signal } : {},
  );
}

export function employeeQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, employeeId] as const,
    queryFn: ({ signal }) => getEmployee(employeeId, signal),
  });
}

export function useEmployee(employeeId: string) {
  return useQuery(employeeQueryOptions(employeeId));
}
