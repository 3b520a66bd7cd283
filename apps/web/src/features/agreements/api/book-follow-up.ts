import type { AgreementDateTime, AgreementDetail } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

/** POST /api/agreements/:agreementId/follow-up: 'Book opfølgning?' after closing. */
export function bookFollowUp(agreementId: string, when: AgreementDateTime): Promise<AgreementDetail> {
  return apiFetch<AgreementDetail>(`/api/agreements/${encodeURIComponent(agreementId)}/follow-up`, {
    method: 'POST',
    json: when,
  });
}

export function useBookFollowUp(agreementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (when: AgreementDateTime) => bookFollowUp(agreementId, when),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_QUERY_KEY }),
  });
}
