import {
  ERROR_MESSAGES,
  type ExportJob,
  type ExportKind,
  type ExportStatus,
  isErrorCode,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { exportJobs } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's own job: another user's (even an admin's colleague's) or another company's id is 404 like a
 * missing one (DESIGN.md rule 1), since an export holds that person's data.
 */
export async function loadOwnExportJob(
  db: Db,
  ctx: { companyId: string; userId: string; employeeId: string },
  exportId: string,
): Promise<ExportJobRow> {
  if (!UUID.test(exportId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.companyId, ctx.companyId),
        eq(exportJobs.id, exportId),
        eq(exportJobs.userId, ctx.userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
