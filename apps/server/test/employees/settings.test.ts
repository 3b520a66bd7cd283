import { and, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { accounts, employees, sessions, users, verifications } from '../../src/db/schema/index';
import { createEmployee, createUser, DEFAULT_PASSWORD, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { ownerSession, uniqueWorkEmail } from './employee-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const SETTINGS = {
  role: 'employee',
  agreements: { exemptFrom1to1: false, exemptFromEPR: false, exemptFromSalary: false },
  documents: { exemptFromEmploymentContract: false },
  mobileApp: { access: false },
  timeRegistration: { exempt: false },
} as const;

async function row(id: string) {
  const [found] = await app.database.db.select().from(employees).where(eq(employees.id, id));
  return found!;
}

describe('PUT /api/employees/:id/settings', () => {
  it('saves the exemptions and says so', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const settings = {
      ...SETTINGS,
      agreements: { exemptFrom1to1: true, exemptFromEPR: false, exemptFromSalary: true },
      documents: { exemptFromEmploymentContract: true },
    };
    const response = await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie,
      payload: settings,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings, hasLogin: false, passwordSetupMailSent: false });
    expect(await row(employee.id)).toMatchObject({
      exemptFrom1to1: true,
      exemptFromEpr: false,
      exemptFromSalary: true,
      exemptFromEmploymentContract: true,
    });
    const detail = (await call(app, 'GET', `/api/employees/${employee.id}`, { cookie })).json();
    expect(detail.settings).toEqual(settings);
  });

  it('app access and the time-registration exemption clear each other (hr-core §4)', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId, {
      fields: { timeRegistrationExempt: true },
    });
    const url = `/api/employees/${employee.id}/settings`;
    // Access switched on while the exemption was ticked: access wins, the exemption is cleared.
    const granted = await call(app, 'PUT', url, {
      cookie,
      payload: { ...SETTINGS, mobileApp: { access: true }, timeRegistration: { exempt: true } },
    });
    expect(granted.json().settings).toMatchObject({
      mobileApp: { access: true },
      timeRegistration: { exempt: false },
    });
    // The exemption ticked while access is on: access is cleared, and the login can no longer sign in.
    const exempted = await call(app, 'PUT', url, {
      cookie,
      payload: { ...SETTINGS, mobileApp: { access: true }, timeRegistration: { exempt: true } },
    });
    expect(exempted.json().settings).toMatchObject({
      mobileApp: { access: false },
      timeRegistration: { exempt: true },
    });
  });

  it('granting app access creates a login and e-mails a 24-hour link to set a password, which then signs in', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const email = uniqueWorkEmail();
    const { employee } = await createEmployee(app, companyId, { email, firstName: 'Mads' });
    const response = await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie,
      payload: { ...SETTINGS, mobileApp: { access: true } },
    });
    expect(response.json()).toMatchObject({ hasLogin: true, passwordSetupMailSent: true });
    const stored = await row(employee.id);
    expect(stored.userId).not.toBeNull();

    const { mail, mode, token } = await latestMail(app, email);
    expect(mail.subject).toMatch(/^Du har fået adgang til Kollega hos /);
    expect(mail.text).toContain('Hej Mads');
    expect(mail.text).toContain('Linket virker i 24 timer');
    expect(mode).toBe('resetPassword');
    const [verification] = await app.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const hours = (verification!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const reset = await call(app, 'POST', '/api/account/reset-password', {
      payload: { token, password: 'Mit-nye-kodeord-1' },
    });
    expect(reset.statusCode).toBe(204);
    const signIn = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email, password: 'Mit-nye-kodeord-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const me = (await call(app, 'GET', '/api/me', { cookie: signIn.cookie })).json();
    expect(me.user).toMatchObject({ email, emailVerified: true });
    expect(me.profile).toMatchObject({ employeeId: employee.id, role: 'employee' });
  });

  it('revoking app access ends the sessions and removes the password', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee, account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const employeeCookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/me', { cookie: employeeCookie })).json().user).not.toBeNull();
    const response = await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie,
      payload: SETTINGS,
    });
    expect(response.json()).toMatchObject({ passwordSetupMailSent: false });
    expect((await call(app, 'GET', '/api/me', { cookie: employeeCookie })).json().user).toBeNull();
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, account!.id))).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, account!.id), eq(accounts.providerId, 'credential'))),
    ).toEqual([]);
  });

  it('making someone admin gives them the admin app; taking it away ends their sessions', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee, account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const url = `/api/employees/${employee.id}/settings`;
    await call(app, 'PUT', url, {
      cookie,
      payload: { ...SETTINGS, role: 'admin', mobileApp: { access: true } },
    });
    const adminCookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/employees', { cookie: adminCookie })).statusCode).toBe(200);
    await call(app, 'PUT', url, { cookie, payload: { ...SETTINGS, mobileApp: { access: true } } });
    expect((await call(app, 'GET', '/api/employees', { cookie: adminCookie })).statusCode).toBe(401);
    // Still an app user: the password stays, a new sign-in gets the employee side.
    const again = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/employees', { cookie: again })).statusCode).toBe(403);
  });

  it('keeps the owner admin, and refuses to let an admin demote themselves', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    const ownerResponse = await call(app, 'PUT', `/api/employees/${owner.employeeId}/settings`, {
      cookie,
      payload: SETTINGS,
    });
    expect(ownerResponse.statusCode).toBe(400);
    expect(ownerResponse.json().error.message).toBe('Ejeren er altid administrator.');
    const { employee, account } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, account!);
    const self = await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie: adminCookie,
      payload: SETTINGS,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('CANNOT_DEMOTE_SELF');
  });

  it('takes over a never-completed sign-up with the same e-mail without keeping its password', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const email = uniqueWorkEmail();
    const squatter = await call(app, 'POST', '/api/auth/sign-up/email', {
      payload: { email, password: 'Squatter-1234', name: email },
    });
    expect(squatter.statusCode).toBe(200);
    const { employee } = await createEmployee(app, companyId, { email });
    await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie,
      payload: { ...SETTINGS, mobileApp: { access: true } },
    });
    const signIn = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email, password: 'Squatter-1234' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/me', { cookie: squatter.cookie })).json().user).toBeNull();
    const { token } = await latestMail(app, email);
    const tokens = await app.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    expect(tokens.some((entry) => entry.identifier === `reset-password:${token}`)).toBe(true);
  });
});

