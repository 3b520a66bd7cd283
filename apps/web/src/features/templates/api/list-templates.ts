import type { DocumentTemplateList } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TEMPLATES_QUERY_KEY } from './query-keys';

/** GET /api/templates: the cards of /skabeloner. */
export function listTemplates(signal?: AbortSignal): Promise<DocumentTemplateList> {
  return apiFetch<DocumentTemplateList>('/api/templates', signal ? { signal } : {});
}

export const templatesQueryOptions = queryOptions({
  queryKey: TEMPLATES_QUERY_KEY,
  queryFn: ({ signal }) => listTemplates(signal),
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
