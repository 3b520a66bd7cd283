import type { ExportJob } from '@kollega/domain';
import { apiFetch } from '../../../lib/api';
import { downloadFile } from './export-overview';
import type { OverviewQuery } from './get-overview';

/**
 * Heavy exports as background jobs (issue 25, decision 035): the server answers 202 with the job at once and
 * makes the file while the page shows its progress.
 */

/** POST /api/exports/overview: Overblik's XLSX for the filters on screen. */
export function startOverviewExport(query: OverviewQuery): Promise<ExportJob> {
  return apiFetch<ExportJob>('/api/exports/overview', {
    method: 'POST',
    json: {
      from: query.from,
      to: query.to,
      ...(query.employeeIds.length > 0 ? { employeeIds: query.employeeIds.join(',') } : {}),
      ...(query.inactive ? { inactive: 'true' } : {}),
    },
  });
}

/** POST /api/exports/my-registrations: the employee's own registrations over a period as PDF. */
export function startMyPdfExport(range: { from: string; to: string }): Promise<ExportJob> {
  return apiFetch<ExportJob>('/api/exports/my-registrations', { method: 'POST', json: range });
}

/** GET /api/exports/:exportId: status and progress. */
export function getExportJob(id: string, signal?: AbortSignal): Promise<ExportJob> {
  return apiFetch<ExportJob>(`/api/exports/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** GET /api/exports/:exportId/file: the finished file, handed to the browser. */
export function downloadExportFile(job: ExportJob): Promise<void> {
  return downloadFile(`/api/exports/${encodeURIComponent(job.id)}/file`, job.fileName ?? 'eksport');
}
