import {
  ACTIVITY_LOG_MESSAGES,
  type ActivityLogQuery,
  activityActionLabel,
  activityAreaLabel,
  activityChanges,
  addDays,
  danishToday,
  employeeFullName,
} from '@kollega/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, employees, users } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';

/** Without dates, the last 30 days (the same bounded range the page shows by default). */
export function rangeOf(query: Pick<ActivityLogQuery, 'from' | 'to'>): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, 29) : danishToday());
  const from = query.from ?? addDays(to, -29);
  return { from, to };
}

/**
 * The filter of a query: always the caller's company (DESIGN.md rule 1; RLS is the second wall), the date range in
 * Danish time, and the person, area and action when chosen.
 */
export function whereOf(ctx: AdminContext, query: ActivityLogQuery): SQL {
  const { from, to } = rangeOf(query);
  const conditions: (SQL | undefined)[] = [
    eq(auditLog.companyId, ctx.companyId),
    gte(auditLog.createdAt, sql`(${from}::date::timestamp at time zone 'Europe/Copenhagen')`),
    lt(auditLog.createdAt, sql`((${to}::date + 1)::timestamp at time zone 'Europe/Copenhagen')`),
    query.person ? eq(auditLog.actorUserId, query.person) : undefined,
    query.area ? eq(auditLog.entityType, query.area) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
  ];
  return and(...conditions) as SQL;
}

/** The rows matching `where`, newest first (by time, or by id for keyset paging), with the actor's name in this company and the super admin's e-mail. */
export function selectRows(db: Db, ctx: AdminContext, where: SQL, order: 'time' | 'id' = 'time') {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      area: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      actorUserId: auditLog.actorUserId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      actorEmail: users.email,
      impersonatorUserId: auditLog.impersonatorUserId,
      impersonatorEmail: sql<
        string | null
      >`(select u.email from ${users} u where u.id::text = ${auditLog.impersonatorUserId})`,
    })
    .from(auditLog)
    .leftJoin(
      employees,
      and(eq(employees.companyId, ctx.companyId), sql`${employees.userId}::text = ${auditLog.actorUserId}`),
    )
    .leftJoin(users, sql`${users.id}::text = ${auditLog.actorUserId}`)
    .where(where)
    .orderBy(...(order === 'time' ? [desc(auditLog.createdAt), desc(auditLog.id)] : [desc(auditLog.id)]))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A row as the page and the CSV show it. */
export function toActivityRow(row: SelectedRow) {
  const actor = row.actorUserId
    ? row.firstName !== null && row.lastName !== null
      ? employeeFullName({ firstName: row.firstName, lastName: row.lastName })
      : (row.actorEmail ?? ACTIVITY_LOG_MESSAGES.unknownPerson)
    : null;
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor,
    impersonator: row.impersonatorUserId
      ? (row.impersonatorEmail ?? ACTIVITY_LOG_MESSAGES.unknownPerson)
      : null,
    action: row.action,
    actionLabel: activityActionLabel(row.action),
    area: row.area,
    areaLabel: activityAreaLabel(row.area),
    entityId: row.entityId,
    changes: activityChanges(row.details),
  };
}
