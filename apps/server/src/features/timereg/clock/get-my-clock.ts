import type { ClockState } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import { nowOf, type TimeregDeps } from '../deps';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee } from '../timereg-record';
import { loadClock, toClockState } from './clock-record';

/** GET /api/me/timereg/clock: my running clock (with the 16-hour reminder flag), or null. */
export async function getMyClock(deps: TimeregDeps, ctx: MemberContext): Promise<ClockState> {
  const now = nowOf(deps);
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  return toClockState(await loadClock(deps.db, employee), now);
}
