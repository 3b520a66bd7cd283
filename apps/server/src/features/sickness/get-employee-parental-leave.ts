import type { EmployeeParentalLeaveDto } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { SicknessDeps } from './deps';
import { loadParentalLeavePeriods } from './parental-leave-record';
import { loadSicknessEmployee } from './sickness-record';

/**
 * GET /api/sickness/employees/:employeeId/parental-leave: the employee's Barsel periods with their refusion deadline
 * (decision 056), newest first.
 */
export async function getEmployeeParentalLeave(
  deps: SicknessDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeParentalLeaveDto> {
  const employee = await loadSicknessEmployee(deps.db, ctx.companyId, input.employeeId);
  const today = deps.today();
  const periods = (await loadParentalLeavePeriods(deps.db, ctx.companyId, today, [employee.id])).get(
    employee.id,
  );
  return { employeeId: employee.id, today, periods: [...(periods ?? [])].reverse() };
}
