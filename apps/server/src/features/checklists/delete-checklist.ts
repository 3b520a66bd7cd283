import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { checklists } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { checklistAudit, touchChecklist } from './checklist-record';
import type { ChecklistDeps } from './deps';

/** DELETE /api/checklists/:checklistId ('Slet'): the item; groups, tasks and subtasks cascade. */
export async function deleteChecklist(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await touchChecklist(tx, ctx, input.checklistId);
    await tx
      .delete(checklists)
      .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.id, row.id)));
    await recordAudit(tx, ctx, checklistAudit(row.id, 'delete', { title: row.title, kind: row.kind }));
  });
}
