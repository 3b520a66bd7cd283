import type { ProfileResponse } from '@kollega/domain';
import { type AuditActor, recordAudit } from '../../../db/audit';
import { employees } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors/app-error';
import { type FileDeps, fileResource, type Upload } from '../../../integrations/uploads/index';
import { detectImageType, isAcceptedPhotoType } from './image-type';
import {
  type EmployeeTarget,
  ownEmployee,
  profileAudit,
  profilePhotoFolder,
  toProfileResponse,
} from './profile-record';

export type PhotoUpload = Pick<Upload, 'data' | 'declaredType'>;

export const photoWrongType = () => new AppError('PHOTO_WRONG_TYPE');

/**
 * PUT /api/profile/photo (the caller's own) and PUT /api/employees/:employeeId/photo (an admin's, for an employee
 * the route has loaded): stores the new photo, points the employee record at it (one transaction with the
 * audit row), then deletes the previous file. The file is written before the transaction and removed again if
 * it fails, so no disk I/O happens inside a transaction (DESIGN.md rule 6).
 */
export async function replaceProfilePhoto(
  deps: FileDeps,
  ctx: AuditActor,
  input: { employeeId: string; upload: PhotoUpload },
): Promise<ProfileResponse> {
  const { upload } = input;
  const target: EmployeeTarget = { companyId: ctx.companyId, employeeId: input.employeeId };
  const type = detectImageType(upload.data);
  if (!type || !isAcceptedPhotoType(upload.declaredType)) throw photoWrongType();

  const folder = profilePhotoFolder(target);
  return fileResource(deps).upload(
    { folder, extension: type.extension, data: upload.data, contentType: type.contentType },
    async (tx, key) => {
      const [before] = await tx
        .select({ key: employees.profilePhotoKey })
        .from(employees)
        .where(ownEmployee(target))
        .for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(employees)
        .set({ profilePhotoKey: key, updatedAt: new Date() })
        .where(ownEmployee(target))
        .returning();
      if (!after) throw notFound();
      await recordAudit(
        tx,
        ctx,
        profileAudit(target, 'profile.photo.update', {
          key,
          previousKey: before.key,
          contentType: type.contentType,
          bytes: upload.data.length,
        }),
      );
      // Only ever a file of this employee's own folder is removed; a file left behind is harmless.
      const replacedKey = before.key?.startsWith(folder) ? before.key : null;
      return { value: toProfileResponse(after), replacedKey };
    },
  );
}
