import type { DashboardAgreements } from '@kollega/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';

/** hr-core §9: the dashboard shows 5 agreements. */
export const DASHBOARD_AGREEMENTS = 5;

/**
 * 'Kommende aftaler': the 5 next open agreements still to come (issue 24: what is coming, the next first), how
 * many are open and how many of those are overdue, counted apart. Both on `agreements_company_closed_starts_idx`.
 */
export async function loadDashboardAgreements(
  db: Reader,
  ctx: AdminContext,
  now: Date = new Date(),
): Promise<DashboardAgreements> {
  const open = and(eq(agreements.companyId, ctx.companyId), eq(agreements.isClosed, false));
  const [counts] = await db
    .select({
      openTotal: sql<number>`count(*)::int`,
      overdueCount: sql<number>`(count(*) filter (where ${agreements.startsAt} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(agreements)
    .where(open);
  const rows = await db
    .select({
      id: agreements.id,
      title: agreements.title,
      agreementType: agreements.agreementType,
      startsAt: agreements.startsAt,
      regardingId: agreements.regardingId,
      regardingName: agreements.regardingName,
    })
    .from(agreements)
    // hr-core §4: an agreement is overdue right after its moment, so 'still to come' includes the moment itself.
    .where(and(open, gte(agreements.startsAt, now)))
    .orderBy(asc(agreements.startsAt), asc(agreements.id))
    .limit(DASHBOARD_AGREEMENTS);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      agreementType: row.agreementType,
      startsAt: row.startsAt.toISOString(),
      regarding: { id: row.regardingId, name: row.regardingName },
    })),
    openTotal: counts?.openTotal ?? 0,
    overdueCount: counts?.overdueCount ?? 0,
  };
}
