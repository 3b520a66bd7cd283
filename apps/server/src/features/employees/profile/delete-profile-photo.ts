import type { ProfileResponse } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { employees } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { Storage } from '../../../integrations/storage/index';
import {
  type EmployeeTarget,
  ownEmployee,
  profileAudit,
  profilePhotoFolder,
  toProfileResponse,
} from './profile-record';

/** DELETE /api/profile/photo: removes the photo from the record (with the audit row), then its file. */
export async function deleteProfilePhoto(
  deps: { db: Db; storage: Storage },
  ctx: EmployeeTarget,
): Promise<ProfileResponse> {
  const result = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(employees).where(ownEmployee(ctx)).for('update');
    if (!before) throw notFound();
    // Nothing to delete: answer with the profile as it is, without a write.
    if (!before.profilePhotoKey) return { profile: toProfileResponse(before), previousKey: null };
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
    return { profile: toProfileResponse(after), previousKey: before.profilePhotoKey };
  });

  if (result.previousKey?.startsWith(profilePhotoFolder(ctx))) {
    await deps.storage.delete(result.previousKey).catch(() => {});
  }
  return result.profile;
}
