import type { EmployeePayroll } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../../db/audit';
import { employeePayroll } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { withTransaction } from '../../../services/context';
import type { TimeregDeps } from '../deps';
import { loadTimeregEmployee } from '../timereg-record';
import { loadPayroll, NO_PAYROLL } from './payroll-record';

/**
 * PUT /api/timereg/employees/:employeeId/payroll: the employee's number in the payroll system and the start of
 * the running plus/minus balance with its opening balance (decision 029). An inactive employee's can be set
 * (their last pay run needs the number); a deleted employee's record is read only (404, like any unknown id).
 */
export async function saveEmployeePayroll(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: EmployeePayroll & { employeeId: string },
): Promise<EmployeePayroll> {
  const { employeeId, ...values } = input;
  await withTransaction(deps.db, async (tx) => {
    const employee = await loadTimeregEmployee(tx, ctx.companyId, employeeId, { forUpdate: true });
    const before = (await loadPayroll(tx, ctx.companyId, [employee.id])).get(employee.id) ?? NO_PAYROLL;
    await tx
      .insert(employeePayroll)
      .values({ companyId: ctx.companyId, employeeId: employee.id, ...values })
      .onConflictDoUpdate({
        target: [employeePayroll.companyId, employeePayroll.employeeId],
        set: { ...values, updatedAt: sql`now()` },
      });
    await recordAudit(tx, ctx, {
      action: 'timereg.payroll',
      entityType: 'employee',
      entityId: employee.id,
      details: { before, after: values },
    });
  });
  return values;
}
