import { type Dashboard, danishToday, nextPublicHoliday } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadDashboardPeople } from './dashboard-people';
import type { DashboardDeps } from './deps';
import { loadDashboardAbsenceToday } from './load-absence-today';
import { loadDashboardAgreements } from './load-agreements';
import { dashboardAnniversaries } from './load-anniversaries';
import { loadDashboardChecklists } from './load-checklists';
import { loadDashboardSuggestions } from './load-suggestions';
import { dashboardTimereg, dashboardTimeregColumn } from './load-timereg';

/**
 * GET /api/dashboard (hr-core §2, decision 032): every block from its own bounded action. The employees are read
 * once (the suggestions, the anniversaries, the first-employee prompt and the plan's hidden ones share them);
 * the number of statements does not depend on the number of employees. Every block but the suggestions starts
 * with the employees' read (the checklists and today's absence are read without them and finished with them,
 * decision 064), and the suggestions' equipment as soon as they are read: on PostgreSQL's pool they run side by
 * side (decision 054; the embedded database runs them one after another on its one connection).
 */
export async function getDashboard(deps: DashboardDeps, ctx: AdminContext): Promise<Dashboard> {
  const now = deps.now?.() ?? new Date();
  const today = danishToday(now);
  // hr-core §6: what the company pays is the owner's business; other admins see no billing block.
  const billingSource = ctx.isOwner ? deps.sources.billing : null;
  const independent = Promise.all([
    loadDashboardAgreements(deps.db, ctx, now),
    deps.sources.holiday(deps.db, ctx, now),
    loadDashboardChecklists(deps.db, ctx),
    loadDashboardAbsenceToday(deps.db, ctx, now),
  ]);
  // Awaited together, so a failing block never leaves the others' promises unobserved.
  const [people, [agreements, holiday, checklistsOf, absenceOf]] = await Promise.all([
    // Time registration's counts and billing's subscription ride along with the employees' read (decision 073:
    // two statements fewer).
    loadDashboardPeople(deps.db, ctx, {
      timereg: dashboardTimeregColumn(ctx, deps.sources, now),
      billing: billingSource?.column(ctx.companyId) ?? sql<null>`null::json`,
    }),
    independent,
  ]);
  const suggestions = await loadDashboardSuggestions(deps.db, ctx, people, now);
  return {
    today,
    employeeCount: people.count,
    agreements,
    checklists: checklistsOf(people),
    suggestions,
    anniversaries: dashboardAnniversaries(people, now),
    timereg: dashboardTimereg(people.alongside.timereg),
    absenceToday: absenceOf(people.hidden),
    nextPublicHoliday: nextPublicHoliday(today),
    holiday,
    billing: billingSource ? billingSource.alerts(people.alongside.billing, now) : null,
  };
}
