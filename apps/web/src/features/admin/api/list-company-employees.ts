import type { AdminCompanyEmployee, AdminCompanyEmployeeList } from '@kollega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { AdminCompanyEmployee, AdminCompanyEmployeeList };

/** GET /api/admin/companies/:companyId/employees: the company page's employee table, a page at a time. */
export function useAdminCompanyEmployees(companyId: string, search: string, page: number) {
  return useQuery({
    queryKey: adminQueryKeys.companyEmployees(companyId, { search, page }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ search, page: String(page) });
      return apiFetch<AdminCompanyEmployeeList>(
        `/api/admin/companies/${encodeURIComponent(companyId)}/employees?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}
