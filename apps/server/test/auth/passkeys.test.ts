import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, passkeys, sessions, verifications } from '../../src/db/schema/index';
import { createCompanyWithOwner, createUser, signInOverHttp } from '../../src/testing/factories';
import { SoftwareAuthenticator } from '../../src/testing/webauthn';
import { call, expectNoSessionTokenInBody } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

/** Decision 053 / issue 25: passkeys, with a software authenticator in place of the browser's. */
let app: App;
const ORIGIN = 'http://localhost:3000';
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig({ BASE_URL: ORIGIN, TRUST_PROXY: 'true' }) }));
});

/** Each test its own address, so the sign-in limits of one do not reach the next. */
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

async function addPasskey(cookie: string, name = 'Min MacBook', authenticator = new SoftwareAuthenticator()) {
  const options = await call(app, 'POST', '/api/auth/passkey/registration-options', { cookie, payload: {} });
  expect(options.statusCode).toBe(200);
  const response = authenticator.register(options.json(), { origin: ORIGIN });
  const added = await call(app, 'POST', '/api/auth/passkey/register', {
    cookie,
    payload: { name, response },
  });
  return { added, authenticator };
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  sign: { challenge?: string; counter?: number } = {},
) {
  const ip = nextAddress();
  const options = await call(app, 'POST', '/api/auth/passkey/authentication-options', {
    payload: {},
    headers: { 'x-forwarded-for': ip },
  });
  expect(options.statusCode).toBe(200);
  const response = authenticator.assert(options.json(), { origin: ORIGIN, ...sign });
  const answer = await call(app, 'POST', '/api/auth/sign-in/passkey', {
    payload: { response },
    headers: { 'x-forwarded-for': ip },
  });
  return Object.assign(answer, { sent: response, ip });
}

const SIGN_IN_FAILED = {
  code: 'PASSKEY_SIGN_IN_FAILED',
  message: 'Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med e-mail og kodeord.',
};

