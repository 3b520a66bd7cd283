import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

export type SecondFactor = { kind: 'totp' | 'backup'; code: string };

/**
 * The sign-in's second step (decision 034): the app's code (POST /api/auth/two-factor/verify-totp) or a backup
 * code (…/verify-backup-code), answered with the session cookie; then /api/me for the app to switch.
 */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code }: SecondFactor) =>
      apiFetch(
        kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code',
        {
          method: 'POST',
          json: { code: code.trim() },
        },
      ),
    onSuccess: () => refreshMe(queryClient),
  });
}
