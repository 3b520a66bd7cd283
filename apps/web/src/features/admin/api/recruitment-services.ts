import type { AdminRecruitmentService } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminQueryKeys } from './query-keys';

export type { AdminRecruitmentService };

/** GET /api/admin/recruitment-services: the price list as stored. */
export function listRecruitmentServices(
  signal?: AbortSignal,
): Promise<{ services: AdminRecruitmentService[] }> {
  return apiFetch<{ services: AdminRecruitmentService[] }>(
    '/api/admin/recruitment-services',
    signal ? { signal } : {},
  );
}

export const recruitmentServicesQueryOptions = queryOptions({
  queryKey: adminQueryKeys.recruitmentServices,
  queryFn: ({ signal }) => listRecruitmentServices(signal),
});

export function useRecruitmentServices() {
  return useQuery(recruitmentServicesQueryOptions);
}
