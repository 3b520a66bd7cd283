import type { ProfileResponse } from '@kollega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { PHOTO_UPLOAD_MESSAGES } from './photo-upload-messages';
import { storeProfile } from './update-profile';

/** PUT /api/profile/photo, multipart with one field `file` (JPEG, PNG or WebP, at most 5 MB). */
export function uploadProfilePhoto(file: File): Promise<ProfileResponse> {
  return uploadFile<ProfileResponse>('/api/profile/photo', file, undefined, {
    method: 'PUT',
    messages: PHOTO_UPLOAD_MESSAGES,
  });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
