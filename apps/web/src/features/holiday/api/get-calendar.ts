import type { HolidayCalendar } from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { holidayQueryKeys } from './query-keys';

/** GET /api/holiday/calendar?month=YYYY-MM&department=: who is away when. */
export function useHolidayCalendar(month: string, department: string | null) {
  const query = new URLSearchParams({ month });
  if (department) query.set('department', department);
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.calendar(month, department ?? ''),
      queryFn: ({ signal }) => apiFetch<HolidayCalendar>(`/api/holiday/calendar?${query}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
