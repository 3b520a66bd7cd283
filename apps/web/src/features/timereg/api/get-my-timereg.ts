import type { EmployeeTimeLog, IsoDate, TimeLogSetting, TimeLogWarningDto } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * The norm settings a day's norm is chosen from (`timeLogSettingSourcesSchema`, decisions.md 13): the employee's
 * own list (empty unless they have their own norm week) and the company's, each in the order saved. Pick a day's
 * with `settingInForce`/`pickSetting` from '@kollega/domain'.
 */
export type MyTimeLogSettings = { individual: TimeLogSetting[]; company: TimeLogSetting[] };

/**
 * GET /api/me/timereg: the signed-in employee's own registrations over a range, all their warnings, and the norm
 * settings that apply to them (so the app shows their own norm, break and pay form).
 */
export type MyTimereg = { log: EmployeeTimeLog; warnings: TimeLogWarningDto[]; settings: MyTimeLogSettings };

export type DateRange = { from: IsoDate; to: IsoDate };

/** Every cached range starts with this key, so a change to any entry refreshes them all. */
export const MY_TIMEREG_QUERY_KEY = ['timereg', 'me'] as const;

export async function getMyTimereg(range: DateRange, signal?: AbortSignal): Promise<MyTimereg> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const answer = await apiFetch<Omit<MyTimereg, 'settings'> & { settings?: Partial<MyTimeLogSettings> }>(
    `/api/me/timereg?${query}`,
    signal ? { signal } : {},
  );
  // A server from before `settings` answers without them: empty lists fall back to the default week, as before.
  return {
    ...answer,
    settings: { individual: answer.settings?.individual ?? [], company: answer.settings?.company ?? [] },
  };
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
