import type { CompanyAdminsResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { COMPANY_ADMINS_QUERY_KEY } from './query-keys';

/**
 * GET /api/company/admins: the admins (owner included), the plan's included number and the extra price. The
 * admin list on /company reads it, and so does an employee's Indstillinger tab (the extra-admin price).
 */
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
