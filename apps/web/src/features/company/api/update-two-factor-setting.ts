import type { CompanyTwoFactorSetting } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

/** PUT /api/company/two-factor: the owner's 'Kræv to-trinsbekræftelse for administratorer' (decision 034). */
export function useUpdateTwoFactorSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyTwoFactorSetting) =>
      apiFetch<CompanyTwoFactorSetting>('/api/company/two-factor', { method: 'PUT', json: body }),
    onSuccess: () => refreshMe(queryClient),
  });
}
