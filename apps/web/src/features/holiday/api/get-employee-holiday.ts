import type { HolidayOverview } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { holidayQueryKeys } from './query-keys';

/** GET /api/holiday/employees/:employeeId (admins): the Ferie tab's balances, ledger and requests. */
export function useEmployeeHoliday(employeeId: string) {
  return useQuery(
    queryOptions({
      queryKey: holidayQueryKeys.employee(employeeId),
      queryFn: ({ signal }) =>
        apiFetch<HolidayOverview>(`/api/holiday/employees/${encodeURIComponent(employeeId)}`, { signal }),
    }),
  );
}
