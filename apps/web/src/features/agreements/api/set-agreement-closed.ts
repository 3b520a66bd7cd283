import type { AgreementDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** POST /api/agreements/:agreementId/close ('Afslut') or …/reopen ('Genåben'). */
export function setAgreementClosed(agreementId: string, closed: boolean): Promise<AgreementDetail> {
  return apiFetch<AgreementDetail>(
    `/api/agreements/${encodeURIComponent(agreementId)}/${closed ? 'close' : 'reopen'}`,
    { method: 'POST' },
  );
}

export function useSetAgreementClosed(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => setAgreementClosed(agreementId, closed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
