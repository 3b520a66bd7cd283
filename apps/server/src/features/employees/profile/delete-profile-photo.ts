import type { ProfileResponse } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import { employees } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import {
  type EmployeeTarget,
  ownEmployee,
  profileAudit,
  profilePhotoFolder,
  toProfileResponse,
} from './profile-record';

/** DELETE /api/profile/photo: removes the photo from the record (with the audit row), then its file. */
export async function deleteProfilePhoto(deps: FileDeps, ctx: EmployeeTarget): Promise<ProfileResponse> {
  return fileResource(deps).remove(async (tx) => {
    const [before] = await tx.select().from(employees).where(ownEmployee(ctx)).for('update');
    if (!before) throw notFound();
    // Nothing to delete: answer with the profile as it is, without a write.
    if (!before.profilePhotoKey) return { value: toProfileResponse(before), removedKey: null };
    const [after] = await tx
      .update(employees)
      .set({ profilePhotoKey: null, updatedAt: new Date() })
      .where(ownEmployee(ctx))
      .returning();
    if (!after) throw notFound();
    await recordAudit(
      tx,
      ctx,
      profileAudit(ctx, 'profile.photo.delete', { previousKey: before.profilePhotoKey }),
    );
    // Only ever a file of this employee's own folder is removed.
    const previousKey = before.profilePhotoKey;
    const removedKey = previousKey.startsWith(profilePhotoFolder(ctx)) ? previousKey : null;
    return { value: toProfileResponse(after), removedKey };
  });
}
