import type { EmployeeDocumentsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeQueryKeys } from './query-keys';

/**
 * Under the employee's own key, so invalidating the employee (e.g. after the settings changed the contract
 * exemption) refreshes the documents too.
 */
export function employeeDocumentsQueryKey(employeeId: string) {
  return employeeQueryKeys.documents(employeeId);
}

/** GET /api/employees/:employeeId/documents: the employment contract and the other documents. */
export function listEmployeeDocuments(
  employeeId: string,
  signal?: AbortSignal,
): Promise<EmployeeDocumentsResponse> {
  return apiFetch<EmployeeDocumentsResponse>(
    `/api/employees/${encodeURIComponent(employeeId)}/documents`,
    signal ? { signal } : {},
  );
}

export function employeeDocumentsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: employeeDocumentsQueryKey(employeeId),
    queryFn: ({ signal }) => listEmployeeDocuments(employeeId, signal),
  });
}

export function useEmployeeDocuments(employeeId: string) {
  return useQuery(employeeDocumentsQueryOptions(employeeId));
}