describe('adding a passkey on the profile', () => {
  it('adds, lists and removes one, each change in the activity log', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await signInOverHttp(app, owner);
    const { added } = await addPasskey(cookie, '  Min MacBook  ');
    expect(added.statusCode).toBe(200);
    const list = await call(app, 'GET', '/api/account/passkeys', { cookie });
    expect(list.statusCode).toBe(200);
    const [passkey] = list.json().passkeys;
    expect(list.json().passkeys).toHaveLength(1);
    expect(passkey).toMatchObject({ name: 'Min MacBook', lastUsedAt: null, synced: false });
    expect(Object.keys(passkey).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'synced']);

    const removed = await call(app, 'DELETE', `/api/account/passkeys/${passkey.id}`, { cookie });
    expect(removed.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/account/passkeys', { cookie })).json().passkeys).toEqual([]);
    const rows = await app.database.privilegedDb
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), like(auditLog.action, 'user.passkey.%')));
    expect(rows.map((row) => row.action).sort()).toEqual(['user.passkey.add', 'user.passkey.remove']);
    expect(rows.find((row) => row.action === 'user.passkey.add')?.details).toMatchObject({
      name: 'Min MacBook',
    });
    // The owner's 'Aktivitetslog' names both in Danish.
    const log = await call(app, 'GET', '/api/company/activity-log', { cookie });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('Adgangsnøgle tilføjet');
    expect(log.body).toContain('Adgangsnøgle fjernet');
  });

  it('refuses a name that is empty or too long, in Danish', async () => {
    const cookie = await signInOverHttp(app, await createUser(app));
    for (const name of ['   ', 'x'.repeat(61)]) {
      const { added } = await addPasskey(cookie, name);
      expect(added.statusCode).toBe(400);
      expect(added.json().error).toEqual({
        code: 'PASSKEY_NAME_INVALID',
        message: 'Giv adgangsnøglen et navn på højst 60 tegn.',
      });
    }
  });

  it('needs a session from the last ten minutes', async () => {
    const user = await createUser(app);
    const cookie = await signInOverHttp(app, user);
    await app.database.privilegedDb
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const options = await call(app, 'POST', '/api/auth/passkey/registration-options', {
      cookie,
      payload: {},
    });
    expect(options.statusCode).toBe(403);
    expect(options.json().error.code).toBe('PASSKEY_SESSION_NOT_FRESH');
    expect(options.json().error.message).toMatch(/^Af sikkerhedshensyn/);
  });

  it('refuses a signed-out visitor and an unverified e-mail', async () => {
    expect(
      (await call(app, 'POST', '/api/auth/passkey/registration-options', { payload: {} })).statusCode,
    ).toBe(401);
    const cookie = await signInOverHttp(app, await createUser(app, { verified: false }));
    const options = await call(app, 'POST', '/api/auth/passkey/registration-options', {
      cookie,
      payload: {},
    });
    expect(options.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses an answer to another challenge, and the same key twice', async () => {
    const cookie = await signInOverHttp(app, await createUser(app));
    const authenticator = new SoftwareAuthenticator();
    const options = (
      await call(app, 'POST', '/api/auth/passkey/registration-options', { cookie, payload: {} })
    ).json();
    const forged = authenticator.register(options, {
      origin: ORIGIN,
      challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    const refused = await call(app, 'POST', '/api/auth/passkey/register', {
      cookie,
      payload: { name: 'Telefon', response: forged },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'PASSKEY_REGISTRATION_FAILED',
      message: 'Adgangsnøglen kunne ikke tilføjes. Prøv igen.',
    });
    // Another site's origin is refused too.
    const elsewhere = authenticator.register(options, { origin: 'https://phishing.example' });
    expect(
      (
        await call(app, 'POST', '/api/auth/passkey/register', {
          cookie,
          payload: { name: 'X', response: elsewhere },
        })
      ).statusCode,
    ).toBe(400);
    expect((await addPasskey(cookie, 'Telefon', authenticator)).added.statusCode).toBe(200);
    const again = await addPasskey(cookie, 'Telefon igen', authenticator);
    expect(again.added.statusCode).toBe(409);
    expect(again.added.json().error.code).toBe('PASSKEY_ALREADY_ADDED');
  });

  it('refuses a key without user verification', async () => {
    const cookie = await signInOverHttp(app, await createUser(app));
    const options = (
      await call(app, 'POST', '/api/auth/passkey/registration-options', { cookie, payload: {} })
    ).json();
    const response = new SoftwareAuthenticator().register(options, { origin: ORIGIN, userVerified: false });
    const refused = await call(app, 'POST', '/api/auth/passkey/register', {
      cookie,
      payload: { name: 'Nøgle', response },
    });
    expect(refused.json().error.code).toBe('PASSKEY_REGISTRATION_FAILED');
  });

  it('cannot list or remove another user’s passkey', async () => {
    const first = await signInOverHttp(app, await createUser(app));
    await addPasskey(first);
    const [theirs] = (await call(app, 'GET', '/api/account/passkeys', { cookie: first })).json().passkeys;
    const second = await signInOverHttp(app, await createUser(app));
    expect((await call(app, 'GET', '/api/account/passkeys', { cookie: second })).json().passkeys).toEqual([]);
    const removed = await call(app, 'DELETE', `/api/account/passkeys/${theirs.id}`, { cookie: second });
    expect(removed.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/account/passkeys', { cookie: first })).json().passkeys).toHaveLength(
      1,
    );
  });

  it('keeps the server-only endpoints and the table away from the outside', async () => {
    const cookie = await signInOverHttp(app, await createUser(app));
    expect((await call(app, 'POST', '/api/auth/passkey/list', { cookie, payload: {} })).statusCode).toBe(404);
    expect(
      (await call(app, 'POST', '/api/auth/passkey/remove', { cookie, payload: { id: crypto.randomUUID() } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password, marks the session, records the use and carries no token in the body', async () => {
    const user = await createUser(app);
    const { authenticator } = await addPasskey(await signInOverHttp(app, user));
    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expectNoSessionTokenInBody(signedIn);
    const me = (await call(app, 'GET', '/api/me', { cookie: signedIn.cookie })).json();
    expect(me.user).toMatchObject({ id: user.id, signedInWithPasskey: true });
    const [row] = await app.database.privilegedDb.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();
    const list = (await call(app, 'GET', '/api/account/passkeys', { cookie: signedIn.cookie })).json();
    expect(list.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a challenge the server did not issue', async () => {
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    const refused = await signInWith(authenticator, { challenge: 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual(SIGN_IN_FAILED);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a replayed assertion (the challenge is used up)', async () => {
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    const first = await signInWith(authenticator);
    expect(first.statusCode).toBe(200);
    const replay = await call(app, 'POST', '/api/auth/sign-in/passkey', {
      payload: { response: first.sent },
      headers: { 'x-forwarded-for': first.ip },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toEqual(SIGN_IN_FAILED);
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    const options = (
      await call(app, 'POST', '/api/auth/passkey/authentication-options', { payload: {} })
    ).json();
    await app.database.privilegedDb
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `passkey-challenge:${options.challenge}`));
    const response = authenticator.assert(options, { origin: ORIGIN });
    const refused = await call(app, 'POST', '/api/auth/sign-in/passkey', { payload: { response } });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a counter that did not grow (a cloned key)', async () => {
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    const clone = await signInWith(authenticator, { counter: 1 });
    expect(clone.statusCode).toBe(401);
    expect(clone.json().error).toEqual(SIGN_IN_FAILED);
  });

  it('refuses a credential whose user handle names another user', async () => {
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    const other = await createUser(app);
    authenticator.userHandle = Buffer.from(other.id, 'utf8').toString('base64url');
    const refused = await signInWith(authenticator);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses another user’s credential signed with a different key', async () => {
    const { authenticator: theirs } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    // An attacker's own key that claims the other person's credential id.
    const attacker = new SoftwareAuthenticator();
    Object.defineProperty(attacker, 'credentialId', { value: Buffer.from(theirs.id, 'base64url') });
    attacker.userHandle = theirs.userHandle;
    const refused = await signInWith(attacker);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a removed passkey', async () => {
    const cookie = await signInOverHttp(app, await createUser(app));
    const { authenticator } = await addPasskey(cookie);
    const [passkey] = (await call(app, 'GET', '/api/account/passkeys', { cookie })).json().passkeys;
    expect((await call(app, 'DELETE', `/api/account/passkeys/${passkey.id}`, { cookie })).statusCode).toBe(
      204,
    );
    const refused = await signInWith(authenticator);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual(SIGN_IN_FAILED);
  });

  it('counts failures against the address and refuses it after the sign-in limit (docs/rules/auth-and-access.md#ruling-33)', async () => {
    const ip = '203.0.113.77';
    const { authenticator } = await addPasskey(await signInOverHttp(app, await createUser(app)));
    for (let attempt = 0; attempt < 30; attempt++) {
      const options = (
        await call(app, 'POST', '/api/auth/passkey/authentication-options', {
          payload: {},
          headers: { 'x-forwarded-for': ip },
        })
      ).json();
      const response = authenticator.assert(options, {
        origin: ORIGIN,
        challenge: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC',
      });
      await call(app, 'POST', '/api/auth/sign-in/passkey', {
        payload: { response },
        headers: { 'x-forwarded-for': ip },
      });
    }
    const blocked = await call(app, 'POST', '/api/auth/passkey/authentication-options', {
      payload: {},
      headers: { 'x-forwarded-for': ip },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('passkeys and the required two-factor rule (decision 053)', () => {
  it('lets a passkey session of a super admin without TOTP in, but not a password session', async () => {
    const superadmin = await createUser(app, { superadmin: true, twoFactor: false });
    const password = await signInOverHttp(app, superadmin);
    expect((await call(app, 'GET', '/api/admin/companies', { cookie: password })).statusCode).toBe(403);
    // Adding a passkey is not an admin route, so the set-up screen's person can do it.
    const { added, authenticator } = await addPasskey(password, 'Sikkerhedsnøgle');
    expect(added.statusCode).toBe(200);
    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/admin/companies', { cookie: signedIn.cookie })).statusCode).toBe(
      200,
    );
    // The password still needs the second factor.
    const again = await signInOverHttp(app, superadmin);
    const refused = await call(app, 'GET', '/api/admin/companies', { cookie: again });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('may not be added while logged in as someone', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const superadmin = await createUser(app, { superadmin: true });
    const started = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: await signInOverHttp(app, superadmin),
      payload: { userId: owner.id },
    });
    expect(started.statusCode).toBe(200);
    const options = await call(app, 'POST', '/api/auth/passkey/registration-options', {
      cookie: started.cookie,
      payload: {},
    });
    expect(options.statusCode).toBe(403);
  });
});
