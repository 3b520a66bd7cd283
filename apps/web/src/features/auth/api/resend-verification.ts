import type { ResendVerificationResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';

/** POST /api/account/resend-verification → when it may be sent again; 429 RESEND_LOCKED within 3 minutes. */
export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiFetch<ResendVerificationResponse>('/api/account/resend-verification', {
    method: 'POST',
    json: {},
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // /api/me carries the lock (resendVerificationAvailableAt), also after a refused (locked) attempt.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
