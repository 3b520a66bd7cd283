import type { HolidayOverview } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { holidayQueryKeys } from './query-keys';

/** GET /api/me/holiday (the employee app). */
export function useMyHoliday() {
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.mine,
      queryFn: ({ signal }) => apiFetch<HolidayOverview>('/api/me/holiday', { signal }),
    }),
  );
}
