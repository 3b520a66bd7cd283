import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { agreementQueryKey } from './get-agreement';

/** DELETE /api/agreements/:agreementId/files/:fileId. */
export function deleteAgreementFile(agreementId: string, fileId: string): Promise<void> {
  return apiFetch<void>(
    `/api/agreements/${encodeURIComponent(agreementId)}/files/${encodeURIComponent(fileId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteAgreementFile(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteAgreementFile(agreementId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementQueryKey(agreementId) }),
  });
}
