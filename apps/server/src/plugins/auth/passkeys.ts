import {
  MAX_PASSKEYS_PER_USER,
  PASSKEY_FRESH_SESSION_MINUTES,
  PASSKEY_MESSAGES,
  passkeyNameSchema,
} from '@kollega/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, asc, count, eq, like, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { passkeys, verifications } from '../../db/schema/index';

/**
 * Passkeys (WebAuthn) as a better-auth plugin of our own (decision 053): better-auth's official plugin pins
 * versions of better-auth's internals that our better-auth does not use, so npm refuses it. The ceremonies are
 * @simplewebauthn/server's; this file stores challenges and credentials and starts the session as the e-mail
 * sign-in does (the internal adapter and the session cookie helper).
 *
 * Challenges live server-side in `verifications`, keyed by the challenge itself, for five minutes, and are taken
 * (deleted) by the first answer that names them, whatever its outcome: single-use, expiring, and never trusted
 * from the client (the client only echoes what the authenticator signed).
 */

const CHALLENGE_PREFIX = 'passkey-challenge:';
const CHALLENGE_SECONDS = 5 * 60;
/** The session started by a passkey; decision 053 lets it satisfy the required two-factor rule. */
export const PASSKEY_SIGN_IN_METHOD = 'passkey';

type ChallengeKind = 'registration' | 'authentication';
interface StoredChallenge {
  kind: ChallengeKind;
  /** The signed-in user a registration belongs to; none for a sign-in. */
  userId?: string;
}

function fail(
  status: 'UNAUTHORIZED' | 'BAD_REQUEST' | 'FORBIDDEN' | 'CONFLICT',
  code: string,
  message: string,
) {
  return APIError.from(status, { code, message });
}
const signInFailed = () => fail('UNAUTHORIZED', 'PASSKEY_SIGN_IN_FAILED', PASSKEY_MESSAGES.signInFailed);
const registrationFailed = () =>
  fail('BAD_REQUEST', 'PASSKEY_REGISTRATION_FAILED', PASSKEY_MESSAGES.registrationFailed);

/** The challenge the authenticator signed, read from the client data it signed over (nothing else is trusted). */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string' || clientDataJSON.length > 4096) return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge)
      ? data.challenge
      : null;
  } catch {
    return null;
  }
}

const TRANSPORTS = new Set<AuthenticatorTransportFuture>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);
function transportsOf(text: string | null): AuthenticatorTransportFuture[] | undefined {
  if (!text) return undefined;
  return text.split(',').filter((t): t is AuthenticatorTransportFuture => TRANSPORTS.has(t as never));
}

/** The answer of `navigator.credentials.*` as @simplewebauthn/browser sends it; its inner fields are checked by the verifiers. */
const credentialSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(50).optional(),
  })
  .passthrough();

