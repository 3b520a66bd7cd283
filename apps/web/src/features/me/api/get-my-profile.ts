import type { MyProfile } from '@kollega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_PROFILE_KEY } from './me-query-keys';

/** GET /api/me/profile: 'Mig' → Profil. */
export const myProfileQuery = queryOptions({
  queryKey: MY_PROFILE_KEY,
  queryFn: ({ signal }) => apiFetch<MyProfile>('/api/me/profile', { signal }),
});

export function useMyProfile() {
  return useQuery(myProfileQuery);
}
