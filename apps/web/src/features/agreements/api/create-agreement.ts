import type { AgreementDetail, AgreementInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** POST /api/agreements: 'Ny aftale'. */
export function createAgreement(body: AgreementInput): Promise<AgreementDetail> {
  return apiFetch<AgreementDetail>('/api/agreements', { method: 'POST', json: body });
}

export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
