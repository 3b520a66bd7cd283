import type { ProfileResponse } from '@kollega/domain';
import { PhotoUpload } from '../../../ui/photo-upload';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';

/** The user's own photo on /profile (PUT and DELETE /api/profile/photo). */
export function ProfilePhoto({ profile }: { profile: ProfileResponse }) {
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  return (
    <PhotoUpload
      photoUrl={profile.profilePhotoUrl}
      name={`${profile.firstName} ${profile.lastName}`}
      alt="Dit profilbillede"
      confirmText="Vil du slette dit profilbillede?"
      onUpload={upload.mutateAsync}
      onDelete={() => remove.mutateAsync()}
    />
  );
}
