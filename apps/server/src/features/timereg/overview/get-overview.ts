import { type OverviewQuery, type OverviewResponse, overviewCalendar } from '@kollega/domain';
import type { Db } from '../../../db/database';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { computeOverview } from './compute-overview';
import { loadOverviewData, loadOverviewEntries } from './load-overview';
import { planOverview } from './plan-overview';

/**
 * Overblik (time-registration §2, §4, §5): per employee the categories, norm, totals, average week and hours per
 * week over a period. Listed: employees who register time, or with `inactive` the inactive ones with an end date,
 * whose period is cut at that date. Load (a fixed number of queries), plan (per employee), compute (the domain's
 * rules on the aggregates).
 */
export async function buildOverview(
  db: Db,
  companyId: string,
  query: OverviewQuery,
): Promise<OverviewResponse> {
  const data = await loadOverviewData(db, companyId, query);
  const plans = planOverview(data, query);
  const mixed = plans.filter((plan) => plan.paidHourly === 'mixed').map((plan) => plan.person.id);
  const entriesOf = await loadOverviewEntries(db, companyId, mixed, query);
  const employees = await computeOverview({
    plans,
    from: query.from,
    calendar: overviewCalendar(query.from, query.to),
    inactive: query.inactive,
    totalsOf: data.totalsOf,
    entriesOf,
  });
  return { from: query.from, to: query.to, employees };
}

/** GET /api/timereg/overview. */
export function getOverview(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<OverviewResponse> {
  return buildOverview(deps.db, ctx.companyId, query);
}
