import type { AdminCompaniesResponse, AdminCompany } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** One row of GET /api/admin/companies (super admins only): the shared contract in packages/domain. */
export type { AdminCompaniesResponse, AdminCompany };

export function listCompanies(signal?: AbortSignal): Promise<AdminCompaniesResponse> {
  return apiFetch<AdminCompaniesResponse>('/api/admin/companies', signal ? { signal } : {});
}

export const adminCompaniesQueryOptions = queryOptions({
  queryKey: ['admin', 'companies'],
  queryFn: ({ signal }) => listCompanies(signal),
});

export function useAdminCompanies() {
  return useQuery(adminCompaniesQueryOptions);
}
