import type { CompanyResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { COMPANY_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** GET /api/company: the signed-in admin's company with its billing details. */
export function getCompany(signal?: AbortSignal): Promise<CompanyResponse> {
  return apiFetch<CompanyResponse>('/api/company', signal ? { signal } : {});
}

export const companyQueryOptions = queryOptions({
  queryKey: COMPANY_QUERY_KEY,
  queryFn: ({ signal }) => getCompany(signal),
});

export function useCompany() {
  return useQuery(companyQueryOptions);
}