describe('a login that belongs to someone else', () => {
  it('is never taken over: a super admin’s e-mail is refused as in use', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const email = uniqueWorkEmail();
    const superadmin = await createUser(app, { email });
    await app.database.db.update(users).set({ role: 'superadmin' }).where(eq(users.id, superadmin.id));
    const { employee } = await createEmployee(app, companyId, { email });
    const response = await call(app, 'PUT', `/api/employees/${employee.id}/settings`, {
      cookie,
      payload: { ...SETTINGS, mobileApp: { access: true } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('E-mailen er allerede i brug');
    const signIn = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('GET and PUT /api/company/admins', () => {
  it('lists the owner first with the plan’s included admins and the extra price', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    await createEmployee(app, companyId, { role: 'admin', firstName: 'Anden' });
    await createEmployee(app, companyId, { firstName: 'Ikke' });
    const body = (await call(app, 'GET', '/api/company/admins', { cookie })).json();
    expect(body).toMatchObject({ plan: 'freemium', includedAdmins: 1, extraAdminPriceOre: 2500 });
    expect(body.admins.map((admin: { firstName: string }) => admin.firstName)).toEqual(['Ditte', 'Anden']);
    expect(body.admins[0]).toMatchObject({ employeeId: owner.employeeId, isOwner: true });
    await setPlan(app.database.db, companyId, 'premiumplus');
    expect((await call(app, 'GET', '/api/company/admins', { cookie })).json().includedAdmins).toBe(3);
  });

  it('saves the chosen admins with logins and mails, keeping the owner', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    const email = uniqueWorkEmail();
    const { employee: chosen } = await createEmployee(app, companyId, { email });
    const { employee: former } = await createEmployee(app, companyId, { role: 'admin' });
    const response = await call(app, 'PUT', '/api/company/admins', {
      cookie,
      payload: { employeeIds: [chosen.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admins.map((admin: { employeeId: string }) => admin.employeeId)).toEqual([
      owner.employeeId,
      chosen.id,
    ]);
    expect((await row(former.id)).role).toBe('employee');
    expect((await row(chosen.id)).userId).not.toBeNull();
    expect((await latestMail(app, email)).mode).toBe('resetPassword');
  });

  it('answers 404 for another company’s employee and is for admins only', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const other = await ownerSession(app);
    const { employee: foreign } = await createEmployee(app, other.companyId);
    const response = await call(app, 'PUT', '/api/company/admins', {
      cookie,
      payload: { employeeIds: [foreign.id] },
    });
    expect(response.statusCode).toBe(404);
    expect((await row(foreign.id)).role).toBe('employee');
    const { account } = await createEmployee(app, companyId, { login: {} });
    const employeeCookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/company/admins', { cookie: employeeCookie })).statusCode).toBe(403);
  });
});
