import type { ClockedInResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/timereg/clocked-in: who is clocked in from the employee app now (admins). */
export function getClockedIn(signal?: AbortSignal): Promise<ClockedInResponse> {
  return apiFetch<ClockedInResponse>('/api/timereg/clocked-in', signal ? { signal } : {});
}

export function clockedInQueryOptions() {
  return queryOptions({
    queryKey: timeregQueryKeys.clockedIn,
    queryFn: ({ signal }) => getClockedIn(signal),
    refetchInterval: 60_000,
  });
}

export function useClockedIn() {
  return useQuery(clockedInQueryOptions());
}
