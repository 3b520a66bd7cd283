import type { HrContact } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type { HrContact };

/** GET /api/admin/hr-contacts. */
export function listHrContacts(signal?: AbortSignal): Promise<{ contacts: HrContact[] }> {
  return apiFetch<{ contacts: HrContact[] }>('/api/admin/hr-contacts', signal ? { signal } : {});
}

export const hrContactsQueryOptions = queryOptions({
  queryKey: ['admin', 'hr-contacts'],
  queryFn: ({ signal }) => listHrContacts(signal),
});

export function useHrContacts() {
  return useQuery(hrContactsQueryOptions);
}
