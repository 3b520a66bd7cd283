import { randomUUID } from 'node:crypto';
import type { ProfileResponse } from '@kollega/domain';
import { recordAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { employees } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import type { Storage } from '../../../integrations/storage/index';
import { detectImageType, isAcceptedPhotoType } from './image-type';
import {
  type EmployeeTarget,
  ownEmployee,
  profileAudit,
  profilePhotoFolder,
  toProfileResponse,
} from './profile-record';

export interface PhotoUpload {
  data: Buffer;
  /** The content type the browser declared for the file. */
  declaredType: string;
}

export const photoWrongType = () => new AppError('PHOTO_WRONG_TYPE');

/**
 * PUT /api/profile/photo: stores the new photo, points the employee record at it (one transaction with the
 * audit row), then deletes the previous file. The file is written before the transaction and removed again if
 * it fails, so no disk I/O happens inside a transaction (DESIGN.md rule 6).
 */
export async function replaceProfilePhoto(
  deps: { db: Db; storage: Storage },
  ctx: EmployeeTarget,
  upload: PhotoUpload,
): Promise<ProfileResponse> {
  const type = detectImageType(upload.data);
  if (!type || !isAcceptedPhotoType(upload.declaredType)) throw photoWrongType();

  const folder = profilePhotoFolder(ctx);
  const key = `${folder}${randomUUID()}.${type.extension}`;
  await deps.storage.put(key, upload.data, type.contentType);

  let result: { profile: ProfileResponse; previousKey: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ key: employees.profilePhotoKey })
        .from(employees)
        .where(ownEmployee(ctx))
        .for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(employees)
        .set({ profilePhotoKey: key, updatedAt: new Date() })
        .where(ownEmployee(ctx))
        .returning();
      if (!after) throw notFound();
      await recordAudit(
        tx,
        ctx,
        profileAudit(ctx, 'profile.photo.update', {
          key,
          previousKey: before.key,
          contentType: type.contentType,
          bytes: upload.data.length,
        }),
      );
      return { profile: toProfileResponse(after), previousKey: before.key };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }

  // Only ever a file of this employee's own folder; a file left behind is harmless, a failed request is not.
  if (result.previousKey?.startsWith(folder) && result.previousKey !== key) {
    await deps.storage.delete(result.previousKey).catch(() => {});
  }
  return result.profile;
}
