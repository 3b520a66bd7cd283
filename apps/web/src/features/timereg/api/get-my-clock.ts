import type { ClockState } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/me/timereg/clock: my running clock (since when, on a break, past 16 hours), or `{ clock: null }`. */
export function getMyClock(signal?: AbortSignal): Promise<ClockState> {
  return apiFetch<ClockState>('/api/me/timereg/clock', signal ? { signal } : {});
}

export function myClockQueryOptions() {
  return queryOptions({
    queryKey: timeregQueryKeys.myClock,
    queryFn: ({ signal }) => getMyClock(signal),
    // The 16-hour reminder and another phone's clocking show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useMyClock() {
  return useQuery(myClockQueryOptions());
}
