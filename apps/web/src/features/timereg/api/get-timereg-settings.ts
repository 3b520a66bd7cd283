import type { TimeregSettingsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { timeregQueryKeys } from './query-keys';

/** GET /api/timereg/settings: the company's norm week in force today, its days off, who has their own. */
export function getTimeregSettings(signal?: AbortSignal): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/settings', signal ? { signal } : {});
}

export const timeregSettingsQueryOptions = queryOptions({
  queryKey: timeregQueryKeys.settings,
  queryFn: ({ signal }) => getTimeregSettings(signal),
});

export function useTimeregSettings() {
  return useQuery(timeregSettingsQueryOptions);
}

/**
 * The company's lock date (docs/rules/timereg.md#ruling-12): weeks before it count as approved and cannot be reopened. Only this
 * field is read here; null when there is none or while it loads (the server refuses a locked week anyway).
 */
export function useCompanyLockDate(): string | null {
  const settings = useQuery({ ...timeregSettingsQueryOptions, select: (data) => data.lockDate });
  return settings.data ?? null;
}
