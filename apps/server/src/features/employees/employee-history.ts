import {
  type EmployeeFieldChange,
  type EmployeeHistoryAction,
  type EmployeeHistoryResponse,
  employeeFullName,
} from '@kollega/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, employees } from '../../db/schema/index';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Reader } from '../../services/context';
import { loadVisibleEmployee } from './visibility';

/** The audit actions the history shows, by their name in the log. Anything else stays out of it. */
const ACTIONS: Record<string, EmployeeHistoryAction> = {
  'employee.create': 'created',
  'employee.update': 'updated',
  'employee.settings': 'settingsUpdated',
  'employee.cpr.reveal': 'cprRevealed',
  'employee.document.upload': 'documentUploaded',
  'employee.document.delete': 'documentDeleted',
  'profile.update': 'updated',
  'profile.photo.update': 'photoUpdated',
  'profile.photo.delete': 'photoDeleted',
};

const HISTORY_LIMIT = 200;

/** The changes an entry recorded: `changes` in our rows; `before`/`after` in the own-profile ones. */
function changesOf(details: Record<string, unknown>): EmployeeFieldChange[] {
  if (Array.isArray(details.changes)) return details.changes as EmployeeFieldChange[];
  const before = details.before as Record<string, unknown> | undefined;
  const after = details.after as Record<string, unknown> | undefined;
  if (!before || !after) return [];
  return Object.keys(after)
    .filter((field) => String(before[field] ?? '') !== String(after[field] ?? ''))
    .map((field) => ({ field, from: String(before[field] ?? ''), to: String(after[field] ?? '') }));
}

/**
 * GET /api/employees/:employeeId/history: who changed which field when (the field-change audit), newest
 * first, the latest 200. CPR number and salary were logged without their values.
 */
export async function employeeHistory(
  deps: { db: Reader },
  ctx: AdminContext,
  input: { employeeId: string },
): Promise<EmployeeHistoryResponse> {
  const { db } = deps;
  const { employeeId } = input;
  const { row: employee } = await loadVisibleEmployee(db, ctx, employeeId);
  // The audit log is append-only (decision 033): after the person was anonymised (decision 050) the history
  // still says what happened, but no longer the values (names, numbers, document names) recorded before.
  const anonymisedAt = employee.anonymisedAt;
  const masked = (at: Date) => anonymisedAt !== null && at <= anonymisedAt;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      impersonator: auditLog.impersonatorUserId,
      actorFirstName: employees.firstName,
      actorLastName: employees.lastName,
    })
    .from(auditLog)
    .leftJoin(
      employees,
      and(
        eq(employees.companyId, auditLog.companyId),
        sql`${employees.userId}::text = ${auditLog.actorUserId}`,
      ),
    )
    .where(
      and(
        eq(auditLog.companyId, ctx.companyId),
        eq(auditLog.entityType, 'employee'),
        eq(auditLog.entityId, employeeId),
        inArray(auditLog.action, Object.keys(ACTIONS)),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return {
    entries: rows.map((row) => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        at: row.at.toISOString(),
        action: ACTIONS[row.action] as EmployeeHistoryAction,
        actorName:
          row.actorFirstName !== null
            ? employeeFullName({ firstName: row.actorFirstName, lastName: row.actorLastName ?? '' })
            : 'Ukendt',
        impersonated: row.impersonator !== null,
        changes: masked(row.at) ? [] : changesOf(details),
        documentName:
          !masked(row.at) && typeof details.documentName === 'string' ? details.documentName : null,
      };
    }),
  };
}
