import type { EmployeeSicknessDto } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { SicknessDeps } from './deps';
import { employeeSickness, loadSicknessEmployee } from './sickness-record';

/** GET /api/sickness/employees/:employeeId: the employee's periods and figures as of today (issue 29). */
export async function getEmployeeSickness(
  deps: SicknessDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeSicknessDto> {
  const employee = await loadSicknessEmployee(deps.db, ctx.companyId, input.employeeId);
  return employeeSickness(deps.db, ctx.companyId, employee, deps.today());
}
