import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, employees, sessions, subscriptions, users } from '../../db/schema/index';
import type { Auth } from './create-auth';

/**
 * Who is calling, in one statement (decision 060). better-auth's `getSession` reads the session and then its user
 * (two statements), and the membership was a third; a signed-in request paid three round trips before its own
 * work. Here the signed session cookie is verified exactly as better-auth verifies it (HMAC-SHA256 of the token
 * with the auth secret), and the session, its user and the user's employee record come back in one row.
 *
 * Only the plain case is answered here: one session cookie, a valid signature, a session that exists, has not
 * expired and is not due for better-auth's daily extension. Everything else (no or a doubled cookie, a bad
 * signature, an unknown, expired or ageing session) is `undefined`, and the caller asks better-auth, which clears
 * the cookie or extends the session as it always did. Nothing is cached: a session deleted a moment ago (signed
 * out, revoked under 'Aktive sessioner', access withdrawn) is refused by the very next request.
 */
export interface SessionRow {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  twoFactorEnabled: boolean;
  impersonatedBy: string | null;
  signInMethod: string | null;
  membership: MembershipRow | null;
}

/** The caller's employee record and its company's settings, as `unsafeFindMembership` reads them. */
export interface MembershipRow {
  employeeId: string;
  companyId: string;
  role: string;
  ownerUserId: string | null;
  requireAdminTwoFactor: boolean;
  closedAt: Date | null;
  closureDeleteAfter: Date | null;
  plan: string | null;
  status: string | null;
}

/** The employee record and company columns a membership is read with, here and in `unsafeFindMembership`. */
export const MEMBERSHIP_COLUMNS = {
  employeeId: employees.id,
  companyId: employees.companyId,
  role: employees.role,
  ownerUserId: companies.ownerUserId,
  requireAdminTwoFactor: companies.requireAdminTwoFactor,
  closedAt: companies.closedAt,
  closureDeleteAfter: companies.closureDeleteAfter,
  plan: subscriptions.plan,
  status: subscriptions.status,
};

/** The one value of cookie `name` in a Cookie header, or undefined when it is missing or sent twice. */
function onlyCookie(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    if (found !== undefined) return undefined;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      found = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return found;
}

/** The token of a signed cookie value ('token.signature', better-call's format), when the signature holds. */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  // Compared as text, so only the one canonical base64 spelling passes (better-call wants it 44 characters long).
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  return token;
}

export async function lookUpSession(
  privilegedDb: Db,
  auth: Auth,
  cookieHeader: string | undefined,
): Promise<SessionRow | undefined> {
  if (!cookieHeader) return undefined;
  const context = await auth.$context;
  const value = onlyCookie(cookieHeader, context.authCookies.sessionToken.name);
  const token = value === undefined ? undefined : verifiedToken(value, context.secret);
  if (!token) return undefined;
  // The owner's connection, as better-auth's own reads: the session and user tables are not the app role's, and
  // the membership is asked before any company is known (request-context.ts).
  const [row] = await privilegedDb
    .select({
      userId: users.id,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      email: users.email,
      emailVerified: users.emailVerified,
      userRole: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      impersonatedBy: sessions.impersonatedBy,
      signInMethod: sessions.signInMethod,
      ...MEMBERSHIP_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(subscriptions, eq(subscriptions.companyId, employees.companyId))
    .where(eq(sessions.token, token))
    .limit(1);
  if (!row) return undefined;
  // better-auth's rules (getSession): expired is refused, and a session whose last extension is older than
  // `updateAge` is extended; both are left to better-auth, which also answers with the cookie to set.
  const { expiresIn, updateAge } = context.sessionConfig;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  const {
    userId,
    sessionId,
    email,
    emailVerified,
    userRole,
    twoFactorEnabled,
    impersonatedBy,
    signInMethod,
  } = row;
  const { employeeId, companyId, role, requireAdminTwoFactor } = row;
  return {
    userId,
    sessionId,
    email,
    emailVerified,
    role: userRole,
    twoFactorEnabled,
    impersonatedBy,
    signInMethod,
    // Left joins: no employee record gives nulls; companies.require_admin_two_factor is never null in a company.
    membership:
      employeeId && companyId && role && requireAdminTwoFactor !== null
        ? { ...row, employeeId, companyId, role, requireAdminTwoFactor }
        : null,
  };
}
