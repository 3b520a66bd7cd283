import { danishToday, HOLIDAY_DASHBOARD_REMINDERS, type HolidayDashboard } from '@kollega/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { holidayRequests } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { HolidayDeps } from './deps';
import { cachedReminders, loadEmployeesWithCache } from './holiday-balance-cache';
import { balanceDataStart } from './holiday-balances';
import { toRequestDto } from './holiday-record';

/**
 * GET /api/holiday/dashboard, and the dashboard's holiday block: the admin's card: pending requests, and
 * November's reminders. The reminders come from the balance cache (decision 054): two statements in parallel when
 * every employee's row is valid (the employees with their cache rows and the settings in one, decision 064), the
 * registrations, requests and ledger of the others when not.
 */
export async function getHolidayDashboard(
  deps: Pick<HolidayDeps, 'db'>,
  ctx: AdminContext,
  now: Date = new Date(),
): Promise<HolidayDashboard> {
  const today = danishToday(now);
  const [{ people, settings, cacheRows }, pendingRows] = await Promise.all([
    loadEmployeesWithCache(deps.db, ctx.companyId),
    deps.db
      .select()
      .from(holidayRequests)
      .where(
        and(
          eq(holidayRequests.companyId, ctx.companyId),
          eq(holidayRequests.status, 'pending'),
          gte(holidayRequests.toDate, balanceDataStart(today)),
        ),
      )
      .orderBy(asc(holidayRequests.fromDate), asc(holidayRequests.id))
      .limit(20_000),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const pending = pendingRows.filter((r) => byId.has(r.employeeId));
  const reminders = await cachedReminders(
    deps.db,
    ctx.companyId,
    people.filter((p) => p.employmentStatus !== 'inactive'),
    settings,
    today,
    cacheRows,
  );
  return {
    pending: pending
      .slice(0, 5)
      .map((row) => toRequestDto(row, byId.get(row.employeeId) as (typeof people)[number])),
    pendingTotal: pending.length,
    reminders: reminders.slice(0, HOLIDAY_DASHBOARD_REMINDERS),
    remindersTotal: reminders.length,
  };
}
