import type { MyBalance, MyTimeregQuery } from '@kollega/domain';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { buildOverview } from '../overview/get-overview';
import { assertRegistersTime } from '../timereg-employees';
import { loadTimeregEmployee } from '../timereg-record';

/**
 * GET /api/me/timereg/balance: my plus/minus over a range (the app's week) and my running balance at its end,
 * by Overblik's rules, so the app and the admin show the same figures (decision 029).
 */
export async function getMyBalance(
  deps: TimeregDeps,
  ctx: MemberContext,
  query: MyTimeregQuery,
): Promise<MyBalance> {
  const employee = await loadTimeregEmployee(deps.db, ctx.companyId, ctx.employeeId);
  assertRegistersTime(employee);
  const overview = await buildOverview(deps.db, ctx.companyId, {
    ...query,
    employeeIds: [employee.id],
    inactive: false,
  });
  const mine = overview.employees[0];
  return {
    plusMinus: mine?.plusMinus ?? null,
    normTime: mine?.summary.normTime ?? 0,
    balance: mine?.balance ?? null,
  };
}
