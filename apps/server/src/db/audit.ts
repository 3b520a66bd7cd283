import type { Db } from './database';
import { auditLog } from './schema/index';

/** Who acted, in which company and request: a member's request context fits as it is. */
export interface AuditActor {
  companyId: string;
  /** Null for the system (seed data, jobs). */
  userId: string | null;
  /** The super admin behind an impersonated session (docs/rules/auth-and-access.md#ruling-7). */
  impersonatedBy: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
}

/** Writes the audit row of a change inside the change's own transaction (DESIGN.md rule 2). */
export async function recordAudit(
  tx: Pick<Db, 'insert'>,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatedBy,
    requestId: actor.requestId,
    ...entry,
  });
}
