import type { PayRules } from '@kollega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

const KEY = [...timeregQueryKeys.all, 'pay-rules'] as const;

/** GET /api/timereg/pay-rules: 'Løn og tillæg', the company's supplement bands and overtime split (issue 34). */
export function payRulesQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<PayRules>('/api/timereg/pay-rules', { signal }),
  });
}

export function usePayRules() {
  return useQuery(payRulesQueryOptions());
}

export function useSavePayRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: PayRules) =>
      apiFetch<PayRules>('/api/timereg/pay-rules', { method: 'PUT', json: rules }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      // The Lønudtræk's lines and what the Danløn file misses change with the rules.
      void queryClient.invalidateQueries({ queryKey: [...timeregQueryKeys.all, 'payroll-check'] });
    },
  });
}
