import type { EmployeePayroll } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

const url = (employeeId: string) => `/api/timereg/employees/${encodeURIComponent(employeeId)}/payroll`;

/** GET /api/timereg/employees/:employeeId/payroll: the employee's number and balance start (decision 029). */
export function employeePayrollQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: timeregQueryKeys.payroll(employeeId),
    queryFn: ({ signal }) => apiFetch<EmployeePayroll>(url(employeeId), { signal }),
  });
}

export function useEmployeePayroll(employeeId: string) {
  return useQuery(employeePayrollQueryOptions(employeeId));
}

/** PUT …/payroll; Overblik's balances change with it, so every time registration view is refreshed. */
export function useSaveEmployeePayroll(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payroll: EmployeePayroll) =>
      apiFetch<EmployeePayroll>(url(employeeId), { method: 'PUT', json: payroll }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timeregQueryKeys.payroll(employeeId), saved);
      void queryClient.invalidateQueries({ queryKey: timeregQueryKeys.all });
    },
  });
}
