import type { EmployeePayroll } from '@kollega/domain';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { loadTimeregEmployee } from '../timereg-record';
import { loadPayroll, NO_PAYROLL } from './payroll-record';

/** GET /api/timereg/employees/:employeeId/payroll: the employee's number and running balance start. */
export async function getEmployeePayroll(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeePayroll> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, input.employeeId);
  return (await loadPayroll(deps.db, ctx.companyId, [employee.id])).get(employee.id) ?? NO_PAYROLL;
}
