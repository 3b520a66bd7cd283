import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

/** DELETE /api/company/closure: 'Genåbn konto' (decision 051). */
export function useReopenCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ reopened: true }>('/api/company/closure', { method: 'DELETE' }),
    onSuccess: () => refreshMe(queryClient),
  });
}
