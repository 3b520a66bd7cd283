import {
  type ChecklistBoard,
  type ChecklistDetail,
  type ChecklistKind,
  type ChecklistListItem,
  type ChecklistPerson,
  compactChecklistBoard,
  isChecklistCompleted,
} from '@kollega/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  checklistGroups,
  checklistSubTasks,
  checklists,
  checklistTasks,
  employees,
} from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import { independentReads, type Reader } from '../../services/context';
import { byPosition, type ChecklistRow, employeeBaseDate } from './checklist-record';

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

/**
 * The checklist with Vedrørende as shown and the date the tasks' offsets count from (docs/rules/checklists.md#ruling-24),
 * in one statement; undefined when it is not the caller's company's (the caller answers 404 once every read it
 * started beside this one has ended).
 */
async function loadWithRegarding(db: Reader, ctx: AdminContext, checklistId: string) {
  const [found] = await db
    .select({
      row: checklists,
      employee: {
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        startDate: employees.startDate,
        endDate: employees.endDate,
      },
    })
    .from(checklists)
    .leftJoin(
      employees,
      and(
        eq(employees.companyId, ctx.companyId),
        eq(employees.id, checklists.regardingId),
        isNull(employees.deletedAt),
      ),
    )
    .where(and(eq(checklists.companyId, ctx.companyId), eq(checklists.id, checklistId)))
    .limit(1);
  if (!found) return undefined;
  const { row, employee } = found;
  if (!employee) return { row, regarding: null, dueBase: null };
  const regarding = person(employee.id, employee.firstName, employee.lastName);
  const dueBase = row.isTemplate
    ? null
    : employeeBaseDate({ ...employee, name: regarding?.name ?? '' }, row.kind as ChecklistKind);
  return { row, regarding, dueBase };
}

/**
 * GET /api/checklists/:checklistId: the item with its groups, tasks and subtasks in their order. Four bounded
 * queries (decision 024's limits), each on the company and the checklist: the checklist with its Vedrørende, the
 * groups, the tasks with their assignees, the subtasks.
 */
export async function getChecklist(
  deps: { db: Db },
  ctx: AdminContext,
  input: { checklistId: string },
): Promise<ChecklistDetail> {
  return (await readChecklist(deps, ctx, input)).detail;
}

/** GET /api/checklists/:checklistId as the page loads it: the compact shape (decision 054). */
export async function getChecklistBoard(
  deps: { db: Db },
  ctx: AdminContext,
  input: { checklistId: string },
): Promise<ChecklistBoard> {
  const { detail, dueBase } = await readChecklist(deps, ctx, input);
  return compactChecklistBoard(detail, dueBase);
}

async function readChecklist(
  deps: { db: Db },
  ctx: AdminContext,
  input: { checklistId: string },
): Promise<{ detail: ChecklistDetail; dueBase: string | null }> {
  if (!isUuid(input.checklistId)) throw notFound();
  // The rows are read by the checklist's id alongside the checklist itself (they are the company's only if it is).
  const inChecklist = <T extends typeof checklistGroups | typeof checklistTasks | typeof checklistSubTasks>(
    table: T,
  ) => and(eq(table.companyId, ctx.companyId), eq(table.checklistId, input.checklistId));
  const [checklist, groups, tasks, subTasks] = await independentReads(deps.db, [
    () => loadWithRegarding(deps.db, ctx, input.checklistId),
    () =>
      deps.db
        .select({ id: checklistGroups.id, title: checklistGroups.title })
        .from(checklistGroups)
        .where(inChecklist(checklistGroups))
        .orderBy(byPosition(checklistGroups.position), checklistGroups.id),
    () =>
      deps.db
        .select({
          // Only what the page shows (not the positions, who checked it or when).
          task: {
            id: checklistTasks.id,
            groupId: checklistTasks.groupId,
            title: checklistTasks.title,
            description: checklistTasks.description,
            dueDate: checklistTasks.dueDate,
            dueOffsetDays: checklistTasks.dueOffsetDays,
            equipmentId: checklistTasks.equipmentId,
            checked: checklistTasks.checked,
          },
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
    () =>
      deps.db
        .select({
          id: checklistSubTasks.id,
          taskId: checklistSubTasks.taskId,
          title: checklistSubTasks.title,
          checked: checklistSubTasks.checked,
        })
        .from(checklistSubTasks)
        .where(inChecklist(checklistSubTasks))
        .orderBy(byPosition(checklistSubTasks.position), checklistSubTasks.id),
  ]);
  if (!checklist) throw notFound();
  const { row, regarding, dueBase } = checklist;

  const subTasksByTask = new Map<string, ChecklistDetail['groups'][number]['tasks'][number]['subTasks']>();
  for (const sub of subTasks) {
    const list = subTasksByTask.get(sub.taskId) ?? [];
    list.push({
      id: sub.id,
      title: sub.title,
      checked: sub.checked,
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
      subTasks: subTasksByTask.get(task.id) ?? [],
    });
    byGroup.set(task.groupId, list);
  }
  const detail = {
    ...toListItem(row, regarding, { taskCount: tasks.length, checkedCount }),
    createdAt: row.createdAt.toISOString(),
    groups: groups.map((group) => ({ ...group, tasks: byGroup.get(group.id) ?? [] })),
  };
  return { detail, dueBase };
}
