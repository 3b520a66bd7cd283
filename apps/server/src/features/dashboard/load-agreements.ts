import type { DashboardAgreements } from '@kollega/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { agreements } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from './deps';

/** hr-core §9: the dashboard shows 5 agreements. */
export const DASHBOARD_AGREEMENTS = 5;

/**
 * 'Kommende aftaler': the 5 soonest open agreements (overdue ones are the soonest, so they lead) and how many are
 * open, in one statement on `agreements_company_closed_starts_idx`.
 */
export async function loadDashboardAgreements(db: Reader, ctx: AdminContext): Promise<DashboardAgreements> {
  const rows = await db
    .select({
      id: agreements.id,
      title: agreements.title,
      agreementType: agreements.agreementType,
      startsAt: agreements.startsAt,
      regardingId: agreements.regardingId,
      regardingName: agreements.regardingName,
      openTotal: sql<number>`(count(*) over ())::int`,
    })
    .from(agreements)
    .where(and(eq(agreements.companyId, ctx.companyId), eq(agreements.isClosed, false)))
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
    openTotal: rows[0]?.openTotal ?? 0,
  };
}
