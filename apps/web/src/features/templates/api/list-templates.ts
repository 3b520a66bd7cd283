import type { DocumentTemplateList } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /api/templates: the cards of /skabeloner. */
export function listTemplates(signal?: AbortSignal): Promise<DocumentTemplateList> {
  return apiFetch<DocumentTemplateList>('/api/templates', signal ? { signal } : {});
}

export const templatesQueryOptions = queryOptions({
  queryKey: ['templates'],
  queryFn: ({ signal }) => listTemplates(signal),
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
