import type { AdminCompanyDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { AdminCompanyDetail };

export const adminCompanyKey = adminQueryKeys.company;

/** GET /api/admin/companies/:companyId: the company page (time-registration §2). */
export function getAdminCompany(companyId: string, signal?: AbortSignal): Promise<AdminCompanyDetail> {
  return apiFetch<AdminCompanyDetail>(
    `/api/admin/companies/${encodeURIComponent(companyId)}`,
    signal ? { signal } : {},
  );
}

export const adminCompanyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: adminCompanyKey(companyId),
    queryFn: ({ signal }) => getAdminCompany(companyId, signal),
  });

export function useAdminCompany(companyId: string) {
  return useQuery(adminCompanyQueryOptions(companyId));
}
