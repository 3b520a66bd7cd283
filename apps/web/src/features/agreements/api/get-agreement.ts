import type { AgreementDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { agreementQueryKeys } from './query-keys';

export const agreementQueryKey = agreementQueryKeys.one;

/** GET /api/agreements/:agreementId: the detail page; 404 for an unknown or another company's id. */
export function getAgreement(agreementId: string, signal?: AbortSignal): Promise<AgreementDetail> {
  return apiFetch<AgreementDetail>(
    `/api/agreements/${encodeURIComponent(agreementId)}`,
    signal ? { signal } : {},
  );
}

export function useAgreement(agreementId: string) {
  return useQuery(
    queryOptions({
      queryKey: agreementQueryKey(agreementId),
      queryFn: ({ signal }) => getAgreement(agreementId, signal),
    }),
  );
}
