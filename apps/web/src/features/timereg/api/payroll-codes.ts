import type { PayrollCodes } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

const KEY = [...timeregQueryKeys.all, 'payroll-codes'] as const;

/** GET /api/timereg/payroll-codes: 'Lønarter', the payroll system's code per pay category (issue 28). */
export function payrollCodesQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<PayrollCodes>('/api/timereg/payroll-codes', { signal }),
  });
}

export function usePayrollCodes() {
  return useQuery(payrollCodesQueryOptions());
}

export function useSavePayrollCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: PayrollCodes) =>
      apiFetch<PayrollCodes>('/api/timereg/payroll-codes', { method: 'PUT', json: codes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      // What the Danløn file misses changes with the codes.
      void queryClient.invalidateQueries({ queryKey: [...timeregQueryKeys.all, 'payroll-check'] });
    },
  });
}
