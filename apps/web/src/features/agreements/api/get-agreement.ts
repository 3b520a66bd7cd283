import type { AgreementDetail } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { AGREEMENTS_QUERY_KEY } from '../../../lib/shared-api/query-keys';

export function agreementQueryKey(agreementId: string) {
  return [...AGREEMENTS_QUERY_KEY, 'one', agreementId] as const;
}

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
