import { danishToday, HOLIDAY_DASHBOARD_REMINDERS, type HolidayDashboard } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { balancesOf, loadCompanyBalances, remindersOf } from './holiday-balances';
import { toRequestDto } from './holiday-record';

/** GET /api/holiday/dashboard: the admin's card: pending requests, and November's reminders. */
export async function getHolidayDashboard(deps: HolidayDeps, ctx: AdminContext): Promise<HolidayDashboard> {
  const today = danishToday();
  const { people, settings, data } = await loadCompanyBalances(deps.db, ctx.companyId, today);
  const byId = new Map(people.map((p) => [p.id, p]));
  const pendingRows = [...data.requests.values()]
    .flat()
    .filter((r) => r.status === 'pending' && byId.has(r.employeeId))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const reminders = people
    .filter((p) => p.employmentStatus !== 'inactive')
    .flatMap((p) => remindersOf(p, balancesOf(data, p, settings, today), today));
  return {
    pending: pendingRows
      .slice(0, 5)
      .map((row) => toRequestDto(row, byId.get(row.employeeId) as (typeof people)[number])),
    pendingTotal: pendingRows.length,
    reminders: reminders.slice(0, HOLIDAY_DASHBOARD_REMINDERS),
    remindersTotal: reminders.length,
  };
}
