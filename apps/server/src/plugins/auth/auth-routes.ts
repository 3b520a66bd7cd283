import { AUTH_MESSAGES, ERROR_MESSAGES, isTwoFactorRequired } from '@kollega/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { sendError } from '../errors';
import { clearHits, hit, isOverLimit, THROTTLE_RULES } from '../throttle';
import { authErrorEnvelope } from './auth-errors';
import { addressKey } from './client-address';
import type { Auth } from './create-auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { recordImpersonation } from './impersonation-audit';
import { requireSession, requireSuperadmin, requireVerified } from './request-context';
import { recordSecurityEvent } from './security-audit';
import { takeVerificationMailSlot } from './verification-mail-lock';

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Sign-in limits (docs/rules/auth-and-access.md#ruling-33): only failures count, against the client address, the e-mail from that address and
 * the e-mail overall; a successful sign-in never counts and clears that account's failures from that address
 * (from both the pair's counter and the address's), so 100 people signing in from one office are never refused.
 * The overall ceiling never applies from an address that has signed in to that account before, so strangers
 * guessing from many addresses cannot lock its owner out.
 */
async function throttleSignIn(request: FastifyRequest, run: () => Promise<Response>): Promise<Response> {
  const db = request.server.database.db;
  const email = emailOf(request.body);
  const address = addressKey(request.ip);
  const addressKeyName = `sign-in-failures:ip:${address}`;
  const pairKey = `sign-in-failures:email-ip:${email}:${address}`;
  const emailKey = `sign-in-failures:email:${email}`;
  const knownKey = `sign-in-known:${email}:${address}`;
  const blocked =
    (await isOverLimit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp)) ||
    (email !== '' &&
      ((await isOverLimit(db, pairKey, THROTTLE_RULES.signInFailuresPerEmailAndIp)) ||
        (!(await isOverLimit(db, knownKey, THROTTLE_RULES.knownAddress)) &&
          (await isOverLimit(db, emailKey, THROTTLE_RULES.signInFailuresPerEmail)))));
  if (blocked) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  const response = await run();
  if (response.status === 401 || response.status === 400) {
    await hit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp);
    if (email) {
      await hit(db, pairKey, THROTTLE_RULES.signInFailuresPerEmailAndIp);
      await hit(db, emailKey, THROTTLE_RULES.signInFailuresPerEmail);
    }
  } else if (response.ok && email) {
    await clearHits(db, pairKey, addressKeyName);
    // Remember this address as the account's own (a 'limit' of 1 hit marks it for the window).
    await hit(db, knownKey, THROTTLE_RULES.knownAddress);
  }
  return response;
}

/**
 * A wrong two-factor code counts as a failed sign-in from the address (docs/rules/auth-and-access.md#ruling-33); better-auth itself allows five
 * tries per sign-in and locks the account's second factor for 15 minutes after ten wrong codes in a row.
 */
async function throttleSecondFactor(
  request: FastifyRequest,
  run: () => Promise<Response>,
): Promise<Response> {
  const db = request.server.database.db;
  const addressKeyName = `sign-in-failures:ip:${addressKey(request.ip)}`;
  if (await isOverLimit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp))
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  // No 'trust this device' cookie (decision 034): every sign-in asks for the second factor.
  const body = request.body as { trustDevice?: unknown } | undefined;
  if (body && typeof body === 'object') delete body.trustDevice;
  const response = await run();
  if (response.status === 401) await hit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp);
  return withoutSessionToken(response);
}

/**
 * Passkey sign-in (decision 053) under the same limits as the e-mail sign-in (docs/rules/auth-and-access.md#ruling-33): a refused
 * assertion counts as a failed sign-in from the address; a success clears that account's failures from the address,
 * as a password success does. The e-mail is not known before the key is verified, so only the address counters
 * refuse in advance.
 */
