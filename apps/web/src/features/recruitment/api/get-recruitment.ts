import type { RecruitmentPage } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { RECRUITMENT_QUERY_KEY } from './query-keys';

/** GET /api/recruitment: what the company's plan shows on /rekruttering. */
export function getRecruitment(signal?: AbortSignal): Promise<RecruitmentPage> {
  return apiFetch<RecruitmentPage>('/api/recruitment', signal ? { signal } : {});
}

export const recruitmentQueryOptions = queryOptions({
  queryKey: RECRUITMENT_QUERY_KEY,
  queryFn: ({ signal }) => getRecruitment(signal),
});

export function useRecruitment() {
  return useQuery(recruitmentQueryOptions);
}
