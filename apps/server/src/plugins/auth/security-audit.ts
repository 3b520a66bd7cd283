import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../db/audit';
import type { MemberContext, SessionContext } from './request-context';

/** The security events of a user the company's 'Aktivitetslog' shows (issue 25, decision 034). */
export type SecurityEvent =
  | 'user.two_factor.enable'
  | 'user.two_factor.disable'
  | 'user.passkey.add'
  | 'user.passkey.remove'
  | 'user.session.revoke'
  | 'user.sessions.revoke_others';

/**
 * Writes the audit row of a security event in the user's company, after better-auth has answered success: better-auth
 * changes the user or its sessions in its own transaction, so the row follows it (as 'Log ind som' does). A user
 * without a company (a super admin, or one who has not finished sign-up) has no activity log to show it in.
 */
export async function recordSecurityEvent(
  request: FastifyRequest,
  who: { session: SessionContext; member: MemberContext | null },
  action: SecurityEvent,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!who.member) return;
  await recordAudit(
    request.server.database.db,
    {
      companyId: who.member.companyId,
      userId: who.session.userId,
      impersonatedBy: who.session.impersonatedBy,
      requestId: request.id,
    },
    { action, entityType: 'user', entityId: who.session.userId, details },
  );
}
