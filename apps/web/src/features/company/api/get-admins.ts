import type { CompanyAdminsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * Under the company's key, so invalidating the company refreshes its admins too. The employees feature reads the
 * same query (for the extra-admin price) under this key; features may not import each other.
 */
export const COMPANY_ADMINS_QUERY_KEY = ['company', 'admins'] as const;

/** GET /api/company/admins: the admins (owner included), the plan's included number and the extra price. */
export function getCompanyAdmins(signal?: AbortSignal): Promise<CompanyAdminsResponse> {
  return apiFetch<CompanyAdminsResponse>('/api/company/admins', signal ? { signal } : {});
}

export const companyAdminsQueryOptions = queryOptions({
  queryKey: COMPANY_ADMINS_QUERY_KEY,
  queryFn: ({ signal }) => getCompanyAdmins(signal),
});

export function useCompanyAdmins() {
  return useQuery(companyAdminsQueryOptions);
}
