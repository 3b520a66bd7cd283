import { MY_CHECKLIST_TASKS_MAX, type MyChecklistTask, type MyChecklistTasks } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { checklists, checklistTasks } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';
import { audited, loadInCompany, type Reader } from '../../services/context';
import { byPosition, checklistAudit, touchChecklist } from './checklist-record';

/**
 * 'Mig' → Opgaver (issue 27, decision 041): the checklist tasks assigned to one employee, as that employee reads
 * and ticks them. Exported through public.ts. A task is the employee's when its 'Ansvarlig' is their employee
 * record (any employee can be chosen there, decision 048), on a started checklist, never a template's.
 */
const ofEmployee = (companyId: string, employeeId: string) =>
  and(
    eq(checklistTasks.companyId, companyId),
    eq(checklistTasks.assignedToId, employeeId),
    eq(checklists.isTemplate, false),
  );

const joinChecklist = (companyId: string) =>
  and(eq(checklists.companyId, companyId), eq(checklists.id, checklistTasks.checklistId));

const columns = {
  id: checklistTasks.id,
  title: checklistTasks.title,
  description: checklistTasks.description,
  dueDate: checklistTasks.dueDate,
  checked: checklistTasks.checked,
  completedAt: checklistTasks.completedAt,
  equipmentId: checklistTasks.equipmentId,
  checklistTitle: checklists.title,
};

function toTask(row: {
  id: string;
  title: string;
  description: string;
  dueDate: string | null;
  checked: boolean;
  completedAt: Date | null;
  equipmentId: string | null;
  checklistTitle: string;
}): MyChecklistTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    checked: row.checked,
    completedAt: row.completedAt?.toISOString() ?? null,
    returnsEquipment: row.equipmentId !== null,
    checklistTitle: row.checklistTitle,
  };
}

/** Open tasks first (earliest due date first, those without one last), then the latest ticked off; bounded. */
export async function listTasksAssignedTo(
  db: Reader,
  ctx: { companyId: string },
  employeeId: string,
): Promise<MyChecklistTasks> {
  const where = ofEmployee(ctx.companyId, employeeId);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(checklistTasks)
      .innerJoin(checklists, joinChecklist(ctx.companyId))
      .where(where)
      .orderBy(
        checklistTasks.checked,
        sql`${checklistTasks.dueDate} asc nulls last`,
        sql`${checklistTasks.completedAt} desc nulls last`,
        checklists.title,
        byPosition(checklistTasks.position),
        checklistTasks.id,
      )
      .limit(MY_CHECKLIST_TASKS_MAX),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(checklistTasks)
      .innerJoin(checklists, joinChecklist(ctx.companyId))
      .where(where),
  ]);
  return { tasks: rows.map(toTask), total: count?.total ?? 0 };
}

/**
 * The assignee ticks their own task off or unticks it, as the admin's checkbox does (hr-core §5: checking sets
 * completedAt, unchecking clears it), in one transaction that touches the checklist (so it runs after an admin's
 * change to it) and writes the checklist's usual audit row, marked as the assignee's. Another employee's task,
 * a template's and a missing one are 404. An 'Aflevér <item>' task is the admin's: ticking it ends the item's
 * assignment, which an employee may not do (409).
 */
export async function setTaskCheckedByAssignee(
  db: Parameters<typeof audited>[0],
  ctx: MemberContext,
  input: { employeeId: string; taskId: string; checked: boolean },
): Promise<MyChecklistTask> {
  return audited(db, ctx, async (tx) => {
    const task = await loadInCompany(tx, checklistTasks, ctx, input.taskId, {
      where: eq(checklistTasks.assignedToId, input.employeeId),
    });
    const checklist = await touchChecklist(tx, ctx, task.checklistId);
    if (checklist.isTemplate) throw notFound();
    if (task.equipmentId) throw new AppError('TASK_RETURNS_EQUIPMENT');
    const changed = task.checked !== input.checked;
    const [after] = changed
      ? await tx
          .update(checklistTasks)
          .set({ checked: input.checked, completedAt: input.checked ? new Date() : null })
          .where(and(eq(checklistTasks.companyId, ctx.companyId), eq(checklistTasks.id, task.id)))
          .returning()
      : [task];
    if (!after) throw notFound();
    return {
      result: toTask({ ...after, checklistTitle: checklist.title }),
      audit: checklistAudit(checklist.id, 'task.update', {
        id: task.id,
        fields: changed ? ['checked'] : [],
        checked: input.checked,
        byAssignee: true,
      }),
    };
  });
}
