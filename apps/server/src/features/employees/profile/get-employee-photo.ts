import { employees } from '../../../db/schema/index';
import type { StoredFile } from '../../../integrations/storage/index';
import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { loadInCompany } from '../../../services/context';

/**
 * GET /api/employees/:employeeId/photo: the photo of a colleague in the caller's own company. Another
 * company's employee, a malformed id and an employee without a photo all answer 404 alike (DESIGN.md rule 1).
 */
export async function getEmployeePhoto(
  deps: FileDeps,
  ctx: MemberContext,
  input: { employeeId: string },
): Promise<StoredFile> {
  const row = await loadInCompany(deps.db, employees, ctx, input.employeeId);
  return fileResource(deps).read(row.profilePhotoKey);
}
