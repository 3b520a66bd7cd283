import type { AgreementListQuery, AgreementListResponse } from '@kollega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AGREEMENTS_QUERY_KEY } from './query-keys';

/**
 * GET /api/agreements: one tab or both, filtered, one bounded page. The list on /aftaler and the employee's
 * Aftaler tab (with `regardingId`) both read it.
 */
export function getAgreements(
  query: AgreementListQuery,
  signal?: AbortSignal,
): Promise<AgreementListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return apiFetch<AgreementListResponse>(`/api/agreements${suffix}`, signal ? { signal } : {});
}

export function agreementsQueryOptions(query: AgreementListQuery) {
  return queryOptions({
    queryKey: [...AGREEMENTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getAgreements(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgreements(query: AgreementListQuery) {
  return useQuery(agreementsQueryOptions(query));
}
