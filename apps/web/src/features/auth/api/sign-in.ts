import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

export type SignInRequest = { email: string; password: string };

/** POST /api/auth/sign-in/email: sets the session cookie. An unverified user may sign in (and is asked to verify). */
export function signIn(body: SignInRequest): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', json: body });
}

/** Signs in, then waits for /api/me so the app switches to what this user sees. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => refreshMe(queryClient),
  });
}
