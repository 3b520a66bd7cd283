import type { EmployeeTimeregSettings } from '@kollega/domain';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { loadSettingSources, loadTimeregEmployee } from '../timereg-record';

/** GET /api/timereg/employees/:employeeId/settings: individual or the company's norm week, with their history. */
export async function getEmployeeSettings(
  deps: TimeregDeps,
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeTimeregSettings> {
  // Read only, so a deleted employee's too: the registrations modal shows their norm (docs/rules/timereg.md#ruling-14).
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, input.employeeId, {
    includeDeleted: true,
  });
  const { individual, company } = await loadSettingSources(deps.db, ctx.companyId, {
    id: employee.id,
    individualTimeLogSettings: true,
  });
  return {
    individual: employee.individualTimeLogSettings,
    settings: { individual: [...(individual ?? [])], company: [...(company ?? [])] },
  };
}
