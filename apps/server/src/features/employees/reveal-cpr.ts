import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited } from '../../services/context';
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
  input: { employeeId: string },
): Promise<{ cprNumber: string }> {
  return audited(deps.db, ctx, async (tx) => {
    const { row } = await loadVisibleEmployee(tx, ctx, input.employeeId);
    if (!row.cprEncrypted) throw notFound('Der er ikke registreret et CPR-nummer.');
    const cprNumber = deps.cipher.decrypt(row.cprEncrypted, cprAssociatedData(row.id));
    return { result: { cprNumber }, audit: employeeAudit(row.id, 'employee.cpr.reveal', {}) };
  });
}
