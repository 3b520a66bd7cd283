import type { HolidaySettings } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** GET /api/holiday/settings. */
export function useHolidaySettings() {
  return useQuery(
    queryOptions({
      queryKey: [...HOLIDAY_QUERY_KEY, 'settings'],
      queryFn: ({ signal }) => apiFetch<HolidaySettings>('/api/holiday/settings', { signal }),
    }),
  );
}
