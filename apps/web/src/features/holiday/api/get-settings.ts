import type { HolidaySettings } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { holidayQueryKeys } from './query-keys';

/** GET /api/holiday/settings. */
export function useHolidaySettings() {
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.settings,
      queryFn: ({ signal }) => apiFetch<HolidaySettings>('/api/holiday/settings', { signal }),
    }),
  );
}
