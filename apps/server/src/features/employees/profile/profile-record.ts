import { type ProfileResponse, profilePhotoUrl } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { AuditActor, AuditEntry } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { employees } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';

type EmployeeRow = typeof employees.$inferSelect;

export function toProfileResponse(row: EmployeeRow): ProfileResponse {
  return {
    employeeId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    jobPosition: row.jobPosition,
    phone: row.phone,
    email: row.email,
    profilePhotoUrl: profilePhotoUrl(row.id, row.profilePhotoKey),
  };
}

/**
 * Whose photo or profile an action changes, and who acts: the caller's own record (a MemberContext as it is), or
 * an admin acting on an employee of their company that they have already loaded (`{ ...ctx, employeeId }`).
 */
export type EmployeeTarget = AuditActor & { employeeId: string };

/** The caller's own employee record: both the id and the company come from the verified context. */
export const ownEmployee = (ctx: EmployeeTarget) =>
  and(eq(employees.id, ctx.employeeId), eq(employees.companyId, ctx.companyId));

export async function loadOwnEmployee(db: Db, ctx: MemberContext): Promise<EmployeeRow> {
  const [row] = await db.select().from(employees).where(ownEmployee(ctx));
  if (!row) throw notFound();
  return row;
}

/** Where this employee's profile photos are kept (hr-core §7: {companyId}/users/{id}/profilePhoto/{file}). */
export function profilePhotoFolder(ctx: EmployeeTarget): string {
  return `${ctx.companyId}/users/${ctx.employeeId}/profilePhoto/`;
}

/** The audit entry of a change to the caller's own employee record. */
export function profileAudit(
  ctx: EmployeeTarget,
  action: string,
  details: Record<string, unknown>,
): AuditEntry {
  return { action, entityType: 'employee', entityId: ctx.employeeId, details };
}