async function throttlePasskeySignIn(
  request: FastifyRequest,
  run: () => Promise<Response>,
): Promise<Response> {
  const db = request.server.database.db;
  const address = addressKey(request.ip);
  const addressKeyName = `sign-in-failures:ip:${address}`;
  if (await isOverLimit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp))
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  const response = await run();
  if (response.status === 401 || response.status === 400) {
    await hit(db, addressKeyName, THROTTLE_RULES.signInFailuresPerIp);
  } else if (response.ok) {
    const body = (await response.clone().json()) as { user?: { email?: unknown } };
    const email = typeof body.user?.email === 'string' ? body.user.email.toLowerCase() : '';
    if (email) {
      await clearHits(db, `sign-in-failures:email-ip:${email}:${address}`, addressKeyName);
      await hit(db, `sign-in-known:${email}:${address}`, THROTTLE_RULES.knownAddress);
    }
  }
  return response;
}

/** Adding a passkey is the signed-in person's own act: a verified e-mail, and never while logged in as someone. */
async function requireOwnVerifiedSession(request: FastifyRequest) {
  const session = await requireVerified(request);
  if (session.impersonatedBy) throw new AppError('FORBIDDEN');
  return session;
}

/** Turning two-factor off is refused to whoever must have it (decision 034). */
async function refuseWhenMandatory(request: FastifyRequest): Promise<void> {
  const { session, member } = await request.resolveContext();
  if (!session) throw new AppError('UNAUTHENTICATED');
  if (
    isTwoFactorRequired({
      isSuperadmin: session.isSuperadmin,
      companyRole: member?.role ?? null,
      companyRequiresAdminTwoFactor: member?.companyRequiresAdminTwoFactor ?? false,
    })
  )
    throw new AppError('TWO_FACTOR_MANDATORY');
}

/**
 * Issue 25: better-auth puts the session token in some answers' bodies (sign-in's `token`, the impersonation
 * endpoints' `session.token`). It is the bearer credential the HttpOnly cookie exists to keep from scripts,
 * so it is taken out of every answer we forward; the cookie carries it, and nothing in the web app reads it.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  // The body changed length; let the server count it again.
  headers.delete('content-length');
  if (body && typeof body === 'object') {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === 'object') delete record.session.token;
  }
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

interface ForwardedEndpoint {
  /** Who may call it, checked before better-auth sees the request. */
  guard?: (request: FastifyRequest) => Promise<unknown>;
  run?: (request: FastifyRequest, forward: () => Promise<Response>) => Promise<Response>;
}

/**
 * The better-auth endpoints the app uses, and nothing else: its other endpoints (listing or editing users,
 * sending mail, consuming tokens by GET) would bypass our limits, guards and Danish errors, so they answer 404.
 * Verification and password reset go through /api/account, which calls better-auth on the server.
 */
