import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKindSchema } from '@kollega/domain';
import { isUuid } from '../../db/uuid';

/**
 * The one-click unsubscribe link's token (issue 26, RFC 8058): whose, which company, which kind, signed, so
 * the link works without signing in and cannot be made for someone else. It does not expire: an old mail's
 * link should still work, and all it can do is turn one kind's e-mail off.
 */
export interface UnsubscribeSubject {
  companyId: string;
  employeeId: string;
  kind: NotificationKind;
}

/** The signing key, derived from ENCRYPTION_KEY so there is one key to keep (as the auth secret is). */
export function deriveUnsubscribeSecret(encryptionKey: string): string {
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(encryptionKey, 'hex'),
      Buffer.alloc(0),
      'kollega/notifications/unsubscribe',
      32,
    ),
  ).toString('hex');
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', Buffer.from(secret, 'hex')).update(payload).digest('base64url');
}

export function signUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload = `${subject.companyId}.${subject.employeeId}.${subject.kind}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The subject of a valid token, or null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [companyId, employeeId, kind, given] = parts as [string, string, string, string];
  if (!isUuid(companyId) || !isUuid(employeeId)) return null;
  const parsedKind = notificationKindSchema.safeParse(kind);
  if (!parsedKind.success) return null;
  const expected = Buffer.from(signature(secret, `${companyId}.${employeeId}.${kind}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { companyId, employeeId, kind: parsedKind.data };
}
