import { EMPLOYEE_MESSAGES, employeeFullName, isDeleteConfirmed } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { employees, users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EmployeeDeps } from './deps';
import { employeeAudit, employeeOfCompany } from './employee-record';
import { loadVisibleEmployee } from './visibility';

/**
 * DELETE /api/employees/:employeeId (hr-core §5, §7 /api/user/delete): the admin typed the full name; not
 * oneself, never the owner. The record, its documents and its login go; the audit log keeps what happened.
 * Files are removed after the commit (DESIGN.md rule 6).
 */
export async function deleteEmployee(
  deps: Pick<EmployeeDeps, 'db' | 'storage'>,
  ctx: AdminContext,
  employeeId: string,
  confirmName: string,
): Promise<void> {
  const folder = await deps.db.transaction(async (tx) => {
    const { row, ownerUserId } = await loadVisibleEmployee(tx, ctx, employeeId, { forUpdate: true });
    if (row.id === ctx.employeeId) {
      throw new AppError('CANNOT_DELETE_SELF', EMPLOYEE_MESSAGES.cannotDeleteSelf, { statusCode: 403 });
    }
    if (row.userId !== null && row.userId === ownerUserId) {
      throw new AppError('CANNOT_DELETE_OWNER', EMPLOYEE_MESSAGES.cannotDeleteOwner, { statusCode: 403 });
    }
    const fullName = employeeFullName(row);
    if (!isDeleteConfirmed(fullName, confirmName)) {
      throw new AppError('DELETE_NAME_MISMATCH', EMPLOYEE_MESSAGES.deleteNameMismatch, { statusCode: 400 });
    }
    // Documents go with the record (ON DELETE CASCADE); sessions and password with the login.
    await tx.delete(employees).where(employeeOfCompany(ctx, row.id));
    if (row.userId) await tx.delete(users).where(eq(users.id, row.userId));
    await recordAudit(
      tx,
      ctx,
      employeeAudit(row.id, 'employee.delete', { name: fullName, email: row.email }),
    );
    return `${ctx.companyId}/users/${row.id}/`;
  });
  await deps.storage.deletePrefix(folder).catch(() => {});
}
