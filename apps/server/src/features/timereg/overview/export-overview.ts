import type { OverviewQuery } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { TimeregDeps } from '../deps';
import { buildOverview } from './get-overview';
import { overviewWorkbook } from './overview-workbook';

/** GET /api/timereg/overview/export.xlsx ('Eksportér'): Overblik's figures for the same filters, as a workbook. */
export async function exportOverview(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<{ fileName: string; file: Buffer }> {
  const data = await buildOverview(deps.db, ctx.companyId, query);
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const file = await overviewWorkbook(data, company?.name ?? '');
  return { fileName: `tidsregistrering-${query.from}-${query.to}.xlsx`, file };
}
