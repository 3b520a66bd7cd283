import type { AgreementDetail, AgreementInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** PUT /api/agreements/:agreementId: 'Ret detaljer' (409 when closed). */
export function updateAgreement(agreementId: string, body: AgreementInput): Promise<AgreementDetail> {
  return apiFetch<AgreementDetail>(`/api/agreements/${encodeURIComponent(agreementId)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateAgreement(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementInput) => updateAgreement(agreementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
