import type { ForgotPasswordRequest } from '@kollega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /api/account/forgot-password → 204; 404 USER_NOT_FOUND, 400 VALIDATION_ERROR, 429 RATE_LIMITED. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  return apiFetch<void>('/api/account/forgot-password', { method: 'POST', json: body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
