import type { ExportJob } from '@kollega/domain';
import type { MemberContext } from '../../plugins/auth/request-context';
import type { ExportJobDeps } from './deps';
import { loadOwnExportJob, toExportJob } from './export-record';

/** GET /api/exports/:exportId: where the caller's own export is (the web polls this for its progress bar). */
export async function getExport(
  deps: Pick<ExportJobDeps, 'db'>,
  ctx: MemberContext,
  input: { exportId: string },
): Promise<ExportJob> {
  return toExportJob(await loadOwnExportJob(deps.db, ctx, input.exportId));
}
