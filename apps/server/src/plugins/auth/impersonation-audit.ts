import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAdminAudit } from '../../db/admin-audit';
import type { Db } from '../../db/database';
import { employees } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';

/** The company whose member `userId` is, if any: asked across companies, the super admin has none of their own. */
async function unsafeCompanyOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await unsafeAcrossCompanies(() =>
    db
      .select({ companyId: employees.companyId })
      .from(employees)
      .where(eq(employees.userId, userId))
      .limit(1),
  );
  return row?.companyId ?? null;
}

/**
 * 'Log ind som' and its return (docs/rules/auth-and-access.md#ruling-7, issue 14: every super-admin write is audit-logged with the super
 * admin's identity). better-auth writes the session in its own transaction, so the row follows its success: a
 * session the super admin never received (the row failed) is never used.
 */
export async function recordImpersonation(
  request: FastifyRequest,
  event: { kind: 'start' | 'stop'; superadminId: string; userId: string },
): Promise<void> {
  const db = request.server.database.db;
  await recordAdminAudit(
    db,
    { userId: event.superadminId, requestId: request.id },
    {
      subjectCompanyId: await unsafeCompanyOfUser(db, event.userId),
      action: event.kind === 'start' ? 'user.impersonate' : 'user.impersonate.stop',
      entityType: 'user',
      entityId: event.userId,
    },
  );
}
