import type { Readable } from 'node:stream';
import { AppError } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { ExportJobDeps } from './deps';
import { loadOwnExportJob } from './export-record';

/**
 * GET /api/exports/:exportId/file: the finished file, to its requester only; 409 while it is being made. The file
 * is read from the storage as it is sent (issue 28), never held whole in memory.
 */
export async function downloadExport(
  deps: Pick<ExportJobDeps, 'db' | 'storage'>,
  ctx: MemberContext,
  input: { exportId: string },
): Promise<{ fileName: string; contentType: string; data: Readable }> {
  const job = await loadOwnExportJob(deps.db, ctx, input.exportId);
  if (job.status !== 'done' || !job.fileKey || !job.fileName) throw new AppError('EXPORT_NOT_READY');
  const stored = await deps.storage.getStream(job.fileKey);
  // Removed after its 24 hours (remove-expired-exports.ts) between the status read and this one.
  if (!stored) throw new AppError('NOT_FOUND');
  return { fileName: job.fileName, contentType: job.contentType ?? stored.contentType, data: stored.stream };
}
