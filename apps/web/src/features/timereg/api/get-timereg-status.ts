import type { TimeregStatus } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/timereg/status: what decides the promo, the tabs and the header buttons (`timeregPageState`). */
export function getTimeregStatus(signal?: AbortSignal): Promise<TimeregStatus> {
  return apiFetch<TimeregStatus>('/api/timereg/status', signal ? { signal } : {});
}

export const timeregStatusQueryOptions = queryOptions({
  queryKey: timeregQueryKeys.status,
  queryFn: ({ signal }) => getTimeregStatus(signal),
});

export function useTimeregStatus() {
  return useQuery(timeregStatusQueryOptions);
}
