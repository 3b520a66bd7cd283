import type { MyBalance } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/me/timereg/balance: my plus/minus over a range and my running balance at its end (decision 029). */
export function useMyBalance(from: string, to: string) {
  return useQuery({
    queryKey: [...timeregQueryKeys.myRange(from, to), 'balance'] as const,
    queryFn: ({ signal }) =>
      apiFetch<MyBalance>(`/api/me/timereg/balance?${new URLSearchParams({ from, to })}`, { signal }),
  });
}
