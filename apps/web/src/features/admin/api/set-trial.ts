import type { TrialUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** PUT /api/admin/companies/:companyId/trial: the super admin sets or removes a company's trial. */
export function useSetTrial(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrialUpdate) =>
      apiFetch<{ trial: boolean; trialEndsAt: string | null }>(
        `/api/admin/companies/${encodeURIComponent(companyId)}/trial`,
        { method: 'PUT', json: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
