import type {
  EmployeeTimeLog,
  MyTimeregLocks,
  MyTimeregQuery,
  TimeLogSetting,
  TimeLogWarningDto,
} from '@kollega/domain';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { TimeregDeps } from './deps';
import { loadWarnings } from './list-warnings';
import { loadTimeLogs } from './time-logs';
import { assertRegistersTime } from './timereg-employees';
import { loadCompanyCalendar, loadSettingSources, loadTimeregEmployee } from './timereg-record';

export interface MyTimereg {
  log: EmployeeTimeLog;
  warnings: TimeLogWarningDto[];
  /** The norm settings in force for me (docs/rules/timereg.md#ruling-13), so the app shows my norm and break. */
  settings: { individual: TimeLogSetting[]; company: TimeLogSetting[] };
  /** My start date and the company's 'Låst til og med' (docs/rules/timereg.md#ruling-29), so the app locks the days the server does. */
  locks: MyTimeregLocks;
}

/** GET /api/me/timereg: the signed-in employee's registrations over a range, their warnings and norm settings. */
export async function getMyTimereg(
  deps: TimeregDeps,
  ctx: MemberContext,
  query: MyTimeregQuery,
): Promise<MyTimereg> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  const [log] = await loadTimeLogs(deps.db, ctx.companyId, query, [employee.id]);
  const warnings = await loadWarnings(deps.db, ctx.companyId, { employeeId: employee.id });
  const { individual, company } = await loadSettingSources(deps.db, ctx.companyId, employee);
  const calendar = await loadCompanyCalendar(deps.db, ctx.companyId);
  return {
    log: log ?? { employeeId: employee.id, entries: [], changes: [], approvedWeeks: [] },
    warnings,
    settings: { individual: [...(individual ?? [])], company: [...(company ?? [])] },
    locks: { startDate: employee.startDate ?? null, lockDate: calendar.lockDate },
  };
}
