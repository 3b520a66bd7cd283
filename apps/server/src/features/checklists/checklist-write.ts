import type { ChecklistWriteResult } from '@kollega/domain';
import { recordAudit } from '../../db/audit';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import { type ChecklistRow, checklistAudit, touchChecklist } from './checklist-record';
import type { ChecklistDeps } from './deps';

/**
 * One small change to a checklist (decision 024): in one transaction, lock and touch the checklist (404 when
 * it is not the caller's company's), make the change, write its audit row. Answers the changed row's id and
 * the checklist's new updatedAt.
 */
export async function checklistWrite(
  deps: Pick<ChecklistDeps, 'db'>,
  ctx: AdminContext,
  checklistId: string,
  change: (
    tx: Tx,
    checklist: ChecklistRow,
  ) => Promise<{ id: string; action: string; details?: Record<string, unknown> }>,
): Promise<ChecklistWriteResult> {
  return deps.db.transaction(async (tx) => {
    const checklist = await touchChecklist(tx, ctx, checklistId);
    const done = await change(tx, checklist);
    await recordAudit(tx, ctx, checklistAudit(checklist.id, done.action, { id: done.id, ...done.details }));
    return { id: done.id, updatedAt: checklist.updatedAt.toISOString() };
  });
}
