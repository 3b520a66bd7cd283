import type { ImportResult, ImportRowsRequest } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { ImportDeps } from './deps';
import { planEmployeeImport, toResult } from './plan-employee-import';

/**
 * POST /api/imports/employees/preview: what the confirm would do with each row, and why a row would be skipped.
 * Writes nothing (issue 28: 'nothing is written until the admin confirms'); read in one transaction so the
 * checks see one state.
 */
export async function previewEmployeeImport(
  deps: Pick<ImportDeps, 'db'>,
  ctx: AdminContext,
  input: ImportRowsRequest,
): Promise<ImportResult> {
  const plan = await deps.db.transaction((tx) => planEmployeeImport(tx, ctx, input));
  return toResult(plan);
}
