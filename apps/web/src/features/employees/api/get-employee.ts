import type { EmployeeDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeQueryKeys } from './query-keys';

/** GET /api/employees/:employeeId: the whole record for the detail tabs (404 when unknown or hidden). */
export function getEmployee(employeeId: string, signal?: AbortSignal): Promise<EmployeeDetail> {
  return apiFetch<EmployeeDetail>(
    `/api/employees/${encodeURIComponent(employeeId)}`,
    signal ? { signal } : {},
  );
}

export function employeeQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: employeeQueryKeys.one(employeeId),
    queryFn: ({ signal }) => getEmployee(employeeId, signal),
  });
}

export function useEmployee(employeeId: string) {
  return useQuery(employeeQueryOptions(employeeId));
}
