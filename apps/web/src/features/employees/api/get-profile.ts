import type { ProfileResponse } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { employeeQueryKeys } from './query-keys';

export const PROFILE_QUERY_KEY = employeeQueryKeys.profile;

/** GET /api/profile: the signed-in user's own employee record. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', signal ? { signal } : {});
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
