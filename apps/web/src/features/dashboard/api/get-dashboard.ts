import type { Dashboard } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { DASHBOARD_QUERY_KEY } from './query-keys';

/** GET /api/dashboard: every block of the admin's home in one answer (decision 032). */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
    // The dashboard sums up every other area: read it again whenever it is shown.
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
