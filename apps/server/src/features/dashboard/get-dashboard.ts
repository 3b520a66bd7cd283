import { type Dashboard, danishToday, nextPublicHoliday } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadDashboardPeople } from './dashboard-people';
import type { DashboardDeps } from './deps';
import { loadDashboardAbsenceToday } from './load-absence-today';
import { loadDashboardAgreements } from './load-agreements';
import { dashboardAnniversaries } from './load-anniversaries';
import { loadDashboardChecklists } from './load-checklists';
import { loadDashboardSuggestions } from './load-suggestions';
import { loadDashboardTimereg } from './load-timereg';

/**
 * GET /api/dashboard (hr-core §2, decision 032): every block from its own bounded action. The employees are read
 * once (the suggestions, the anniversaries, the first-employee prompt and the plan's hidden ones share them);
 * the number of statements does not depend on the number of employees.
 */
export async function getDashboard(deps: DashboardDeps, ctx: AdminContext): Promise<Dashboard> {
  const now = deps.now?.() ?? new Date();
  const today = danishToday(now);
  const people = await loadDashboardPeople(deps.db, ctx);
  const [agreements, checklists, suggestions, timereg, absenceToday, holiday, billing] = await Promise.all([
    loadDashboardAgreements(deps.db, ctx),
    loadDashboardChecklists(deps.db, ctx, people),
    loadDashboardSuggestions(deps.db, ctx, people, now),
    loadDashboardTimereg(deps.db, ctx, deps.sources, now),
    loadDashboardAbsenceToday(deps.db, ctx, people.hidden, now),
    deps.sources.holiday(deps.db, ctx),
    // hr-core §6: what the company pays is the owner's business; other admins see no billing block.
    ctx.isOwner ? deps.sources.billing(deps.db, ctx, now) : null,
  ]);
  return {
    today,
    employeeCount: people.count,
    agreements,
    checklists,
    suggestions,
    anniversaries: dashboardAnniversaries(people, now),
    timereg,
    absenceToday,
    nextPublicHoliday: nextPublicHoliday(today),
    holiday,
    billing,
  };
}