export function kollegaPasskeys(options: { db: Db; baseUrl: string; rpName: string }) {
  const { db } = options;
  // Decision 053: the relying party is the host of BASE_URL, and only that origin may answer.
  const origin = new URL(options.baseUrl).origin;
  const rpID = new URL(options.baseUrl).hostname;

  async function storeChallenge(challenge: string, stored: StoredChallenge): Promise<void> {
    // Old unanswered challenges go as new ones come, so the table holds only the last five minutes' worth.
    await db
      .delete(verifications)
      .where(
        and(like(verifications.identifier, `${CHALLENGE_PREFIX}%`), lt(verifications.expiresAt, sql`now()`)),
      );
    await db.insert(verifications).values({
      identifier: `${CHALLENGE_PREFIX}${challenge}`,
      value: JSON.stringify(stored),
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
  }

  /** Takes the challenge (one statement, so two answers cannot both have it); null if unknown, used or expired. */
  async function takeChallenge(challenge: string, kind: ChallengeKind): Promise<StoredChallenge | null> {
    const [row] = await db
      .delete(verifications)
      .where(eq(verifications.identifier, `${CHALLENGE_PREFIX}${challenge}`))
      .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    const stored = JSON.parse(row.value) as StoredChallenge;
    return stored.kind === kind ? stored : null;
  }

  return {
    id: 'kollega-passkeys',
    endpoints: {
      /** Step 1 of adding a passkey: a signed-in session from the last ten minutes (the route adds: verified, not impersonated). */
      passkeyRegistrationOptions: createAuthEndpoint(
        '/passkey/registration-options',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const age = Date.now() - new Date(session.createdAt).getTime();
          if (age > PASSKEY_FRESH_SESSION_MINUTES * 60 * 1000)
            throw fail('FORBIDDEN', 'PASSKEY_SESSION_NOT_FRESH', PASSKEY_MESSAGES.notFresh);
          const existing = await db
            .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
            .from(passkeys)
            .where(eq(passkeys.userId, user.id));
          if (existing.length >= MAX_PASSKEYS_PER_USER)
            throw fail('CONFLICT', 'PASSKEY_LIMIT', PASSKEY_MESSAGES.limit);
          const creation = await generateRegistrationOptions({
            rpName: options.rpName,
            rpID,
            userName: user.email,
            userDisplayName: user.name || user.email,
            // The user handle is the login's id, so a discoverable credential names its owner at sign-in.
            userID: new TextEncoder().encode(user.id),
            timeout: CHALLENGE_SECONDS * 1000,
            attestationType: 'none',
            excludeCredentials: existing.map((row) => ({
              id: row.credentialId,
              transports: transportsOf(row.transports),
            })),
            // Discoverable (sign in without typing the e-mail) and user-verifying (decision 053: two factors in one).
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          });
          await storeChallenge(creation.challenge, { kind: 'registration', userId: user.id });
          return ctx.json(creation);
        },
      ),

      /** Step 2: the authenticator's answer and the person's name for it. */
      passkeyRegister: createAuthEndpoint(
        '/passkey/register',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ name: z.string().max(1000), response: credentialSchema }),
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const name = passkeyNameSchema.safeParse(ctx.body.name);
          if (!name.success) throw fail('BAD_REQUEST', 'PASSKEY_NAME_INVALID', PASSKEY_MESSAGES.nameInvalid);
          const response = ctx.body.response as unknown as RegistrationResponseJSON;
          const challenge = challengeOf(response.response?.clientDataJSON);
          const stored = challenge ? await takeChallenge(challenge, 'registration') : null;
          if (!challenge || !stored || stored.userId !== user.id) throw registrationFailed();
          const verified = await verifyRegistrationResponse({
            response,
            expectedChallenge: challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: true,
          }).catch(() => null);
          if (!verified?.verified) throw registrationFailed();
          const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verified.registrationInfo;
          const [taken] = await db
            .select({ id: passkeys.id })
            .from(passkeys)
            .where(eq(passkeys.credentialId, credential.id));
          if (taken) throw fail('CONFLICT', 'PASSKEY_ALREADY_ADDED', PASSKEY_MESSAGES.alreadyAdded);
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(passkeys)
            .where(eq(passkeys.userId, user.id));
          if (total >= MAX_PASSKEYS_PER_USER) throw fail('CONFLICT', 'PASSKEY_LIMIT', PASSKEY_MESSAGES.limit);
          const [row] = await db
            .insert(passkeys)
            .values({
              userId: user.id,
              name: name.data,
              credentialId: credential.id,
              publicKey: Buffer.from(credential.publicKey).toString('base64url'),
              counter: credential.counter,
              deviceType: credentialDeviceType,
              backedUp: credentialBackedUp,
              transports: credential.transports?.filter((t) => TRANSPORTS.has(t)).join(',') || null,
              aaguid,
            })
            .onConflictDoNothing()
            .returning({ id: passkeys.id, name: passkeys.name });
          if (!row) throw fail('CONFLICT', 'PASSKEY_ALREADY_ADDED', PASSKEY_MESSAGES.alreadyAdded);
          return ctx.json(row);
        },
      ),

      /** Sign-in step 1: a challenge for any of this site's discoverable passkeys (no e-mail asked). */
      passkeyAuthenticationOptions: createAuthEndpoint(
        '/passkey/authentication-options',
        { method: 'POST' },
        async (ctx) => {
          const request = await generateAuthenticationOptions({
            rpID,
            userVerification: 'required',
            timeout: CHALLENGE_SECONDS * 1000,
          });
          await storeChallenge(request.challenge, { kind: 'authentication' });
          return ctx.json(request);
        },
      ),

      /** Sign-in step 2: the signed challenge; starts a session as the e-mail sign-in does, without its second step. */
      signInPasskey: createAuthEndpoint(
        '/sign-in/passkey',
        { method: 'POST', body: z.object({ response: credentialSchema }) },
        async (ctx) => {
          const response = ctx.body.response as unknown as AuthenticationResponseJSON;
          const challenge = challengeOf(response.response?.clientDataJSON);
          const stored = challenge ? await takeChallenge(challenge, 'authentication') : null;
          if (!challenge || !stored || response.id !== response.rawId) throw signInFailed();
          const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
          if (!key) throw signInFailed();
          // A discoverable credential names its user; it must be the one the key was added for.
          const handle = response.response.userHandle;
          if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== key.userId)
            throw signInFailed();
          const verified = await verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: true,
            credential: {
              id: key.credentialId,
              publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
              counter: key.counter,
              transports: transportsOf(key.transports),
            },
            // A counter that did not grow (a copied key) throws here, and is a failed sign-in.
          }).catch(() => null);
          if (!verified?.verified) throw signInFailed();
          const { newCounter } = verified.authenticationInfo;
          // Only if the counter is still the one verified against: two answers racing cannot both move it.
          const [moved] = await db
            .update(passkeys)
            .set({ counter: newCounter, lastUsedAt: new Date() })
            .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
            .returning({ id: passkeys.id });
          if (!moved) throw signInFailed();
          const user = await ctx.context.internalAdapter.findUserById(key.userId);
          if (!user) throw signInFailed();
          // The admin plugin's hook refuses a banned user here, as it does for a password sign-in.
          const session = await ctx.context.internalAdapter.createSession(user.id, false, {
            signInMethod: PASSKEY_SIGN_IN_METHOD,
          });
          if (!session) throw signInFailed();
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),

      /** The caller's passkeys, for the profile (server-only: /api/account/passkeys calls it). */
      listOwnPasskeys: createAuthEndpoint(
        '/passkey/list',
        { method: 'GET', use: [sessionMiddleware], metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const rows = await db
            .select({
              id: passkeys.id,
              name: passkeys.name,
              createdAt: passkeys.createdAt,
              lastUsedAt: passkeys.lastUsedAt,
              deviceType: passkeys.deviceType,
            })
            .from(passkeys)
            .where(eq(passkeys.userId, ctx.context.session.user.id))
            .orderBy(asc(passkeys.createdAt))
            .limit(MAX_PASSKEYS_PER_USER * 2);
          return ctx.json(rows);
        },
      ),

      /** Removes one of the caller's passkeys (server-only); another user's id is as unknown as a made-up one. */
      removeOwnPasskey: createAuthEndpoint(
        '/passkey/remove',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ id: z.uuid() }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const [row] = await db
            .delete(passkeys)
            .where(and(eq(passkeys.id, ctx.body.id), eq(passkeys.userId, ctx.context.session.user.id)))
            .returning({ id: passkeys.id, name: passkeys.name });
          return ctx.json(row ?? null);
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
