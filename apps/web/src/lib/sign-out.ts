import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiFetch } from './api';
import { refreshMe, SIGNED_OUT_ME, switchIdentity } from './me';

/** POST /api/auth/sign-out: ends the session and clears its cookie. */
export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
}

/**
 * 'Log ud': signs out, forgets every cached answer of this user and goes to the front page. Should the request
 * fail, /api/me is asked again, so the screen shows the truth either way.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await switchIdentity(queryClient, SIGNED_OUT_ME);
      await navigate({ to: '/', replace: true });
    },
    onError: () => refreshMe(queryClient),
  });
  // A failure is handled by onError (it asks /api/me who is signed in); the catch only keeps the caller's click
  // handler from an unhandled rejection.
  return { signOut: () => mutation.mutateAsync().catch(() => {}), isPending: mutation.isPending };
}
