import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** DELETE /api/agreements/:agreementId ('Slet'). */
export function deleteAgreement(agreementId: string): Promise<void> {
  return apiFetch<void>(`/api/agreements/${encodeURIComponent(agreementId)}`, { method: 'DELETE' });
}

export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
