import { inArray, lt } from 'drizzle-orm';
import { exportJobs } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import type { ExportJobDeps } from './deps';

/**
 * Removes exports past their 24 hours (decision 035), file and row, across companies: a housekeeping job with
 * no caller. Returns how many went. A file already gone is not an error.
 */
export async function removeExpiredExports(deps: ExportJobDeps): Promise<number> {
  return unsafeAcrossCompanies(async () => {
    const expired = await deps.db
      .select({ id: exportJobs.id, fileKey: exportJobs.fileKey })
      .from(exportJobs)
      .where(lt(exportJobs.expiresAt, deps.now()))
      .limit(500);
    for (const job of expired) if (job.fileKey) await deps.storage.delete(job.fileKey);
    if (expired.length > 0) {
      await deps.db.delete(exportJobs).where(
        inArray(
          exportJobs.id,
          expired.map((job) => job.id),
        ),
      );
    }
    return expired.length;
  });
}
