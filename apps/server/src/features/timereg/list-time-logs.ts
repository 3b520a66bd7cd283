import type { TimeLogsQuery, TimeLogsResponse } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { loadTimeLogs } from './time-logs';

/** GET /api/timereg/logs: registrations, change logs and approved weeks of the company's employees. */
export async function listTimeLogs(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: TimeLogsQuery,
): Promise<TimeLogsResponse> {
  return { employees: await loadTimeLogs(deps.db, ctx.companyId, query, query.employeeIds) };
}
