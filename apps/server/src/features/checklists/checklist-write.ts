import type { ChecklistWriteResult } from '@kollega/domain';
import type { AdminContext } from '../../plugins/auth/request-context';
import { audited, type Tx } from '../../services/context';
import { type ChecklistRow, checklistAudit, touchChecklist } from './checklist-record';
import type { ChecklistDeps } from './deps';

/**
 * One small change to a checklist (decision 024), built on the kernel's `audited`: in one transaction, lock and
 * touch the checklist (404 when it is not the caller's company's), make the change, write its audit row. Answers
 * the changed row's id and the checklist's new updatedAt.
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
  return audited(deps.db, ctx, async (tx) => {
    const checklist = await touchChecklist(tx, ctx, checklistId);
    const done = await change(tx, checklist);
    return {
      result: { id: done.id, updatedAt: checklist.updatedAt.toISOString() },
      audit: checklistAudit(checklist.id, done.action, { id: done.id, ...done.details }),
    };
  });
}