const FORWARDED: Record<string, ForwardedEndpoint> = {
  '/api/auth/sign-up/email': {
    async run(request, forward) {
      const allowed = await hit(
        request.server.database.db,
        `sign-up:ip:${addressKey(request.ip)}`,
        THROTTLE_RULES.signUpPerIp,
      );
      if (!allowed.allowed) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, {
          retryAfterSeconds: allowed.retryAfterSeconds,
        });
      }
      const response = await forward();
      // better-auth sent the first verification e-mail: the 3-minute resend lock starts now.
      if (response.ok) await takeVerificationMailSlot(request.server.database.db, emailOf(request.body));
      return response;
    },
  },
  '/api/auth/sign-in/email': { run: throttleSignIn },
  '/api/auth/sign-out': {},
  // Decision 034: set up (password → secret and backup codes, then a first code confirms), sign in with a code
  // or a backup code, new backup codes (password), and turn off (password; refused when mandatory).
  '/api/auth/two-factor/enable': { guard: requireVerified },
  '/api/auth/two-factor/verify-totp': {
    async run(request, forward) {
      // A signed-in user without two-factor confirming their first code turns it on (setup); signing in with a
      // code has no session yet, so it is not an event of the activity log.
      const before = await request.resolveContext();
      const response = await throttleSecondFactor(request, forward);
      if (response.ok && before.session && !before.session.twoFactorEnabled)
        await recordSecurityEvent(request, { ...before, session: before.session }, 'user.two_factor.enable');
      return response;
    },
  },
  '/api/auth/two-factor/verify-backup-code': { run: throttleSecondFactor },
  '/api/auth/two-factor/generate-backup-codes': { guard: requireVerified },
  '/api/auth/two-factor/disable': {
    async guard(request) {
      await requireVerified(request);
      await refuseWhenMandatory(request);
    },
    async run(request, forward) {
      const who = await request.resolveContext();
      const response = await forward();
      if (response.ok && who.session)
        await recordSecurityEvent(request, { ...who, session: who.session }, 'user.two_factor.disable');
      return response;
    },
  },
  // Decision 053: passkeys. Adding one (options, then the authenticator's answer) needs the person's own
  // verified session from the last ten minutes (the plugin checks the age); signing in with one is public,
  // limited like the e-mail sign-in, and each challenge request counts against the address.
  '/api/auth/passkey/registration-options': { guard: requireOwnVerifiedSession },
  '/api/auth/passkey/register': {
    guard: requireOwnVerifiedSession,
    async run(request, forward) {
      const who = await request.resolveContext();
      const response = await forward();
      if (response.ok && who.session) {
        const added = (await response.clone().json()) as { id?: unknown; name?: unknown };
        await recordSecurityEvent(request, { ...who, session: who.session }, 'user.passkey.add', {
          passkeyId: added.id,
          name: added.name,
        });
      }
      return response;
    },
  },
  '/api/auth/passkey/authentication-options': {
    async run(request, forward) {
      const db = request.server.database.db;
      const address = addressKey(request.ip);
      if (await isOverLimit(db, `sign-in-failures:ip:${address}`, THROTTLE_RULES.signInFailuresPerIp))
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
      const allowed = await hit(db, `passkey-challenge:ip:${address}`, THROTTLE_RULES.passkeyChallengesPerIp);
      if (!allowed.allowed)
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, {
          retryAfterSeconds: allowed.retryAfterSeconds,
        });
      return forward();
    },
  },
  '/api/auth/sign-in/passkey': { run: throttlePasskeySignIn },
  // docs/rules/auth-and-access.md#ruling-7: only a super admin with a verified e-mail may log in as someone else; both ways are
  // audit-logged with the super admin's identity (issue 14).
  '/api/auth/admin/impersonate-user': {
    guard: requireSuperadmin,
    async run(request, forward) {
      const superadmin = await requireSuperadmin(request);
      const response = await forward();
      const userId = (request.body as { userId?: unknown } | undefined)?.userId;
      if (response.ok && typeof userId === 'string')
        await recordImpersonation(request, { kind: 'start', superadminId: superadmin.userId, userId });
      return response;
    },
  },
  '/api/auth/admin/stop-impersonating': {
    guard: requireSession,
    async run(request, forward) {
      // The impersonated session, read before better-auth ends it.
      const session = await requireSession(request);
      const response = await forward();
      if (response.ok && session.impersonatedBy)
        await recordImpersonation(request, {
          kind: 'stop',
          superadminId: session.impersonatedBy,
          userId: session.userId,
        });
      return response;
    },
  },
};

/** better-auth at /api/auth/*: the endpoints in FORWARDED, each behind its guard and limits, errors in the envelope. */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; baseUrl: string }) {
  const { auth, baseUrl } = options;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      // Decide on the path better-auth will see (the URL parser resolves '/x/../' and '%2e'), and refuse any
      // path that only becomes a known one after that resolution.
      const rawPath = request.url.split('?')[0] ?? '';
      const path = new URL(request.url, baseUrl).pathname;
      const endpoint = path === rawPath && request.method === 'POST' ? FORWARDED[path] : undefined;
      if (!endpoint) throw new AppError('NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
      await endpoint.guard?.(request);
      const forward = () => auth.handler(toFetchRequest(request, baseUrl));
      const response = endpoint.run ? await endpoint.run(request, forward) : await forward();
      if (response.status >= 400)
        return sendError(reply, response.status, await authErrorEnvelope(path, response));
      return sendFetchResponse(reply, await withoutSessionToken(response));
    },
  });
}
