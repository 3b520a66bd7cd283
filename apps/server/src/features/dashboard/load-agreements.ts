import type { DashboardAgreements } from '@kollega/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';

/** hr-core §9: the dashboard shows 5 agreements. */
export const DASHBOARD_AGREEMENTS = 5;

/**
 * 'Kommende aftaler': the 5 next open agreements still to come (issue 24: what is coming, the next first), how
 * many are open and how many of those are overdue, counted apart. Both on `agreements_company_closed_starts_idx`,
 * in one statement (decision 064): the counts ride along with the page as one column (an uncorrelated subquery,
 * computed once); only when nothing is still to come are they asked apart.
 */
export async function loadDashboardAgreements(
  db: Reader,
  ctx: AdminContext,
  now: Date = new Date(),
): Promise<DashboardAgreements> {
  const open = and(eq(agreements.companyId, ctx.companyId), eq(agreements.isClosed, false));
  // Both counts in one pass over the index, as a pair; written out with an alias, since inside the page's
  // statement Drizzle's unqualified columns would name the page's own rows.
  const counts = sql<
    [number, number]
  >`(select array[count(*), count(*) filter (where c.starts_at < ${now.toISOString()}::timestamptz)]::int[]
    from agreements c where c.company_id = ${ctx.companyId} and c.is_closed = false)`;
  const rows = await db
    .select({
      id: agreements.id,
      title: agreements.title,
      agreementType: agreements.agreementType,
      startsAt: agreements.startsAt,
      regardingId: agreements.regardingId,
      regardingName: agreements.regardingName,
      counts,
    })
    .from(agreements)
    // hr-core §4: an agreement is overdue right after its moment, so 'still to come' includes the moment itself.
    .where(and(open, gte(agreements.startsAt, now)))
    .orderBy(asc(agreements.startsAt), asc(agreements.id))
    .limit(DASHBOARD_AGREEMENTS);
  const [openTotal, overdueCount] = rows[0]?.counts ??
    (await db.select({ counts }).from(sql`(select 1) as one`))[0]?.counts ?? [0, 0];
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      agreementType: row.agreementType,
      startsAt: row.startsAt.toISOString(),
      regarding: { id: row.regardingId, name: row.regardingName },
    })),
    openTotal,
    overdueCount,
  };
}
