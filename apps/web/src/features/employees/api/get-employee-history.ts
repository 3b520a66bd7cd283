import type { EmployeeHistoryResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeQueryKeys } from './query-keys';

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
    queryKey: employeeQueryKeys.history(employeeId),
    queryFn: ({ signal }) => getEmployeeHistory(employeeId, signal),
  });
}

export function useEmployeeHistory(employeeId: string) {
  return useQuery(employeeHistoryQueryOptions(employeeId));
}
