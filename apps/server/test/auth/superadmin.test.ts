import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { adminAuditLog } from '../../src/db/schema/index';
import { makeSuperadmin, removeSuperadmin } from '../../src/plugins/auth/superadmins';
import {
  createCompanyWithOwner,
  createEmployee,
  createUser,
  signInOverHttp,
} from '../../src/testing/factories';
import { call, expectNoSessionTokenInBody } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp, makeTempDir, testConfig } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('super admins', () => {
  it('are made by SUPERADMIN_EMAILS only once the address is verified', async () => {
    const { app } = await buildTestApp({
      config: testConfig({ SUPERADMIN_EMAILS: 'Chef@Kollega.dk, anden@kollega.dk' }),
    });
    const { owner } = await createCompanyWithOwner(app);
    // Anyone can sign up with a listed address; until they prove it is theirs, they get nothing.
    const signup = await call(app, 'POST', '/api/auth/sign-up/email', {
      payload: { email: 'CHEF@kollega.dk', password: 'Kodeord-1234', name: '' },
    });
    expect((await call(app, 'GET', '/api/me', { cookie: signup.cookie })).json().user.isSuperadmin).toBe(
      false,
    );
    const early = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: signup.cookie,
      payload: { userId: owner.id },
    });
    expect(early.statusCode).toBe(403);

    const { token } = await latestMail(app, 'chef@kollega.dk');
    const verified = await call(app, 'POST', '/api/account/verify-email', { payload: { token } });
    expect((await call(app, 'GET', '/api/me', { cookie: verified.cookie })).json().user.isSuperadmin).toBe(
      true,
    );

    const normal = await createUser(app);
    expect(
      (await call(app, 'GET', '/api/me', { cookie: await signInOverHttp(app, normal) })).json().user
        .isSuperadmin,
    ).toBe(false);
  });

  it('are made from verified accounts at start-up and by the CLI, and removed by the CLI', async () => {
    const database = await createTestDatabase();
    const first = await buildApp(testConfig(), {
      database: { ...database, close: async () => {} },
      webRoot: makeTempDir(),
    });
    const early = await createUser(first, { email: 'tidlig@example.dk' });
    const unverified = await createUser(first, { email: 'ubekraeftet@example.dk', verified: false });
    const later = await createUser(first, { email: 'senere@example.dk' });
    await first.close();

    const second = await buildApp(
      testConfig({ SUPERADMIN_EMAILS: 'tidlig@example.dk,ubekraeftet@example.dk' }),
      {
        database,
        webRoot: makeTempDir(),
      },
    );
    const isSuperadmin = async (user: { email: string; password: string }) =>
      (await call(second, 'GET', '/api/me', { cookie: await signInOverHttp(second, user) })).json().user
        .isSuperadmin;
    try {
      expect(await isSuperadmin(early)).toBe(true);
      expect(await isSuperadmin(unverified)).toBe(false);
      expect(await makeSuperadmin(second.database.db, 'ubekraeftet@example.dk')).toBe('unverified');
      expect(await makeSuperadmin(second.database.db, 'SENERE@example.dk')).toBe('changed');
      expect(await isSuperadmin(later)).toBe(true);
      expect(await removeSuperadmin(second.database.db, 'senere@example.dk')).toBe('changed');
      expect(await isSuperadmin(later)).toBe(false);
      expect(await makeSuperadmin(second.database.db, 'findes-ikke@example.dk')).toBe('not-found');
    } finally {
      await second.close();
    }
  });

  it('can log in as a company’s owner and return; the session remembers who did it', async () => {
    const { app } = await buildTestApp();
    const superadmin = await createUser(app, { superadmin: true });
    const { companyId, owner } = await createCompanyWithOwner(app);
    const adminCookie = await signInOverHttp(app, superadmin);

    const impersonate = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: adminCookie,
      payload: { userId: owner.id },
    });
    expect(impersonate.statusCode).toBe(200);
    expectNoSessionTokenInBody(impersonate);
    const asOwner = (await call(app, 'GET', '/api/me', { cookie: impersonate.cookie })).json();
    expect(asOwner.user.email).toBe(owner.email);
    expect(asOwner.impersonatedBy).toBe(superadmin.id);

    const back = await call(app, 'POST', '/api/auth/admin/stop-impersonating', {
      cookie: impersonate.cookie,
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    // Issue 25: the super admin's own session comes back as a cookie only, not in the body.
    expectNoSessionTokenInBody(back);
    const restored = (await call(app, 'GET', '/api/me', { cookie: back.cookie })).json();
    expect(restored.user.email).toBe(superadmin.email);
    expect(restored.impersonatedBy).toBeNull();

    // Both ways are in the platform's audit log, with the super admin as the actor (issue 14).
    const audits = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, owner.id))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(audits.map((row) => row.action)).toEqual(['user.impersonate', 'user.impersonate.stop']);
    for (const row of audits)
      expect(row).toMatchObject({
        actorUserId: superadmin.id,
        subjectCompanyId: companyId,
        entityType: 'user',
      });
  });

  it('is refused to anybody else', async () => {
    const { app } = await buildTestApp();
    const { companyId, owner } = await createCompanyWithOwner(app);
    const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const response = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: await signInOverHttp(app, owner),
      payload: { userId: account!.id },
    });
    expect(response.statusCode).toBe(403);
    expect(await app.database.db.select().from(adminAuditLog)).toHaveLength(0);
  });
});

describe('which app a user sees, from /api/me', () => {
  it('shows an employee-role user as an employee', async () => {
    const { app } = await buildTestApp();
    const { companyId } = await createCompanyWithOwner(app);
    const { account } = await createEmployee(app, companyId, {
      role: 'employee',
      login: {},
      firstName: 'Mette',
    });
    const me = (await call(app, 'GET', '/api/me', { cookie: await signInOverHttp(app, account!) })).json();
    expect(me.profile).toMatchObject({ firstName: 'Mette', role: 'employee' });
    expect(me.company).toMatchObject({ id: companyId, isOwner: false });
  });
});
