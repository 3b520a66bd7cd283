import type { Db } from './database';
import { adminAuditLog } from './schema/index';

/** The super admin who acted, in which request: a session's request context fits as it is. */
export interface AdminAuditActor {
  userId: string;
  requestId: string | null;
}

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
 * identity, also when no company is involved (issue 14, decision 031). Here in db/ beside `recordAudit`, because
 * the admin area and the auth routes ('Log ind som') both write it.
 */
export async function recordAdminAudit(
  tx: Pick<Db, 'insert'>,
  actor: AdminAuditActor,
  entry: AdminAuditEntry,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    subjectCompanyId: entry.subjectCompanyId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
    requestId: actor.requestId,
  });
}
