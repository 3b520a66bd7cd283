import type { HolidayOverview } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { HOLIDAY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** GET /api/me/holiday (the employee app). */
export function useMyHoliday() {
  return useQuery(
    queryOptions({
      queryKey: [...HOLIDAY_QUERY_KEY, 'me'],
      queryFn: ({ signal }) => apiFetch<HolidayOverview>('/api/me/holiday', { signal }),
    }),
  );
}
