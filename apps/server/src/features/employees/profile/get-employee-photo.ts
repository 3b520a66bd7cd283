import { and, eq } from 'drizzle-orm';
import { employees } from '../../../db/schema/index';
import { isUuid } from '../../../db/uuid';
import { notFound } from '../../../errors/app-error';
import type { StoredFile } from '../../../integrations/storage/index';
import { type FileDeps, fileResource } from '../../../integrations/uploads/index';
import type { MemberContext } from '../../../plugins/auth/request-context';

/**
 * GET /api/employees/:employeeId/photo: the photo of a colleague in the caller's own company. Another
 * company's employee, a malformed id and an employee without a photo all answer 404 alike (DESIGN.md rule 1).
 */
export async function getEmployeePhoto(
  deps: FileDeps,
  ctx: MemberContext,
  employeeId: string,
): Promise<StoredFile> {
  if (!isUuid(employeeId)) throw notFound();
  const [row] = await deps.db
    .select({ key: employees.profilePhotoKey })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, ctx.companyId)));
  if (!row) throw notFound();
  return fileResource(deps).read(row.key);
}
