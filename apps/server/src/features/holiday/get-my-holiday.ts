import type { HolidayOverview } from '@kollega/domain';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { overviewOf } from './holiday-overview';

/** GET /api/me/holiday: the employee app's Ferie screen, the caller's own balances, ledger and requests. */
export function getMyHoliday(deps: HolidayDeps, ctx: MemberContext): Promise<HolidayOverview> {
  return overviewOf(deps.db, ctx.companyId, ctx.employeeId);
}
