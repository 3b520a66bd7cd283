import type { MyDocuments } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_DOCUMENTS_KEY } from './me-query-keys';

/** GET /api/me/documents: the documents shared with me. */
export const myDocumentsQuery = queryOptions({
  queryKey: MY_DOCUMENTS_KEY,
  queryFn: ({ signal }) => apiFetch<MyDocuments>('/api/me/documents', { signal }),
});

export function useMyDocuments() {
  return useQuery(myDocumentsQuery);
}
