import type { ProfileResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeProfile } from './update-profile';

/** DELETE /api/profile/photo → the profile without a photo. */
export function deleteProfilePhoto(): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/profile/photo', { method: 'DELETE' });
}

export function useDeleteProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePhoto,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
