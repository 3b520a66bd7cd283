import { type ProfileResponse, profilePhotoUrl } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../db/audit';
import { employees } from '../../../db/schema/index';
import { notFound } from '../../../errors/app-error';
import type { MemberContext } from '../../../plugins/auth/request-context';
import type { Reader } from '../../../services/context';

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
 * Whose photo or profile an action changes: the caller's own record (the id from the verified context), or an
 * employee of the admin's company that the admin's route has already loaded. The company is always the caller's.
 */
export interface EmployeeTarget {
  companyId: string;
  employeeId: string;
}

/** That employee's record, in the caller's company. */
export const ownEmployee = (ctx: EmployeeTarget) =>
  and(eq(employees.id, ctx.employeeId), eq(employees.companyId, ctx.companyId));

export async function loadOwnEmployee(db: Reader, ctx: MemberContext): Promise<EmployeeRow> {
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
