import {
  ERROR_MESSAGES,
  type ExportJob,
  type ExportKind,
  type ExportStatus,
  isErrorCode,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { exportJobs } from '../../db/schema/index';
import { loadInCompany, type Reader } from '../../services/context';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** The job as the web sees it: never the storage key, the parameters or whose it is. */
export function toExportJob(row: ExportJobRow): ExportJob {
  const failedWith = row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'EXPORT_FAILED';
  return {
    id: row.id,
    kind: row.kind as ExportKind,
    status: row.status as ExportStatus,
    progress: row.progress,
    fileName: row.status === 'done' ? row.fileName : null,
    message: row.status === 'failed' ? ERROR_MESSAGES[failedWith] : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The caller's own job: another user's (even an admin's colleague's) or another company's id is 404 like a
 * missing one (DESIGN.md rule 1), since an export holds that person's data.
 */
export async function loadOwnExportJob(
  db: Reader,
  ctx: { companyId: string; userId: string },
  exportId: string,
): Promise<ExportJobRow> {
  return loadInCompany(db, exportJobs, ctx, exportId, { where: eq(exportJobs.userId, ctx.userId) });
}
