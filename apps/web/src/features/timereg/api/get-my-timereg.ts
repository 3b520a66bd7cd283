import type { EmployeeTimeLog, IsoDate, TimeLogWarningDto } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /api/me/timereg: the signed-in employee's own registrations over a range, and all their warnings. */
export type MyTimereg = { log: EmployeeTimeLog; warnings: TimeLogWarningDto[] };

export type DateRange = { from: IsoDate; to: IsoDate };

/** Every cached range starts with this key, so a change to any entry refreshes them all. */
export const MY_TIMEREG_QUERY_KEY = ['timereg', 'me'] as const;

export function getMyTimereg(range: DateRange, signal?: AbortSignal): Promise<MyTimereg> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiFetch<MyTimereg>(`/api/me/timereg?${query}`, signal ? { signal } : {});
}

export function myTimeregQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...MY_TIMEREG_QUERY_KEY, range.from, range.to] as const,
    queryFn: ({ signal }) => getMyTimereg(range, signal),
  });
}

export function useMyTimereg(range: DateRange) {
  return useQuery(myTimeregQueryOptions(range));
}
