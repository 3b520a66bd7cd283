import type { AdminTemplate } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { AdminTemplate };

/** GET /api/admin/templates: every template, also those without a file yet. */
export function listAdminTemplates(signal?: AbortSignal): Promise<{ templates: AdminTemplate[] }> {
  return apiFetch<{ templates: AdminTemplate[] }>('/api/admin/templates', signal ? { signal } : {});
}

export const adminTemplatesQueryOptions = queryOptions({
  queryKey: adminQueryKeys.templates,
  queryFn: ({ signal }) => listAdminTemplates(signal),
});

export function useAdminTemplates() {
  return useQuery(adminTemplatesQueryOptions);
}
