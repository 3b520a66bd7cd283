import type { ActiveSessionsResponse } from '@kollega/domain';
import { AppError, notFound } from '../../errors/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import type { SessionContext } from '../../plugins/auth/request-context';
import type { SecurityEvent } from '../../plugins/auth/security-audit';
import { describeUserAgent } from './user-agent';

interface SessionDeps {
  auth: Auth;
  /** The caller's own request headers (cookie): better-auth acts for that session's user only. */
  headers: Headers;
  /** Writes the event's row in the caller's company, if they have one (decision 034: the activity log shows it). */
  audit?: (event: SecurityEvent, details?: Record<string, unknown>) => Promise<void>;
}

/**
 * better-auth's listSessions answers every session of the caller's user, with its token; the token never leaves the
 * server, only an id, where and when (issue 25 'Aktive sessioner').
 */
async function ownSessions(deps: SessionDeps) {
  return deps.auth.api.listSessions({ headers: deps.headers });
}

/** A super admin logged in as someone (docs/rules/auth-and-access.md#ruling-7) may look, but not sign the person out of their browsers. */
function refuseWhenImpersonated(ctx: SessionContext): void {
  if (ctx.impersonatedBy) throw new AppError('FORBIDDEN');
}

/** GET /api/account/sessions: the caller's signed-in browsers, the current one first, then the last used. */
export async function listActiveSessions(
  deps: SessionDeps,
  ctx: SessionContext,
): Promise<ActiveSessionsResponse> {
  const sessions = await ownSessions(deps);
  return {
    sessions: sessions
      .map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        ipAddress: session.ipAddress ?? null,
        lastUsedAt: new Date(session.updatedAt).toISOString(),
        createdAt: new Date(session.createdAt).toISOString(),
        current: session.id === ctx.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt)),
  };
}

/** DELETE /api/account/sessions/:sessionId: signs one other browser out; an id not the caller's is 404. */
export async function revokeOneSession(
  deps: SessionDeps,
  ctx: SessionContext,
  input: { sessionId: string },
): Promise<void> {
  refuseWhenImpersonated(ctx);
  const target = (await ownSessions(deps)).find((session) => session.id === input.sessionId);
  if (!target) throw notFound();
  // Signing out this browser is the sign-out button's job: it also clears the cookie.
  if (target.id === ctx.sessionId)
    throw new AppError('BAD_REQUEST', 'Brug "Log ud" for at logge denne browser ud.');
  await deps.auth.api.revokeSession({ headers: deps.headers, body: { token: target.token } });
  await deps.audit?.('user.session.revoke', { sessionId: target.id, ...describeUserAgent(target.userAgent) });
}

/** POST /api/account/sessions/sign-out-others: every browser but this one. */
export async function revokeOtherSessions(deps: SessionDeps, ctx: SessionContext): Promise<void> {
  refuseWhenImpersonated(ctx);
  const others = (await ownSessions(deps)).filter((session) => session.id !== ctx.sessionId).length;
  await deps.auth.api.revokeOtherSessions({ headers: deps.headers });
  await deps.audit?.('user.sessions.revoke_others', { count: others });
}
