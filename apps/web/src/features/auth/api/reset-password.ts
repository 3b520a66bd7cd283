import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';

export type ResetPasswordRequest = { token: string; password: string };

/** POST /api/account/reset-password → 204; 400 INVALID_LINK / EXPIRED_LINK. Other sessions of the user end. */
export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return apiFetch<void>('/api/account/reset-password', { method: 'POST', json: body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
