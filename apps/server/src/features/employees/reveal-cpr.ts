import { recordAudit } from '../../db/audit';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { EmployeeDeps } from './deps';
import { cprAssociatedData, employeeAudit } from './employee-record';
import { loadVisibleEmployee } from './visibility';

/**
 * POST /api/employees/:employeeId/cpr/reveal: the full CPR number for the admin who clicked to see it. Every
 * reveal is audit-logged (DESIGN.md rule 5), in the same transaction as the read, so no reveal goes unrecorded.
 */
export async function revealCpr(
  deps: Pick<EmployeeDeps, 'db' | 'cipher'>,
  ctx: AdminContext,
  employeeId: string,
): Promise<{ cprNumber: string }> {
  return deps.db.transaction(async (tx) => {
    const { row } = await loadVisibleEmployee(tx, ctx, employeeId);
    if (!row.cprEncrypted) throw notFound('Der er ikke registreret et CPR-nummer.');
    const cprNumber = deps.cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id));
    await recordAudit(tx, ctx, employeeAudit(row.id, 'employee.cpr.reveal', {}));
    return { cprNumber };
  });
}
