import type { Db } from '../../db/database';
import { adminAuditLog } from '../../db/schema/index';
import type { SessionContext } from '../../plugins/auth/request-context';

export interface AdminAuditEntry {
  /** The company the write concerns, or null for platform content (HR contacts, templates, prices). */
  subjectCompanyId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

/**
 * The audit row of a super-admin write, in the write's own transaction (DESIGN.md rule 2), with the super admin's
 * identity, also when no company is involved (issue 14, decision 031).
 */
export async function recordAdminAudit(
  tx: Pick<Db, 'insert'>,
  ctx: SessionContext,
  entry: AdminAuditEntry,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: ctx.userId,
    subjectCompanyId: entry.subjectCompanyId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
    requestId: ctx.requestId,
  });
}
