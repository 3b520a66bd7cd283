import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { twoFactors } from '../../src/db/schema/index';
import {
  createCompanyWithOwner,
  createEmployee,
  createUser,
  enableTwoFactor,
  signInOverHttp,
  totpSecretOf,
} from '../../src/testing/factories';
import { secretOfTotpUri, totpCode } from '../../src/testing/totp';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/** Decision 034 / issue 25: TOTP two-factor sign-in with backup codes, required for super admins and on request. */
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

/** A different code than `code` (the same window's code is always accepted). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signInWithPassword(user: { email: string; password: string }) {
  return call(app, 'POST', '/api/auth/sign-in/email', {
    payload: { email: user.email, password: user.password },
  });
}

describe('setting up two-factor on the profile', () => {
  it('asks for the password, gives a QR secret and ten backup codes, and is on only once a code confirms it', async () => {
    const user = await createUser(app);
    const cookie = await signInOverHttp(app, user);

    const wrongPassword = await call(app, 'POST', '/api/auth/two-factor/enable', {
      cookie,
      payload: { password: 'forkert-kodeord' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toEqual({ code: 'INVALID_PASSWORD', message: 'Forkert kodeord.' });

    const enabled = await call(app, 'POST', '/api/auth/two-factor/enable', {
      cookie,
      payload: { password: user.password },
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Kollega:/);
    expect(backupCodes).toHaveLength(10);
    const setupCookie = enabled.cookie;
    // Not on until the first code from the app is confirmed.
    expect((await call(app, 'GET', '/api/me', { cookie: setupCookie })).json().user.twoFactorEnabled).toBe(
      false,
    );
    const secret = secretOfTotpUri(totpURI);
    const code = await totpCode(secret);
    const badCode = await call(app, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: setupCookie,
      payload: { code: wrong(code) },
    });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().error).toEqual({ code: 'INVALID_CODE', message: 'Koden er forkert. Prøv igen.' });

    const confirmed = await call(app, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: setupCookie,
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).not.toHaveProperty('token');
    const me = (await call(app, 'GET', '/api/me', { cookie: confirmed.cookie })).json();
    expect(me.user).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    // The secret and the backup codes are stored encrypted, never as the app shows them.
    const [row] = await app.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row?.secret).not.toContain(new TextDecoder().decode(secret));
    expect(row?.backupCodes).not.toContain(backupCodes[0]);
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code after the password; a wrong code is refused in Danish, the right one signs in', async () => {
    const user = await createUser(app);
    const { secret } = await enableTwoFactor(app, user);

    const first = await signInWithPassword(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The password alone gives no session.
    expect((await call(app, 'GET', '/api/me', { cookie: first.cookie })).json().user).toBeNull();

    const code = await totpCode(secret);
    const bad = await call(app, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: first.cookie,
      payload: { code: wrong(code) },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe('Koden er forkert. Prøv igen.');

    const good = await call(app, 'POST', '/api/auth/two-factor/verify-totp', {
      cookie: first.cookie,
      payload: { code, trustDevice: true },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).not.toHaveProperty('token');
    // No 'trust this device' cookie: the next sign-in asks again.
    expect(String(good.headers['set-cookie'])).not.toContain('trust_device');
    expect((await call(app, 'GET', '/api/me', { cookie: good.cookie })).json().user.email).toBe(user.email);
  });

  it('takes a backup code once instead of the app’s code', async () => {
    const user = await createUser(app);
    const { backupCodes } = await enableTwoFactor(app, user);
    const backupCode = backupCodes[0]!;

    const first = await signInWithPassword(user);
    const used = await call(app, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: first.cookie,
      payload: { code: backupCode },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).not.toHaveProperty('token');
    expect((await call(app, 'GET', '/api/me', { cookie: used.cookie })).json().user.email).toBe(user.email);

    const again = await signInWithPassword(user);
    const reused = await call(app, 'POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: again.cookie,
      payload: { code: backupCode },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toEqual({
      code: 'INVALID_BACKUP_CODE',
      message: 'Backupkoden er forkert eller allerede brugt.',
    });
  });

  it('refuses a code without the password step first', async () => {
    const user = await createUser(app);
    const { secret } = await enableTwoFactor(app, user);
    const response = await call(app, 'POST', '/api/auth/two-factor/verify-totp', {
      payload: { code: await totpCode(secret) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TWO_FACTOR_COOKIE');
  });

  it('can be turned off with the password, after which the password alone signs in', async () => {
    const user = await createUser(app);
    await enableTwoFactor(app, user);
    const cookie = await signInOverHttp(app, user);
    const wrongPassword = await call(app, 'POST', '/api/auth/two-factor/disable', {
      cookie,
      payload: { password: 'forkert-kodeord' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.message).toBe('Forkert kodeord.');
    const off = await call(app, 'POST', '/api/auth/two-factor/disable', {
      cookie,
      payload: { password: user.password },
    });
    expect(off.statusCode).toBe(200);
    const signIn = await signInWithPassword(user);
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await call(app, 'GET', '/api/me', { cookie: signIn.cookie })).json().user.twoFactorEnabled).toBe(
      false,
    );
  });
});

describe('super admins must use two-factor', () => {
  it('refuses the admin routes and impersonation until it is set up, then allows them', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const superadmin = await createUser(app, { superadmin: true, twoFactor: false });
    const cookie = await signInOverHttp(app, superadmin);
    expect((await call(app, 'GET', '/api/me', { cookie })).json().user).toMatchObject({
      isSuperadmin: true,
      twoFactorEnabled: false,
      twoFactorRequired: true,
    });
    const list = await call(app, 'GET', '/api/admin/companies', { cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Du skal slå to-trinsbekræftelse til, før du kan fortsætte.',
    });
    const impersonate = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie,
      payload: { userId: owner.id },
    });
    expect(impersonate.statusCode).toBe(403);
    expect(impersonate.json().error.code).toBe('TWO_FACTOR_REQUIRED');

    await enableTwoFactor(app, superadmin);
    const withCode = await signInOverHttp(app, superadmin);
    expect((await call(app, 'GET', '/api/admin/companies', { cookie: withCode })).statusCode).toBe(200);
    const allowed = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: withCode,
      payload: { userId: owner.id },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('cannot turn it off', async () => {
    const superadmin = await createUser(app, { superadmin: true });
    const off = await call(app, 'POST', '/api/auth/two-factor/disable', {
      cookie: await signInOverHttp(app, superadmin),
      payload: { password: superadmin.password },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toEqual({
      code: 'TWO_FACTOR_MANDATORY',
      message: 'To-trinsbekræftelse er påkrævet for din rolle og kan ikke slås fra.',
    });
  });
});

describe("the owner's 'Kræv to-trinsbekræftelse for administratorer'", () => {
  it('sends every admin without two-factor to set it up; employees and other companies are not affected', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const { account: admin } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const { account: employee } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const other = await createCompanyWithOwner(app);
    const ownerCookie = await signInOverHttp(app, owner);

    // The owner must have it first, or the setting would lock them out.
    const tooEarly = await call(app, 'PUT', '/api/company/two-factor', {
      cookie: ownerCookie,
      payload: { requireAdminTwoFactor: true },
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.message).toBe(
      'Slå to-trinsbekræftelse til på din egen profil, før du kræver det af administratorer.',
    );
    const invalid = await call(app, 'PUT', '/api/company/two-factor', {
      cookie: ownerCookie,
      payload: { requireAdminTwoFactor: 'ja' },
    });
    expect(invalid.statusCode).toBe(400);

    await enableTwoFactor(app, owner);
    const ownerWithCode = await signInOverHttp(app, owner);
    const set = await call(app, 'PUT', '/api/company/two-factor', {
      cookie: ownerWithCode,
      payload: { requireAdminTwoFactor: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ requireAdminTwoFactor: true });
    expect(
      (await call(app, 'GET', '/api/me', { cookie: ownerWithCode })).json().company.requireAdminTwoFactor,
    ).toBe(true);

    const adminCookie = await signInOverHttp(app, admin!);
    expect((await call(app, 'GET', '/api/me', { cookie: adminCookie })).json().user.twoFactorRequired).toBe(
      true,
    );
    const refused = await call(app, 'GET', '/api/employees', { cookie: adminCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    // Only the owner may change it.
    const byAdmin = await call(app, 'PUT', '/api/company/two-factor', {
      cookie: adminCookie,
      payload: { requireAdminTwoFactor: false },
    });
    expect(byAdmin.statusCode).toBe(403);

    // The employee's own app is not an admin route.
    const employeeCookie = await signInOverHttp(app, employee!);
    expect(
      (await call(app, 'GET', '/api/me', { cookie: employeeCookie })).json().user.twoFactorRequired,
    ).toBe(false);
    // Another company's admins are not affected.
    expect(
      (await call(app, 'GET', '/api/employees', { cookie: await signInOverHttp(app, other.owner) }))
        .statusCode,
    ).toBe(200);

    await enableTwoFactor(app, admin!);
    const adminWithCode = await signInOverHttp(app, admin!);
    expect((await call(app, 'GET', '/api/employees', { cookie: adminWithCode })).statusCode).toBe(200);
    expect(totpSecretOf(admin!.email)).toBeInstanceOf(Uint8Array);
  });
});

describe('two-factor and impersonation together', () => {
  it('lets a super admin with two-factor act as an admin who still lacks it, in a company that requires it', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const { account: admin } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    await enableTwoFactor(app, owner);
    const set = await call(app, 'PUT', '/api/company/two-factor', {
      cookie: await signInOverHttp(app, owner),
      payload: { requireAdminTwoFactor: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The admin alone is sent to set it up.
    const own = await call(app, 'GET', '/api/employees', { cookie: await signInOverHttp(app, admin!) });
    expect(own.json().error?.code).toBe('TWO_FACTOR_REQUIRED');

    // The super admin passed their own second step; 'Log ind som' is not blocked by the admin's missing one.
    // createUser gives a super admin two-factor by default (it is required for them).
    const superadmin = await createUser(app, { superadmin: true });
    const impersonated = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: await signInOverHttp(app, superadmin),
      payload: { userId: admin!.id },
    });
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    const asAdmin = await call(app, 'GET', '/api/employees', { cookie: impersonated.cookie });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    // Signing the admin's browsers out is the admin's own business, not the impersonator's.
    const others = await call(app, 'POST', '/api/account/sessions/sign-out-others', {
      cookie: impersonated.cookie,
    });
    expect(others.statusCode).toBe(403);
  });
});
