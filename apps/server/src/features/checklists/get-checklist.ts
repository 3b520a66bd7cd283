import {
  type ChecklistDetail,
  type ChecklistKind,
  type ChecklistListItem,
  type ChecklistPerson,
  isChecklistCompleted,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checklistGroups, checklistSubTasks, checklistTasks, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { byPosition, type ChecklistRow, loadChecklist } from './checklist-record';

function person(
  id: string | null,
  firstName: string | null,
  lastName: string | null,
): ChecklistPerson | null {
  return id ? { id, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() } : null;
}

export function toListItem(
  row: ChecklistRow,
  regarding: ChecklistPerson | null,
  progress: { taskCount: number; checkedCount: number },
): ChecklistListItem {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as ChecklistKind,
    isTemplate: row.isTemplate,
    autoStart: row.isTemplate && row.autoStart,
    date: row.date,
    regarding,
    ...progress,
    completed: isChecklistCompleted(progress),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function regardingOf(db: Reader, ctx: AdminContext, row: ChecklistRow) {
  if (!row.regardingId) return null;
  const [employee] = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ctx.companyId),
        eq(employees.id, row.regardingId),
        isNull(employees.deletedAt),
      ),
    );
  return employee ? person(employee.id, employee.firstName, employee.lastName) : null;
}

/**
 * GET /api/checklists/:checklistId: the item with its groups, tasks and subtasks in their order. Four bounded
 * queries (decision 024's limits), each on the company and the checklist.
 */
export async function getChecklist(
  deps: { db: Db },
  ctx: AdminContext,
  input: { checklistId: string },
): Promise<ChecklistDetail> {
  const row = await loadChecklist(deps.db, ctx, input.checklistId);
  const inChecklist = <T extends typeof checklistGroups | typeof checklistTasks | typeof checklistSubTasks>(
    table: T,
  ) => and(eq(table.companyId, ctx.companyId), eq(table.checklistId, row.id));
  const [regarding, groups, tasks, subTasks] = await Promise.all([
    regardingOf(deps.db, ctx, row),
    deps.db
      .select({ id: checklistGroups.id, title: checklistGroups.title })
      .from(checklistGroups)
      .where(inChecklist(checklistGroups))
      .orderBy(byPosition(checklistGroups.position), checklistGroups.id),
    deps.db
      .select({
        task: checklistTasks,
        firstName: employees.firstName,
        lastName: employees.lastName,
        assignedId: employees.id,
      })
      .from(checklistTasks)
      .leftJoin(
        employees,
        and(
          eq(employees.companyId, ctx.companyId),
          eq(employees.id, checklistTasks.assignedToId),
          isNull(employees.deletedAt),
        ),
      )
      .where(inChecklist(checklistTasks))
      .orderBy(byPosition(checklistTasks.position), checklistTasks.id),
    deps.db
      .select()
      .from(checklistSubTasks)
      .where(inChecklist(checklistSubTasks))
      .orderBy(byPosition(checklistSubTasks.position), checklistSubTasks.id),
  ]);

  const subTasksByTask = new Map<string, ChecklistDetail['groups'][number]['tasks'][number]['subTasks']>();
  for (const sub of subTasks) {
    const list = subTasksByTask.get(sub.taskId) ?? [];
    list.push({
      id: sub.id,
      title: sub.title,
      checked: sub.checked,
      completedAt: sub.completedAt?.toISOString() ?? null,
    });
    subTasksByTask.set(sub.taskId, list);
  }
  const byGroup = new Map<string, ChecklistDetail['groups'][number]['tasks']>();
  let checkedCount = 0;
  for (const { task, firstName, lastName, assignedId } of tasks) {
    if (task.checked) checkedCount += 1;
    const list = byGroup.get(task.groupId) ?? [];
    list.push({
      id: task.id,
      groupId: task.groupId,
      title: task.title,
      description: task.description,
      dueDate: task.dueDate,
      dueOffsetDays: task.dueOffsetDays,
      assignedTo: person(assignedId, firstName, lastName),
      returnsEquipment: task.equipmentId !== null,
      checked: task.checked,
      completedAt: task.completedAt?.toISOString() ?? null,
      subTasks: subTasksByTask.get(task.id) ?? [],
    });
    byGroup.set(task.groupId, list);
  }
  return {
    ...toListItem(row, regarding, { taskCount: tasks.length, checkedCount }),
    createdAt: row.createdAt.toISOString(),
    groups: groups.map((group) => ({ ...group, tasks: byGroup.get(group.id) ?? [] })),
  };
}
