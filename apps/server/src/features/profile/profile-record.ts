import { type ProfileResponse, profilePhotoUrl } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type auditLog, employees } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import type { MemberContext } from '../../plugins/auth/request-context';

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

/** The caller's own employee record: both the id and the company come from the verified context. */
export const ownEmployee = (ctx: MemberContext) =>
  and(eq(employees.id, ctx.employeeId), eq(employees.companyId, ctx.companyId));

export async function loadOwnEmployee(db: Db, ctx: MemberContext): Promise<EmployeeRow> {
  const [row] = await db.select().from(employees).where(ownEmployee(ctx));
  if (!row) throw notFound();
  return row;
}

/** Where this employee's profile photos are kept (hr-core §7: {companyId}/users/{id}/profilePhoto/{file}). */
export function profilePhotoFolder(ctx: MemberContext): string {
  return `${ctx.companyId}/users/${ctx.employeeId}/profilePhoto/`;
}

export function profileAuditRow(ctx: MemberContext, action: string, details: Record<string, unknown>) {
  return {
    companyId: ctx.companyId,
    actorUserId: ctx.userId,
    impersonatorUserId: ctx.impersonatedBy,
    action,
    entityType: 'employee',
    entityId: ctx.employeeId,
    details,
    requestId: ctx.requestId,
  } satisfies typeof auditLog.$inferInsert;
}
