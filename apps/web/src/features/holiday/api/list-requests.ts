import type { HolidayRequestDto, HolidayRequestStatus } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { holidayQueryKeys } from './query-keys';

/** GET /api/holiday/requests: the company's requests, one bounded page (pending ones by first day). */
export function useHolidayRequests(status: HolidayRequestStatus | undefined) {
  const query = new URLSearchParams({ limit: '200' });
  if (status) query.set('status', status);
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.requests(status ?? 'all'),
      queryFn: ({ signal }) =>
        apiFetch<{ items: HolidayRequestDto[]; total: number }>(`/api/holiday/requests?${query}`, { signal }),
    }),
  );
}
