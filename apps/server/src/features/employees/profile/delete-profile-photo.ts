import type { ProfileResponse } from '@kollega/domain';
import { type AuditActor, recordAudit } from '../../../db/audit';
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

/**
 * DELETE /api/profile/photo (the caller's own) and DELETE /api/employees/:employeeId/photo (an admin's, for an
 * employee the route has loaded): removes the photo from the record (with the audit row), then its file.
 */
export async function deleteProfilePhoto(
  deps: FileDeps,
  ctx: AuditActor,
  input: { employeeId: string },
): Promise<ProfileResponse> {
  const target: EmployeeTarget = { companyId: ctx.companyId, employeeId: input.employeeId };
  return fileResource(deps).remove(async (tx) => {
    const [before] = await tx.select().from(employees).where(ownEmployee(target)).for('update');
    if (!before) throw notFound();
    // Nothing to delete: answer with the profile as it is, without a write.
    if (!before.profilePhotoKey) return { value: toProfileResponse(before), removedKey: null };
    const [after] = await tx
      .update(employees)
      .set({ profilePhotoKey: null, updatedAt: new Date() })
      .where(ownEmployee(target))
      .returning();
    if (!after) throw notFound();
    await recordAudit(
      tx,
      ctx,
      profileAudit(target, 'profile.photo.delete', { previousKey: before.profilePhotoKey }),
    );
    // Only ever a file of this employee's own folder is removed.
    const previousKey = before.profilePhotoKey;
    const removedKey = previousKey.startsWith(profilePhotoFolder(target)) ? previousKey : null;
    return { value: toProfileResponse(after), removedKey };
  });
}
