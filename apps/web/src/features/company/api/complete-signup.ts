import type { CompleteSignupRequest } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/me';

export type CompleteSignupResponse = { status: 'success'; id: string };

/**
 * POST /api/company/add: the profile and the company in one request (→ 201); 409 ALREADY_HAS_COMPANY or
 * VAT_IN_USE, 400 VALIDATION_ERROR with details per field.
 */
export function completeSignup(body: CompleteSignupRequest): Promise<CompleteSignupResponse> {
  return apiFetch<CompleteSignupResponse>('/api/company/add', { method: 'POST', json: body });
}

export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSignup,
    onSuccess: () => refreshMe(queryClient),
  });
}
