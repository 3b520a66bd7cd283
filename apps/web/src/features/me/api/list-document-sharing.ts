import type { DocumentSharingList } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { documentSharingKey } from './me-query-keys';

/** GET /api/employees/:employeeId/documents/sharing: the admin's view of what is shared and acknowledged. */
export function documentSharingQuery(employeeId: string) {
  return queryOptions({
    queryKey: documentSharingKey(employeeId),
    queryFn: ({ signal }) =>
      apiFetch<DocumentSharingList>(`/api/employees/${employeeId}/documents/sharing`, { signal }),
  });
}

export function useDocumentSharing(employeeId: string) {
  return useQuery(documentSharingQuery(employeeId));
}
