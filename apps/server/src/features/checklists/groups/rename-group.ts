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
  input: { checklistId: string; groupId: string } & GroupTitleInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const group = await loadGroup(tx, ctx, checklist.id, input.groupId);
    await tx
      .update(checklistGroups)
      .set({ title: input.title })
      .where(and(eq(checklistGroups.companyId, ctx.companyId), eq(checklistGroups.id, group.id)));
    return { id: group.id, action: 'group.rename', details: { from: group.title, title: input.title } };
  });
}
