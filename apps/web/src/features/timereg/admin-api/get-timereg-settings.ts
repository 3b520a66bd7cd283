import type { TimeregSettingsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TIMEREG_SETTINGS_QUERY_KEY } from './query-keys';

/** GET /api/timereg/settings: the company's norm week in force today, its days off, who has their own. */
export function getTimeregSettings(signal?: AbortSignal): Promise<TimeregSettingsResponse> {
  return apiFetch<TimeregSettingsResponse>('/api/timereg/settings', signal ? { signal } : {});
}

export const timeregSettingsQueryOptions = queryOptions({
  queryKey: TIMEREG_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => getTimeregSettings(signal),
});

export function useTimeregSettings() {
  return useQuery(timeregSettingsQueryOptions);
}
