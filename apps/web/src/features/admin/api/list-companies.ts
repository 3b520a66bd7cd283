import type { AdminCompany, AdminCompanyList, AdminCompanySortKey } from '@kollega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { SortDirection } from '../../../ui/sort-header';
import { adminQueryKeys } from './query-keys';

/** One row of GET /api/admin/companies (super admins only): the shared contract in packages/domain. */
export type { AdminCompany, AdminCompanyList, AdminCompanySortKey };

export type AdminCompanyListParams = {
  search: string;
  sort: AdminCompanySortKey;
  direction: SortDirection;
  page: number;
};

/** Every page of the list: a save on a company page marks them all stale. */
export const adminCompanyListKey = adminQueryKeys.companyList;

/** GET /api/admin/companies: the companies a page at a time, searched and sorted by the server. */
export function useAdminCompanies(params: AdminCompanyListParams) {
  return useQuery({
    queryKey: [...adminCompanyListKey, params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        search: params.search,
        sort: params.sort,
        direction: params.direction,
        page: String(params.page),
      });
      return apiFetch<AdminCompanyList>(`/api/admin/companies?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
