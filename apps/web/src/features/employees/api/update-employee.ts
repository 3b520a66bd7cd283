import type { EmployeeDetail, EmployeeUpdate } from '@kollega/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';
import { employeeQueryOptions } from './get-employee';
import { employeeHistoryQueryOptions } from './get-employee-history';

/**
 * PUT /api/employees/:employeeId: the whole profile form → the saved record. Leave `cprNumber` out to keep the
 * stored number; '' removes it.
 */
export function updateEmployee(employeeId: string, body: EmployeeUpdate): Promise<EmployeeDetail> {
  return apiFetch<EmployeeDetail>(`/api/employees/${encodeURIComponent(employeeId)}`, {
    method: 'PUT',
    json: body,
  });
}

/**
 * After any change to one employee: the saved record replaces the cached one, and the list (name, title, status
 * and photo show there) and the history (a new entry) are fetched again.
 */
export async function storeEmployee(queryClient: QueryClient, employee: EmployeeDetail): Promise<void> {
  queryClient.setQueryData(employeeQueryOptions(employee.id).queryKey, employee);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: employeeHistoryQueryOptions(employee.id).queryKey }),
  ]);
}

export function useUpdateEmployee(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeUpdate) => updateEmployee(employeeId, body),
    onSuccess: (employee) => storeEmployee(queryClient, employee),
  });
}
