import type { DocumentSharing, DocumentSharingState } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { documentSharingKey } from './me-query-keys';

/** PUT /api/employees/:employeeId/documents/:documentId/sharing. */
export function setDocumentSharing(
  employeeId: string,
  documentId: string,
  body: DocumentSharing,
): Promise<DocumentSharingState> {
  return apiFetch<DocumentSharingState>(`/api/employees/${employeeId}/documents/${documentId}/sharing`, {
    method: 'PUT',
    json: body,
  });
}

export function useSetDocumentSharing(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: DocumentSharing & { documentId: string }) =>
      setDocumentSharing(employeeId, documentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentSharingKey(employeeId) }),
  });
}
