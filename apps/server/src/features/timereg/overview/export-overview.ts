import { daysBetween, isHeavyOverviewExport, type OverviewQuery } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { WorkbookFile } from '../../../plugins/send-attachment';
import type { TimeregDeps } from '../deps';
import { loadPayroll } from '../payroll/payroll-record';
import { loadEntriesAsText } from './day-sheets';
import { buildOverviewWithPlans } from './get-overview';
import { type OverviewExportRows, withDayLedgers, writeOverviewWorkbook } from './overview-workbook';

/**
 * Employee-days of registrations read at once for the export's day sheets: a year of two employees. On the
 * embedded database one read of everyone's registrations over years held PGlite (and the event loop) for a
 * second, and every other company's request with it (issue 25); two employees per read made a 3-month export of
 * 100 employees 50 statements, a third of its time on PGlite. Now 8 at once, 13 statements (issue 32).
 */
const ENTRY_DAYS_PER_READ = 730;

/**
 * GET /api/timereg/overview/export.xlsx ('Eksportér'): Overblik's figures for the same filters as a summary
 * sheet, and a sheet per employee with every day (issue 17). With `inactive`, the former employees' (read only).
 * Up to 3 months only: a longer period is a background job (POST /api/exports/overview), never made inside a
 * request (issue 25, decision 035), so it is refused with 422 before anything is read. The day ledgers are
 * computed here, on the event loop; a background job computes them in its worker thread, with the same function.
 */
export async function exportOverview(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<WorkbookFile> {
  if (isHeavyOverviewExport(query.from, query.to)) throw new AppError('OVERVIEW_EXPORT_TOO_LONG');
  const data = await withDayLedgers(await loadOverviewExportRows(deps, ctx, query));
  return {
    fileName: data.fileName,
    write: (workbook) => writeOverviewWorkbook(workbook, data.overview, data.companyName, data.people),
  };
}

/**
 * What the export reads: Overblik's figures (computed here: they cost little beside the reads) and each
 * employee's registrations, with no day ledger yet, so a background job can hand them to a worker thread.
 */
export async function loadOverviewExportRows(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<OverviewExportRows> {
  const { overview, plans } = await buildOverviewWithPlans(deps.db, ctx.companyId, query);
  const ids = plans.map((plan) => plan.person.id);
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const payroll = await loadPayroll(deps.db, ctx.companyId, ids);
  // A few employees per read (ENTRY_DAYS_PER_READ), never fewer than two, as before issue 32. Read as text
  // (`loadEntriesAsText`): parsed where the day ledgers are computed.
  const perRead = Math.max(2, Math.floor(ENTRY_DAYS_PER_READ / (daysBetween(query.from, query.to) + 1)));
  const entriesOf: Awaited<ReturnType<typeof loadEntriesAsText>> = new Map();
  for (let start = 0; start < ids.length; start += perRead) {
    const chunk = await loadEntriesAsText(deps.db, ctx.companyId, ids.slice(start, start + perRead), query);
    for (const [employeeId, entries] of chunk) entriesOf.set(employeeId, entries);
  }
  const former = query.inactive ? '-tidligere' : '';
  return {
    overview,
    companyName: company?.name ?? '',
    people: plans.map((plan) => ({
      name: `${plan.person.firstName} ${plan.person.lastName}`.trim(),
      employeeNumber: payroll.get(plan.person.id)?.employeeNumber ?? '',
      norm: plan.norm,
      to: plan.to,
      entries: entriesOf.get(plan.person.id) ?? [],
    })),
    fileName: `tidsregistrering${former}-${query.from}-${query.to}.xlsx`,
  };
}
