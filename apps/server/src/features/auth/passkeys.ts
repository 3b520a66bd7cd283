import type { PasskeyListResponse } from '@kollega/domain';
import { AppError, notFound } from '../../errors/app-error';
import type { Auth } from '../../plugins/auth/create-auth';
import type { SessionContext } from '../../plugins/auth/request-context';
import type { SecurityEvent } from '../../plugins/auth/security-audit';

interface PasskeyDeps {
  auth: Auth;
  /** The caller's own request headers (cookie): the passkey plugin acts for that session's user only. */
  headers: Headers;
  audit?: (event: SecurityEvent, details?: Record<string, unknown>) => Promise<void>;
}

/** GET /api/account/passkeys: the caller's passkeys, oldest first (decision 053); never a key or a credential id. */
export async function listOwnPasskeys(deps: PasskeyDeps, _ctx: SessionContext): Promise<PasskeyListResponse> {
  const rows = await deps.auth.api.listOwnPasskeys({ headers: deps.headers });
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
      synced: row.deviceType === 'multiDevice',
    })),
  };
}

/** DELETE /api/account/passkeys/:passkeyId: removes one of the caller's own; any other id is 404. Audit-logged. */
export async function removeOwnPasskey(
  deps: PasskeyDeps,
  ctx: SessionContext,
  input: { passkeyId: string },
): Promise<void> {
  // A super admin logged in as someone (docs/rules/auth-and-access.md#ruling-7) may look, not change how the person signs in.
  if (ctx.impersonatedBy) throw new AppError('FORBIDDEN');
  const removed = await deps.auth.api.removeOwnPasskey({
    headers: deps.headers,
    body: { id: input.passkeyId },
  });
  if (!removed) throw notFound();
  await deps.audit?.('user.passkey.remove', { passkeyId: removed.id, name: removed.name });
}
