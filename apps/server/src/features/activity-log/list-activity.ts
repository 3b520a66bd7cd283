import {
  ACTIVITY_LOG_PAGE_SIZE,
  type ActivityLogQuery,
  type ActivityLogResponse,
  activityActionLabel,
  activityAreaLabel,
  employeeFullName,
} from '@kollega/domain';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import { rangeOf, selectRows, toActivityRow, whereOf } from './activity-log-query';

/**
 * GET /api/company/activity-log ('Aktivitetslog', issue 25): one page of the company's audit rows, newest first,
 * filtered by person, area, action and a bounded date range, paged on the server; with the filters' choices.
 */
export async function listActivity(
  deps: { db: Db },
  ctx: AdminContext,
  input: ActivityLogQuery,
): Promise<ActivityLogResponse> {
  const where = whereOf(ctx, input);
  const [rows, [counted], persons, kinds] = await Promise.all([
    selectRows(deps.db, ctx, where)
      .limit(ACTIVITY_LOG_PAGE_SIZE)
      .offset((input.page - 1) * ACTIVITY_LOG_PAGE_SIZE),
    deps.db.select({ total: count() }).from(auditLog).where(where),
    deps.db
      .select({ userId: employees.userId, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), isNotNull(employees.userId)))
      .orderBy(asc(employees.firstName), asc(employees.lastName)),
    deps.db
      .selectDistinct({ area: auditLog.entityType, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, ctx.companyId))
      .limit(1000),
  ]);
  const areas = [...new Set(kinds.map((kind) => kind.area))];
  const actions = [...new Set(kinds.map((kind) => kind.action))];
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'da');
  return {
    rows: rows.map(toActivityRow),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: ACTIVITY_LOG_PAGE_SIZE,
    ...rangeOf(input),
    persons: persons.map((person) => ({ userId: person.userId as string, name: employeeFullName(person) })),
    areas: areas.map((value) => ({ value, label: activityAreaLabel(value) })).sort(byLabel),
    actions: actions.map((value) => ({ value, label: activityActionLabel(value) })).sort(byLabel),
  };
}
