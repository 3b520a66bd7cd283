import type { ProfileResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storeProfile } from './update-profile';

/** PUT /api/profile/photo, multipart with one field `file` (JPEG, PNG or WebP, at most 5 MB). */
export function uploadProfilePhoto(file: File): Promise<ProfileResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ProfileResponse>('/api/profile/photo', { method: 'PUT', body });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
