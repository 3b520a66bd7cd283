import { type ChecklistListResponse, type checklistListQuerySchema, compareDanish } from '@kollega/domain';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { checklists, checklistTasks, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { toListItem } from './get-checklist';

/**
 * GET /api/checklists?tab=: the tab's items (Onboarding and Offboarding: checklists, newest date first;
 * Skabeloner: templates of both kinds by title), each with its progress, one bounded page.
 */
export async function listChecklists(
  deps: { db: Db },
  ctx: AdminContext,
  input: z.output<typeof checklistListQuerySchema>,
): Promise<ChecklistListResponse> {
  const where: SQL | undefined =
    input.tab === 'templates'
      ? and(eq(checklists.companyId, ctx.companyId), eq(checklists.isTemplate, true))
      : and(
          eq(checklists.companyId, ctx.companyId),
          eq(checklists.isTemplate, false),
          eq(checklists.kind, input.tab),
        );
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        row: checklists,
        firstName: employees.firstName,
        lastName: employees.lastName,
        regardingId: employees.id,
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
      .where(where)
      .orderBy(
        input.tab === 'templates' ? checklists.title : sql`${checklists.date} desc nulls last`,
        desc(checklists.createdAt),
      )
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(checklists).where(where),
  ]);
  const ids = rows.map(({ row }) => row.id);
  const progress = ids.length
    ? await deps.db
        .select({
          checklistId: checklistTasks.checklistId,
          taskCount: sql<number>`count(*)::int`,
          checkedCount: sql<number>`(count(*) filter (where ${checklistTasks.checked}))::int`,
        })
        .from(checklistTasks)
        .where(and(eq(checklistTasks.companyId, ctx.companyId), inArray(checklistTasks.checklistId, ids)))
        .groupBy(checklistTasks.checklistId)
    : [];
  const byChecklist = new Map(progress.map((entry) => [entry.checklistId, entry]));
  const items = rows.map(({ row, firstName, lastName, regardingId }) =>
    toListItem(row, regardingId ? { id: regardingId, name: `${firstName} ${lastName}`.trim() } : null, {
      taskCount: byChecklist.get(row.id)?.taskCount ?? 0,
      checkedCount: byChecklist.get(row.id)?.checkedCount ?? 0,
    }),
  );
  if (input.tab === 'templates') items.sort((a, b) => compareDanish(a.title, b.title));
  return { items, total: count?.total ?? 0 };
}
