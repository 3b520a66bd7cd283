import type { MyProfile, MyProfileUpdate } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { MY_PROFILE_KEY } from './me-query-keys';

/** PUT /api/me/profile → the saved details. */
export function updateMyProfile(body: MyProfileUpdate): Promise<MyProfile> {
  return apiFetch<MyProfile>('/api/me/profile', { method: 'PUT', json: body });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => queryClient.setQueryData(MY_PROFILE_KEY, profile),
  });
}
