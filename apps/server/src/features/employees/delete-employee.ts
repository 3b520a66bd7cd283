import { employeeFullName, isDeleteConfirmed } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import {
  approvedWeeks,
  employeeDocuments,
  employeePayroll,
  employees,
  timeEntryChanges,
  timeLogSettings,
  timeLogWarnings,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { fileResource } from '../../integrations/uploads/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { type Reader, withTransaction } from '../../services/context';
import type { EmployeeDeps } from './deps';
import { employeeAudit, employeeOfCompany } from './employee-record';
import { loadVisibleEmployee } from './visibility';
import { WIPED_PERSONAL_DATA } from './wiped-personal-data';

async function hasTimeRegistrations(tx: Reader, companyId: string, employeeId: string) {
  const [entry] = await tx
    .select({ id: timeEntryChanges.id })
    .from(timeEntryChanges)
    .where(and(eq(timeEntryChanges.companyId, companyId), eq(timeEntryChanges.employeeId, employeeId)))
    .limit(1);
  return entry !== undefined;
}

/**
 * DELETE /api/employees/:employeeId (hr-core §5, §7 /api/user/delete): the admin typed the full name; not
 * oneself, never the owner. The record, its documents and its login go; the audit log keeps what happened. An
 * employee with time registrations is wiped but kept (docs/rules/timereg.md#ruling-14); the change log is the evidence, since
 * it outlives deleted entries.
 * Files are removed after the commit (DESIGN.md rule 6).
 */
export async function deleteEmployee(
  deps: Pick<EmployeeDeps, 'db' | 'storage' | 'log'>,
  ctx: AdminContext,
  input: { employeeId: string; confirmName: string },
): Promise<void> {
  const folder = await withTransaction(deps.db, async (tx) => {
    const { row, ownerUserId } = await loadVisibleEmployee(tx, ctx, input.employeeId, { forUpdate: true });
    if (row.id === ctx.employeeId) {
      throw new AppError('CANNOT_DELETE_SELF');
    }
    if (row.userId !== null && row.userId === ownerUserId) {
      throw new AppError('CANNOT_DELETE_OWNER');
    }
    const fullName = employeeFullName(row);
    if (!isDeleteConfirmed(fullName, input.confirmName)) {
      throw new AppError('DELETE_NAME_MISMATCH');
    }
    if (await hasTimeRegistrations(tx, ctx.companyId, row.id)) {
      // docs/rules/timereg.md#ruling-14: the registrations stay five years, and with them who they belong to. Everything else
      // about the person goes; the record is hidden from every list and page.
      await tx
        .delete(employeeDocuments)
        .where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.employeeId, row.id)));
      await tx
        .update(employees)
        .set({
          ...WIPED_PERSONAL_DATA,
          userId: null,
          email: `slettet-${row.id}@kollega.invalid`,
          deletedAt: new Date(),
        })
        .where(employeeOfCompany(ctx, row.id));
    } else {
      // Nothing registered: settings, approvals and their payroll number (kept, like these, by ON DELETE
      // RESTRICT for someone with registrations) go too. Documents go with the record (ON DELETE CASCADE).
      for (const table of [timeLogSettings, approvedWeeks, timeLogWarnings, employeePayroll]) {
        await tx.delete(table).where(and(eq(table.companyId, ctx.companyId), eq(table.employeeId, row.id)));
      }
      await tx.delete(employees).where(employeeOfCompany(ctx, row.id));
    }
    // Sessions and password go with the login.
    if (row.userId) await tx.delete(users).where(eq(users.id, row.userId));
    await recordAudit(
      tx,
      ctx,
      employeeAudit(row.id, 'employee.delete', { name: fullName, email: row.email }),
    );
    return `${ctx.companyId}/users/${row.id}/`;
  });
  await fileResource(deps).removeFolder(folder);
}
