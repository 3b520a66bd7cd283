import type { MeResponse } from '@kollega/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * GET /api/me: the one source of "who am I" (always 200; `user` is null when signed out). The app's gate decides
 * which app a user sees from it, and pages read names and the company from it. Shared by the app and every
 * feature, so it lives here rather than in one feature.
 */
export const ME_QUERY_KEY = ['me'] as const;

export const SIGNED_OUT_ME: MeResponse = {
  user: null,
  impersonatedBy: null,
  resendVerificationAvailableAt: null,
  profile: null,
  company: null,
};

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch<MeResponse>('/api/me', signal ? { signal } : {});
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Fetches /api/me again and waits for it, e.g. after signing in or completing the sign-up. */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse> {
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  return queryClient.fetchQuery(meQueryOptions);
}

/**
 * After the signed-in identity changed (sign-out, "log in as", back to admin): forget every other user's data,
 * then load /api/me for the new identity (or set it signed out without asking the server).
 */
export async function switchIdentity(queryClient: QueryClient, next?: MeResponse): Promise<MeResponse> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  if (next) {
    queryClient.setQueryData(ME_QUERY_KEY, next);
    return next;
  }
  return refreshMe(queryClient);
}

/** The name to show for a signed-in user: first and last name from the profile, else the e-mail. */
export function displayName(me: MeResponse): string {
  const name = [me.profile?.firstName, me.profile?.lastName].filter(Boolean).join(' ').trim();
  return name || me.user?.email || '';
}
