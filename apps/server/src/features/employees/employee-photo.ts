import type { EmployeeDetail } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EmployeeDeps } from './deps';
import { getEmployee } from './get-employee';
import { deleteProfilePhoto } from './profile/delete-profile-photo';
import { type PhotoUpload, replaceProfilePhoto } from './profile/replace-profile-photo';
import { loadVisibleEmployee } from './visibility';

/**
 * PUT /api/employees/:employeeId/photo: an admin replaces a visible employee's photo, and sees the record as it
 * is now. The upload is read only once the employee is known to be visible, so another company's or a hidden
 * employee's id answers 404 whatever the body holds.
 */
export async function replaceEmployeePhoto(
  deps: EmployeeDeps,
  ctx: AdminContext,
  input: { employeeId: string; upload: () => Promise<PhotoUpload> },
): Promise<EmployeeDetail> {
  const { row } = await loadVisibleEmployee(deps.db, ctx, input.employeeId);
  await replaceProfilePhoto(deps, ctx, { employeeId: row.id, upload: await input.upload() });
  return getEmployee(deps, ctx, { employeeId: row.id });
}

/** DELETE /api/employees/:employeeId/photo: an admin removes a visible employee's photo. */
export async function deleteEmployeePhoto(
  deps: EmployeeDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeDetail> {
  const { row } = await loadVisibleEmployee(deps.db, ctx, input.employeeId);
  await deleteProfilePhoto(deps, ctx, { employeeId: row.id });
  return getEmployee(deps, ctx, { employeeId: row.id });
}
