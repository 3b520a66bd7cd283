import { type ChecklistKind, MY_TASKS_MAX, type MyTasksResponse } from '@kollega/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { checklists, checklistTasks, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { byPosition } from './checklist-record';

/**
 * GET /api/checklists/my-tasks: 'Mine opgaver' (decision 048). The caller's own open tasks, those assigned to
 * their employee record, across every checklist of the company (never a template's), the earliest due date first
 * and those without one last; at most MY_TASKS_MAX, with the total beside them.
 */
export async function listMyTasks(deps: { db: Reader }, ctx: AdminContext): Promise<MyTasksResponse> {
  const where: SQL | undefined = and(
    eq(checklistTasks.companyId, ctx.companyId),
    eq(checklistTasks.assignedToId, ctx.employeeId),
    eq(checklistTasks.checked, false),
    eq(checklists.isTemplate, false),
  );
  const fromChecklists = and(
    eq(checklists.companyId, ctx.companyId),
    eq(checklists.id, checklistTasks.checklistId),
  );
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        id: checklistTasks.id,
        title: checklistTasks.title,
        dueDate: checklistTasks.dueDate,
        equipmentId: checklistTasks.equipmentId,
        checklistId: checklists.id,
        checklistTitle: checklists.title,
        kind: checklists.kind,
        regardingId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
      })
      .from(checklistTasks)
      .innerJoin(checklists, fromChecklists)
      .leftJoin(
        employees,
        and(
          eq(employees.companyId, ctx.companyId),
          eq(employees.id, checklists.regardingId),
          isNull(employees.deletedAt),
        ),
      )
      .where(where)
      .orderBy(
        sql`${checklistTasks.dueDate} asc nulls last`,
        checklists.title,
        checklists.id,
        byPosition(checklistTasks.position),
        checklistTasks.id,
      )
      .limit(MY_TASKS_MAX),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(checklistTasks)
      .innerJoin(checklists, fromChecklists)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      dueDate: row.dueDate,
      returnsEquipment: row.equipmentId !== null,
      checklist: {
        id: row.checklistId,
        title: row.checklistTitle,
        kind: row.kind as ChecklistKind,
        regarding: row.regardingId
          ? { id: row.regardingId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
          : null,
      },
    })),
    total: count?.total ?? 0,
  };
}
