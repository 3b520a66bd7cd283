import type { ChecklistWriteResult, MoveInput } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { checklistGroups } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { loadGroup } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAfter } from '../positions';
import { groupSiblings } from './group-siblings';

/** POST /api/checklists/:checklistId/groups/:groupId/move: after another group (or first); one row changes. */
export function moveGroup(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string; groupId: string } & MoveInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const group = await loadGroup(tx, ctx, checklist.id, input.groupId);
    const position = await positionAfter(
      tx,
      groupSiblings(ctx.companyId, checklist.id),
      input.afterId,
      group.id,
    );
    await tx
      .update(checklistGroups)
      .set({ position })
      .where(and(eq(checklistGroups.companyId, ctx.companyId), eq(checklistGroups.id, group.id)));
    return { id: group.id, action: 'group.move', details: { afterId: input.afterId } };
  });
}
