import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

export type SignUpRequest = { email: string; password: string };

/**
 * POST /api/auth/sign-up/email: creates the login, signs it in and sends the verification e-mail. The name is
 * given on /complete-signup, so it is empty here.
 */
export function signUp({ email, password }: SignUpRequest): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: '' } });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshMe(queryClient),
  });
}
