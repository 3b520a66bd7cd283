import type { EmployeeListResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * The employees list's key (features/employees/api/get-employee.ts). Repeated, not imported, because features may
 * not import each other (docs/decisions/004); the same key and answer mean one shared cache entry, and
 * invalidating the employees refreshes the modal too.
 */
export const COMPANY_EMPLOYEES_QUERY_KEY = ['employees'] as const;

/** GET /api/employees: who can be made admin in the 'Rediger administratorer' modal. */
export const companyEmployeesQueryOptions = queryOptions({
  queryKey: COMPANY_EMPLOYEES_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<EmployeeListResponse>('/api/employees', signal ? { signal } : {}),
});

export function useCompanyEmployees(enabled: boolean) {
  return useQuery({ ...companyEmployeesQueryOptions, enabled });
}
