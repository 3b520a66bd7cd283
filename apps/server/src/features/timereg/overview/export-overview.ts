import {
  daysBetween,
  isHeavyOverviewExport,
  type OverviewQuery,
  type OverviewResponse,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import type { WorkbookFile } from '../../../plugins/send-attachment';
import type { TimeregDeps } from '../deps';
import { loadPayroll } from '../payroll/payroll-record';
import { buildEmployeeDays, type EmployeeDays, loadEntriesWithNotes } from './day-sheets';
import { buildOverviewWithPlans } from './get-overview';
import { writeOverviewWorkbook } from './overview-workbook';

/**
 * Employee-days of registrations read at once for the export's day sheets: a year of two employees. On the
 * embedded database one read of everyone's registrations over years held PGlite (and the event loop) for a
 * second, and every other company's request with it (issue 25); two employees per read made a 3-month export of
 * 100 employees 50 statements, a third of its time on PGlite. Now 8 at once, 13 statements (issue 32).
 */
const ENTRY_DAYS_PER_READ = 730;

/** What Overblik's workbook is made from: plain data, so a background job can build it in a worker thread. */
export interface OverviewExportData {
  overview: OverviewResponse;
  companyName: string;
  people: EmployeeDays[];
  fileName: string;
}

/**
 * GET /api/timereg/overview/export.xlsx ('Eksportér'): Overblik's figures for the same filters as a summary
 * sheet, and a sheet per employee with every day (issue 17). With `inactive`, the former employees' (read only).
 * Up to 3 months only: a longer period is a background job (POST /api/exports/overview), never made inside a
 * request (issue 25, decision 035), so it is refused with 422 before anything is read.
 */
export async function exportOverview(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<WorkbookFile> {
  if (isHeavyOverviewExport(query.from, query.to)) throw new AppError('OVERVIEW_EXPORT_TOO_LONG');
  const data = await loadOverviewExport(deps, ctx, query);
  return {
    fileName: data.fileName,
    write: (workbook) => writeOverviewWorkbook(workbook, data.overview, data.companyName, data.people),
  };
}

/** The export's figures and day ledgers, read and computed; the workbook is built from them. */
export async function loadOverviewExport(
  deps: TimeregDeps,
  ctx: AdminContext,
  query: OverviewQuery,
): Promise<OverviewExportData> {
  const { overview, plans, calendar } = await buildOverviewWithPlans(deps.db, ctx.companyId, query);
  const ids = plans.map((plan) => plan.person.id);
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const payroll = await loadPayroll(deps.db, ctx.companyId, ids);
  // A few employees per read (ENTRY_DAYS_PER_READ), never fewer than two, as before issue 32.
  const perRead = Math.max(2, Math.floor(ENTRY_DAYS_PER_READ / (daysBetween(query.from, query.to) + 1)));
  const entriesOf: Awaited<ReturnType<typeof loadEntriesWithNotes>> = new Map();
  for (let start = 0; start < ids.length; start += perRead) {
    const chunk = await loadEntriesWithNotes(
      deps.db,
      ctx.companyId,
      ids.slice(start, start + perRead),
      query,
    );
    for (const [employeeId, entries] of chunk) entriesOf.set(employeeId, entries);
  }
  const people = await buildEmployeeDays(
    plans.map((plan) => ({
      id: plan.person.id,
      name: `${plan.person.firstName} ${plan.person.lastName}`.trim(),
      employeeNumber: payroll.get(plan.person.id)?.employeeNumber ?? '',
      norm: plan.norm,
      to: plan.to,
    })),
    entriesOf,
    query.from,
    calendar,
  );
  const former = query.inactive ? '-tidligere' : '';
  return {
    overview,
    companyName: company?.name ?? '',
    people,
    fileName: `tidsregistrering${former}-${query.from}-${query.to}.xlsx`,
  };
}
