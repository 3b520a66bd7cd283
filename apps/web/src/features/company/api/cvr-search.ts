import type { CvrCompany } from '@kollega/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { companyQueryKeys } from './query-keys';

/** POST /api/company/search `{ vat }` → the company; 404 CVR_NOT_FOUND, 503 CVR_UNAVAILABLE, 429, in Danish. */
export function searchCvr(vat: string, signal?: AbortSignal): Promise<CvrCompany> {
  return apiFetch<CvrCompany>('/api/company/search', {
    method: 'POST',
    json: { vat },
    ...(signal ? { signal } : {}),
  });
}

export function cvrSearchQueryOptions(vat: string) {
  return queryOptions({
    queryKey: companyQueryKeys.cvrSearch(vat),
    queryFn: ({ signal }) => searchCvr(vat, signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
