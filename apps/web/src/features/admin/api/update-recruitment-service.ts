import type { AdminRecruitmentService, RecruitmentServiceInput } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { recruitmentServicesQueryOptions } from './recruitment-services';

/** PUT /api/admin/recruitment-services/:serviceId. */
export function updateRecruitmentService({
  id,
  ...body
}: RecruitmentServiceInput & { id: string }): Promise<AdminRecruitmentService> {
  return apiFetch<AdminRecruitmentService>(`/api/admin/recruitment-services/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateRecruitmentService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecruitmentService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitmentServicesQueryOptions.queryKey }),
  });
}
