import type { TimeBankResponse } from '@kollega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/me/timereg/time-bank: my afspadsering bank (decision 052). */
export function useMyTimeBank() {
  return useQuery({
    queryKey: timeregQueryKeys.myTimeBank,
    queryFn: ({ signal }) => apiFetch<TimeBankResponse>('/api/me/timereg/time-bank', { signal }),
  });
}
