import type { NewEmployeeParsed } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * POST /api/employees → the new employee's id. 409 EMAIL_IN_USE when the e-mail has a login already,
 * 403 EMPLOYEE_LIMIT_REACHED at the plan's limit.
 */
export function createEmployee(body: NewEmployeeParsed): Promise<{ employeeId: string }> {
  return apiFetch<{ employeeId: string }>('/api/employees', { method: 'POST', json: body });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    // Only the list: the new record has no detail in the cache yet.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY, exact: true }),
  });
}
