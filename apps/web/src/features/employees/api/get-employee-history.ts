import type { EmployeeHistoryResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** GET /api/employees/:employeeId/history: who changed what and when, newest first. */
export function getEmployeeHistory(
  employeeId: string,
  signal?: AbortSignal,
): Promise<EmployeeHistoryResponse> {
  return apiFetch<EmployeeHistoryResponse>(
    `/api/employees/${encodeURIComponent(employeeId)}/history`,
    signal ? { signal } : {},
  );
}

export function employeeHistoryQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, employeeId, 'history'] as const,
    queryFn: ({ signal }) => getEmployeeHistory(employeeId, signal),
  });
}

export function useEmployeeHistory(employeeId: string) {
  return useQuery(employeeHistoryQueryOptions(employeeId));
}
