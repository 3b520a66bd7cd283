import type { CloseCompanyRequest, CompanyClosure } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

/** POST /api/company/closure: 'Luk konto' (decision 051); /api/me then carries the closure to every screen. */
export function useCloseCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseCompanyRequest) =>
      apiFetch<CompanyClosure>('/api/company/closure', { method: 'POST', json: body }),
    onSuccess: () => refreshMe(queryClient),
  });
}
