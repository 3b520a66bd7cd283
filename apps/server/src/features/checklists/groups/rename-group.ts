import type { ChecklistWriteResult, GroupTitleInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistGroups } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadGroup } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';

/** PUT /api/checklists/:checklistId/groups/:groupId: a new title. */
export function renameGroup(
  deps: ChecklistDeps,
  ctx: AdminContext,
  checklistId: string,
  groupId: string,
  input: GroupTitleInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, checklistId, async (tx, checklist) => {
    const group = await loadGroup(tx, ctx, checklist.id, groupId);
    await tx
      .update(checklistGroups)
      .set({ title: input.title })
      .where(and(eq(checklistGroups.companyId, ctx.companyId), eq(checklistGroups.id, group.id)));
    return { id: group.id, action: 'group.rename', details: { from: group.title, title: input.title } };
  });
}
