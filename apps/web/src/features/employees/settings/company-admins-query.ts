import type { CompanyAdminsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * GET /api/company/admins, for the extra-admin price on the Indstillinger tab. The company feature has the same
 * query for its admin list; features may not import each other (docs/decisions/004), so it is repeated here
 * under the same key, and both share one cache entry.
 */
export const COMPANY_ADMINS_QUERY_KEY = ['company', 'admins'] as const;

export const companyAdminsQueryOptions = queryOptions({
  queryKey: COMPANY_ADMINS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<CompanyAdminsResponse>('/api/company/admins', signal ? { signal } : {}),
});

export function useCompanyAdmins() {
  return useQuery(companyAdminsQueryOptions);
}
