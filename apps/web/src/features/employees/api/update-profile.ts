import type { ProfileResponse, ProfileUpdate } from '@kollega/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/me';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PUT /api/profile → the saved profile. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile', { method: 'PUT', json: body });
}

/** The profile changed: keep the answer and refresh /api/me, whose name and photo the topbar shows. */
export function storeProfile(queryClient: QueryClient, profile: ProfileResponse): Promise<void> {
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
