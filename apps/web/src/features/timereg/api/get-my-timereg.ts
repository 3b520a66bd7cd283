import type { IsoDate, MyTimeregResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

export type DateRange = { from: IsoDate; to: IsoDate };

/** What a server from before `settings` answers: without them, or with only some. */
type MyTimeregAnswer = Omit<MyTimeregResponse, 'settings' | 'locks'> & {
  settings?: Partial<MyTimeregResponse['settings']>;
  locks?: Partial<MyTimeregResponse['locks']>;
};

/**
 * GET /api/me/timereg: the signed-in employee's own registrations over a range, all their warnings, and the norm
 * settings that apply to them (so the app shows their own norm, break and pay form). Pick a day's setting with
 * `settingInForce`/`pickSetting` from '@kollega/domain'.
 */
export async function getMyTimereg(range: DateRange, signal?: AbortSignal): Promise<MyTimeregResponse> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const answer = await apiFetch<MyTimeregAnswer>(`/api/me/timereg?${query}`, signal ? { signal } : {});
  // A server from before `settings` answers without them: empty lists fall back to the default week, as before.
  return {
    ...answer,
    settings: { individual: answer.settings?.individual ?? [], company: answer.settings?.company ?? [] },
    locks: { startDate: answer.locks?.startDate ?? null, lockDate: answer.locks?.lockDate ?? null },
  };
}

export function myTimeregQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: timeregQueryKeys.myRange(range.from, range.to),
    queryFn: ({ signal }) => getMyTimereg(range, signal),
  });
}

export function useMyTimereg(range: DateRange) {
  return useQuery(myTimeregQueryOptions(range));
}
