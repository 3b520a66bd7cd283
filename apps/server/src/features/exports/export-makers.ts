import type { ExportKind, MyExportQuery, OverviewQuery, PersonDataExportRequest } from '@kollega/domain';
import { buildWorkbookInWorker } from '../../jobs/workbook-in-worker';
import type { AdminContext } from '../../plugins/auth/request-context';
import { buildCompanyDataExport, buildPersonDataExport, type CompanyDataExportDeps } from '../privacy/public';
import { exportMyPdf, loadOverviewExportRows } from '../timereg/public';
import type { ExportMaker } from './deps';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What each background export makes (decision 035): time registration's own export actions, the same the
 * synchronous routes call, taken from timereg's public.ts because a feature never reaches into another's files
 * (decision 004).
 * The parameters were validated by the route's schema when the job was started.
 */
export function exportMakers(privacy: CompanyDataExportDeps): Record<ExportKind, ExportMaker> {
  const deps = { db: privacy.db };
  return {
    // The job was started through an admin-only route; the context is the requester's as stored.
    // The rows are read here, in turns between requests; the day ledgers and the workbook are made in a worker
    // thread.
    'overview-xlsx': async (ctx, params) => {
      const rows = await loadOverviewExportRows(deps, ctx as AdminContext, params as OverviewQuery);
      return { fileName: rows.fileName, file: await buildWorkbookInWorker(rows), contentType: XLSX };
    },
    'my-pdf': async (ctx, params) => ({
      ...(await exportMyPdf(deps, ctx, params as MyExportQuery)),
      contentType: 'application/pdf',
    }),
    // 'Eksportér persondata' (issue 33): started through an admin-only route after the person was checked.
    'person-data-zip': async (ctx, params) => ({
      ...(await buildPersonDataExport(privacy, ctx as AdminContext, params as PersonDataExportRequest)),
      contentType: 'application/zip',
    }),
    // 'Eksportér alle data' (decision 051): started through an owner-only route.
    'company-data-zip': async (ctx) => ({
      ...(await buildCompanyDataExport(privacy, ctx as AdminContext)),
      contentType: 'application/zip',
    }),
  };
}
