import type { ChecklistWriteResult } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistGroups } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadGroup } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';

/** DELETE /api/checklists/:checklistId/groups/:groupId: the group; its tasks and subtasks cascade. */
export function deleteGroup(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; groupId: string },
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const group = await loadGroup(tx, ctx, checklist.id, input.groupId);
    await tx
      .delete(checklistGroups)
      .where(and(eq(checklistGroups.companyId, ctx.companyId), eq(checklistGroups.id, group.id)));
    return { id: group.id, action: 'group.delete', details: { title: group.title } };
  });
}
