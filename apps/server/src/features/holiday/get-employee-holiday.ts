import type { HolidayOverview } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { overviewOf } from './holiday-overview';

/** GET /api/holiday/employees/:employeeId: the employee's Ferie tab. */
export async function getEmployeeHoliday(
  deps: HolidayDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<HolidayOverview> {
  return overviewOf(deps.db, ctx.companyId, input.employeeId);
}
