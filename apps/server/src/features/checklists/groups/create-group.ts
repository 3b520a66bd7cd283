import { CHECKLIST_LIMITS, type ChecklistWriteResult, type GroupTitleInput } from '@kollega/domain';
import { checklistGroups } from '../../../db/schema/index';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { countRows, tooLarge } from '../checklist-record';
import { checklistWrite } from '../checklist-write';
import type { ChecklistDeps } from '../deps';
import { positionAtEnd } from '../positions';
import { groupSiblings } from './group-siblings';

/** POST /api/checklists/:checklistId/groups: 'Tilføj gruppe', last. */
export function createGroup(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string } & GroupTitleInput,
): Promise<ChecklistWriteResult> {
  return checklistWrite(deps, ctx, input.checklistId, async (tx, checklist) => {
    const siblings = groupSiblings(ctx.companyId, checklist.id);
    if ((await countRows(tx, checklistGroups.id, siblings.scope)) >= CHECKLIST_LIMITS.groups)
      throw tooLarge();
    const [row] = await tx
      .insert(checklistGroups)
      .values({
        companyId: ctx.companyId,
        checklistId: checklist.id,
        title: input.title,
        position: await positionAtEnd(tx, siblings),
      })
      .returning({ id: checklistGroups.id });
    if (!row) throw new Error('insert into checklist_groups returned no row');
    return { id: row.id, action: 'group.create', details: { title: input.title } };
  });
}
