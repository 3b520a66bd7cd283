import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { ExportJobDeps } from './deps';
import { loadOwnExportJob } from './export-record';

/** GET /api/exports/:exportId/file: the finished file, to its requester only; 409 while it is being made. */
export async function downloadExport(
  deps: ExportJobDeps,
  ctx: MemberContext,
  exportId: string,
): Promise<{ fileName: string; contentType: string; data: Buffer }> {
  const job = await loadOwnExportJob(deps.db, ctx, exportId);
  if (job.status !== 'done' || !job.fileKey || !job.fileName) throw new AppError('EXPORT_NOT_READY');
  const stored = await deps.storage.get(job.fileKey);
  // Removed after its 24 hours (remove-expired-exports.ts) between the status read and this one.
  if (!stored) throw new AppError('NOT_FOUND');
  return { fileName: job.fileName, contentType: job.contentType ?? stored.contentType, data: stored.data };
}
