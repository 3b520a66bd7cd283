import type { Acknowledge, MyDocument } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_DOCUMENTS_KEY } from './me-query-keys';

/** POST /api/me/documents/:documentId/acknowledge: 'Kvittér for modtagelse' with my password. */
export function acknowledgeDocument(documentId: string, body: Acknowledge): Promise<MyDocument> {
  return apiFetch<MyDocument>(`/api/me/documents/${documentId}/acknowledge`, { method: 'POST', json: body });
}

export function useAcknowledgeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: Acknowledge & { documentId: string }) =>
      acknowledgeDocument(documentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_DOCUMENTS_KEY }),
  });
}
