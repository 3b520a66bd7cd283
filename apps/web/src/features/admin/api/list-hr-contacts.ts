import type { HrContact } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { HrContact };

/** GET /api/admin/hr-contacts. */
export function listHrContacts(signal?: AbortSignal): Promise<{ contacts: HrContact[] }> {
  return apiFetch<{ contacts: HrContact[] }>('/api/admin/hr-contacts', signal ? { signal } : {});
}

export const hrContactsQueryOptions = queryOptions({
  queryKey: adminQueryKeys.hrContacts,
  queryFn: ({ signal }) => listHrContacts(signal),
});

export function useHrContacts() {
  return useQuery(hrContactsQueryOptions);
}
