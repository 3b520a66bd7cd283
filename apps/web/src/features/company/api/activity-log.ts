import type { ActivityLogResponse } from '@kollega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { companyQueryKeys } from './query-keys';

export type ActivityFilters = {
  person: string | null;
  area: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
};

/** The query string of the filters (and page), shared by the list and the CSV link. */
export function activityQuery(filters: ActivityFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** GET /api/company/activity-log: one page, paged and filtered on the server. */
export function useActivityLog(filters: ActivityFilters, page: number) {
  return useQuery({
    queryKey: companyQueryKeys.activityLog(filters, page),
    queryFn: ({ signal }) =>
      apiFetch<ActivityLogResponse>(`/api/company/activity-log?${activityQuery(filters, page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
