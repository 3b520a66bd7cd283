import {
  type ChecklistDetail,
  type ChecklistDetailsInput,
  type ChecklistKind,
  dueDateFromOffset,
} from '@kollega/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { checklists, checklistTasks } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { loadChosenEmployee } from '../employees/public';
import { checklistAudit, employeeBaseDate, touchChecklist } from './checklist-record';
import type { ChecklistDeps } from './deps';
import { getChecklist } from './get-checklist';

/**
 * PUT /api/checklists/:checklistId: 'Ret detaljer' (title, Vedrørende, date). A template keeps neither
 * employee nor date. When the base date changes, tasks that still carry an offset get their dates anew
 * (docs/rules/checklists.md#ruling-24: a checklist without an employee keeps its dates empty until one is set).
 */
export async function updateChecklist(
  deps: ChecklistDeps,
  ctx: AdminContext,
  input: { checklistId: string } & ChecklistDetailsInput,
): Promise<ChecklistDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await touchChecklist(tx, ctx, input.checklistId);
    // An employee the plan now hides may stay Vedrørende, but cannot be chosen anew (docs/rules/employees.md#ruling-4).
    const regarding =
      !row.isTemplate && input.regardingId
        ? await loadChosenEmployee(tx, ctx, input.regardingId, row.regardingId)
        : null;
    const date = row.isTemplate ? null : input.date;
    await tx
      .update(checklists)
      .set({
        title: input.title,
        regardingId: regarding?.id ?? null,
        date,
        // 'Start automatisk' belongs to templates only (decision 048); absent keeps it as it is.
        ...(row.isTemplate && input.autoStart !== undefined ? { autoStart: input.autoStart } : {}),
      })
      .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.id, row.id)));
    if (!row.isTemplate) {
      const baseDate = regarding ? employeeBaseDate(regarding, row.kind as ChecklistKind) : null;
      const withOffset = await tx
        .select({
          id: checklistTasks.id,
          offset: checklistTasks.dueOffsetDays,
          dueDate: checklistTasks.dueDate,
        })
        .from(checklistTasks)
        .where(
          and(
            eq(checklistTasks.companyId, ctx.companyId),
            eq(checklistTasks.checklistId, row.id),
            isNotNull(checklistTasks.dueOffsetDays),
          ),
        );
      for (const task of withOffset) {
        const dueDate = dueDateFromOffset(baseDate, task.offset);
        if (dueDate === task.dueDate) continue;
        await tx
          .update(checklistTasks)
          .set({ dueDate })
          .where(and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.id, task.id)));
      }
    }
    await recordAudit(
      tx,
      ctx,
      checklistAudit(row.id, 'update', {
        title: input.title,
        regardingId: regarding?.id ?? null,
        date,
        ...(row.isTemplate && input.autoStart !== undefined ? { autoStart: input.autoStart } : {}),
      }),
    );
  });
  return getChecklist(deps, ctx, { checklistId: input.checklistId });
}
