import type { ActiveSessionsResponse } from '@kollega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';
import { employeeQueryKeys } from './query-keys';

/** Decision 034: two-factor set-up and the session list, on the profile and on the required set-up screen. */
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** POST /api/auth/two-factor/enable: the password, then a secret to scan and ten backup codes (not on yet). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', json: { password } }),
  });
}

/** POST /api/auth/two-factor/verify-totp with the signed-in session: the first code turns it on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } }),
    onSuccess: () => refreshMe(queryClient),
  });
}

/** POST /api/auth/two-factor/disable (password). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('/api/auth/two-factor/disable', { method: 'POST', json: { password } }),
    onSuccess: () => refreshMe(queryClient),
  });
}

const SESSIONS_KEY = employeeQueryKeys.sessions;

/** GET /api/account/sessions: 'Aktive sessioner'. */
export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiFetch<ActiveSessionsResponse>('/api/account/sessions', { signal }),
  });
}

/** DELETE /api/account/sessions/:id, or POST …/sign-out-others (id null). */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId
        ? apiFetch(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' })
        : apiFetch('/api/account/sessions/sign-out-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
