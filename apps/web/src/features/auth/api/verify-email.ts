import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { authQueryKeys } from './query-keys';

/** POST /api/account/verify-email: marks the e-mail verified and signs the user in; 400 INVALID_LINK / EXPIRED_LINK. */
export function verifyEmail(token: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/account/verify-email', { method: 'POST', json: { token } });
}

/**
 * Run once per link as a query: opening the page verifies, a remount (React's strict mode, a re-render) does not
 * send the one-time token twice.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authQueryKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
