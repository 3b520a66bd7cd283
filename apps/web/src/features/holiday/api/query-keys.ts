import { HOLIDAY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/**
 * Holiday's keys (decision 026). Each starts with HOLIDAY_QUERY_KEY (shared in lib with the dashboard's card), so a
 * request, a decision or a ledger row refreshes every view of it.
 */
export const holidayQueryKeys = {
  all: HOLIDAY_QUERY_KEY,
  settings: [...HOLIDAY_QUERY_KEY, 'settings'] as const,
  mine: [...HOLIDAY_QUERY_KEY, 'me'] as const,
  employee: (employeeId: string) => [...HOLIDAY_QUERY_KEY, 'employee', employeeId] as const,
  calendar: (month: string, department: string) =>
    [...HOLIDAY_QUERY_KEY, 'calendar', month, department] as const,
  requests: (status: string) => [...HOLIDAY_QUERY_KEY, 'requests', status] as const,
};
