import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '@kollega/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  adminAuditLog,
  companies,
  equipment,
  equipmentTypes,
  equipmentVariants,
  hrContacts,
  subscriptions,
} from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, createUser, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
let superadminCookie: string;
let superadminId: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  const superadmin = await createUser(app, { superadmin: true });
  superadminId = superadmin.id;
  superadminCookie = await loginAs(app, superadmin);
});
beforeEach(() => resetThrottle(app));

async function lastAudit(action: string) {
  const [row] = await app.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row;
}

/** An ordinary company admin (the owner), one of its employees with a login, and nobody. */
async function wrongCallers() {
  const { companyId, owner } = await createCompanyWithOwner(app);
  const { account } = await createEmployee(app, companyId, { login: {} });
  return [
    { name: 'admin', cookie: await loginAs(app, owner), status: 403 },
    { name: 'employee', cookie: await loginAs(app, account!), status: 403 },
    { name: 'signed out', cookie: undefined, status: 401 },
  ];
}

describe('GET /api/admin/companies/:companyId', () => {
  it('answers the data card and the subscription card', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app, {
      name: 'Sidefirma ApS',
      owner: { firstName: 'Åse', lastName: 'Ejer' },
    });
    await createEmployee(app, companyId, {
      firstName: 'Bo',
      lastName: 'Tid',
      login: {},
      fields: { mobileAppAccess: true },
    });
    await createEmployee(app, companyId, { firstName: 'Anna', lastName: 'Admin', role: 'admin', login: {} });
    await createEmployee(app, companyId, { firstName: 'Carl', lastName: 'Uden Login' });
    const [type] = await app.database.db
      .insert(equipmentTypes)
      .values({ companyId, name: 'Computer', icon: '💻' })
      .returning();
    const [variant] = await app.database.db
      .insert(equipmentVariants)
      .values({ companyId, equipmentTypeId: type!.id, name: 'Laptop' })
      .returning();
    await app.database.db
      .insert(equipment)
      .values({ companyId, equipmentTypeId: type!.id, equipmentVariantId: variant!.id });

    const response = await call(app, 'GET', `/api/admin/companies/${companyId}`, {
      cookie: superadminCookie,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: companyId,
      name: 'Sidefirma ApS',
      createdBy: { userId: owner.id, name: 'Åse Ejer', email: owner.email },
      employeeCount: 4,
      timeregCount: 1,
      adminCount: 2,
      hasEquipment: true,
      hrContactId: null,
      recruitmentPlatformActivated: false,
      subscription: { plan: 'freemium', status: 'active', trial: false, trialExpiresOn: null },
    });
    expect(body).not.toHaveProperty('employees');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f', 'ikke-et-id']) {
      const response = await call(app, 'GET', `/api/admin/companies/${id}`, { cookie: superadminCookie });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    for (const caller of await wrongCallers()) {
      const response = await call(app, 'GET', `/api/admin/companies/${companyId}`, {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      });
      expect(response.statusCode, caller.name).toBe(caller.status);
    }
  });
});

describe('GET /api/admin/companies/:companyId/employees', () => {
  const url = (companyId: string, query = '') => `/api/admin/companies/${companyId}/employees${query}`;
  const names = (body: { items: { name: string }[] }) => body.items.map((person) => person.name);

  it('answers the employee table in Danish name order, with time registration, admin and login', async () => {
    const { companyId } = await createCompanyWithOwner(app, {
      owner: { firstName: 'Åse', lastName: 'Ejer' },
    });
    await createEmployee(app, companyId, {
      firstName: 'Bo',
      lastName: 'Tid',
      login: {},
      fields: { mobileAppAccess: true },
    });
    await createEmployee(app, companyId, { firstName: 'Anna', lastName: 'Admin', role: 'admin', login: {} });
    await createEmployee(app, companyId, { firstName: 'Carl', lastName: 'Uden Login' });
    await createEmployee(app, companyId, { firstName: 'Øjvind', lastName: 'Ny' });
    await createEmployee(app, companyId, {
      firstName: 'Zoe',
      lastName: 'Slettet',
      fields: { deletedAt: new Date() },
    });

    const response = await call(app, 'GET', url(companyId), { cookie: superadminCookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(names(body)).toEqual(['Anna Admin', 'Bo Tid', 'Carl Uden Login', 'Øjvind Ny', 'Åse Ejer']);
    expect(body.items[1]).toMatchObject({ registersTime: true, isAdmin: false, hasLogin: true });
    expect(body.items[2]).toMatchObject({ registersTime: false, isAdmin: false, hasLogin: false });
    expect(body.items[4]).toMatchObject({ isAdmin: true, hasLogin: true, inactive: false });
  });

  it('searches name or e-mail and pages by the size asked for', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    for (const firstName of ['Søren', 'Sørine', 'Sara']) {
      await createEmployee(app, companyId, {
        firstName,
        lastName: 'Sidesen',
        email: `${firstName}@firma.dk`,
      });
    }
    const get = async (query: string) =>
      (await call(app, 'GET', url(companyId, query), { cookie: superadminCookie })).json();
    expect(names(await get('?search=S%C3%98R'))).toEqual(['Søren Sidesen', 'Sørine Sidesen']);
    expect(names(await get('?search=sara%40firma'))).toEqual(['Sara Sidesen']);
    const first = await get('?search=Sidesen&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first)).toEqual(['Sara Sidesen', 'Søren Sidesen']);
    expect(names(await get('?search=Sidesen&pageSize=2&page=2'))).toEqual(['Sørine Sidesen']);
  });

  it('refuses a bad page, page size or search with its Danish message', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const cases: [string, string][] = [
      ['page=0', ADMIN_MESSAGES.pageInvalid],
      ['page=10001', ADMIN_MESSAGES.pageInvalid],
      ['page=x', ADMIN_MESSAGES.pageInvalid],
      ['pageSize=0', ADMIN_MESSAGES.pageSizeInvalid],
      ['pageSize=101', ADMIN_MESSAGES.pageSizeInvalid],
      [`search=${'a'.repeat(201)}`, ADMIN_MESSAGES.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await call(app, 'GET', url(companyId, `?${query}`), { cookie: superadminCookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f', 'ikke-et-id']) {
      const response = await call(app, 'GET', url(id), { cookie: superadminCookie });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    for (const caller of await wrongCallers()) {
      const response = await call(app, 'GET', url(companyId), {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      });
      expect(response.statusCode, caller.name).toBe(caller.status);
    }
  });
});

describe('PUT /api/admin/companies/:companyId/data', () => {
  it('saves the HR contact and the recruitment portal flag, audit-logged with the super admin', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const [contact] = await app.database.db.insert(hrContacts).values({ name: 'Henriette HR' }).returning();
    const response = await call(app, 'PUT', `/api/admin/companies/${companyId}/data`, {
      cookie: superadminCookie,
      payload: { hrContactId: contact!.id, recruitmentPlatformActivated: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hrContactId: contact!.id, recruitmentPlatformActivated: true });
    const audit = await lastAudit('company.data.update');
    expect(audit).toMatchObject({
      actorUserId: superadminId,
      subjectCompanyId: companyId,
      entityId: companyId,
    });

    const cleared = await call(app, 'PUT', `/api/admin/companies/${companyId}/data`, {
      cookie: superadminCookie,
      payload: { hrContactId: null, recruitmentPlatformActivated: false },
    });
    expect(cleared.json()).toMatchObject({ hrContactId: null, recruitmentPlatformActivated: false });
  });

  it('refuses an unknown contact (404) and a malformed body (400)', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const unknown = await call(app, 'PUT', `/api/admin/companies/${companyId}/data`, {
      cookie: superadminCookie,
      payload: { hrContactId: '6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f', recruitmentPlatformActivated: true },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(app, 'PUT', `/api/admin/companies/${companyId}/data`, {
      cookie: superadminCookie,
      payload: { hrContactId: 'x', recruitmentPlatformActivated: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json()).hrContactId).toBe('Ingen valgt');
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor, and changes nothing', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    for (const caller of await wrongCallers()) {
      const response = await call(app, 'PUT', `/api/admin/companies/${companyId}/data`, {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        payload: { hrContactId: null, recruitmentPlatformActivated: true },
      });
      expect(response.statusCode, caller.name).toBe(caller.status);
    }
    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row!.recruitmentPlatformActivated).toBe(false);
  });
});

describe('PUT /api/admin/companies/:companyId/subscription', () => {
  const url = (companyId: string) => `/api/admin/companies/${companyId}/subscription`;

  it('turning the trial on makes the plan premium and the status active, with its expiry date', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    await app.database.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.companyId, companyId));
    const response = await call(app, 'PUT', url(companyId), {
      cookie: superadminCookie,
      payload: {
        plan: 'freemium',
        status: 'expired',
        nextBillingDate: null,
        trial: true,
        trialExpiresOn: '2030-03-31',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      nextBillingDate: null,
      trial: true,
      trialExpiresOn: '2030-03-31',
    });
    const audit = await lastAudit('subscription.update');
    expect(audit).toMatchObject({ actorUserId: superadminId, subjectCompanyId: companyId });
    expect((audit!.details as { before: { status: string } }).before.status).toBe('expired');
  });

  it('saves plan, status and next billing date; turning the trial off clears its expiry', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    await call(app, 'PUT', url(companyId), {
      cookie: superadminCookie,
      payload: {
        plan: 'premium',
        status: 'active',
        nextBillingDate: null,
        trial: true,
        trialExpiresOn: '2030-01-01',
      },
    });
    const response = await call(app, 'PUT', url(companyId), {
      cookie: superadminCookie,
      payload: {
        plan: 'premiumplus',
        status: 'cancelled',
        nextBillingDate: '2030-02-15',
        trial: false,
        trialExpiresOn: '2030-01-01',
      },
    });
    expect(response.json().subscription).toMatchObject({
      plan: 'premiumplus',
      status: 'cancelled',
      nextBillingDate: '2030-02-15',
      trial: false,
      trialExpiresOn: null,
    });
  });

  it('says which field is wrong', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const noExpiry = await call(app, 'PUT', url(companyId), {
      cookie: superadminCookie,
      payload: { plan: 'premium', status: 'active', nextBillingDate: null, trial: true, trialExpiresOn: '' },
    });
    expect(noExpiry.statusCode).toBe(400);
    expect(fieldErrors(noExpiry.json())).toEqual({ trialExpiresOn: 'Udløbsdato mangler' });

    const badDate = await call(app, 'PUT', url(companyId), {
      cookie: superadminCookie,
      payload: {
        plan: 'gold',
        status: 'active',
        nextBillingDate: '2030-02-30',
        trial: false,
        trialExpiresOn: null,
      },
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(badDate.json())).sort()).toEqual(['nextBillingDate', 'plan']);
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    for (const caller of await wrongCallers()) {
      const response = await call(app, 'PUT', url(companyId), {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        payload: {
          plan: 'premiumplus',
          status: 'active',
          nextBillingDate: null,
          trial: false,
          trialExpiresOn: null,
        },
      });
      expect(response.statusCode, caller.name).toBe(caller.status);
    }
    const [row] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId));
    expect(row!.plan).toBe('freemium');
  });
});

describe('POST …/employees/:employeeId/reset-password', () => {
  const url = (companyId: string, employeeId: string) =>
    `/api/admin/companies/${companyId}/employees/${employeeId}/reset-password`;

  it("e-mails the employee's login a reset link through better-auth and answers the message", async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const { employee, account } = await createEmployee(app, companyId, { login: {} });
    const response = await call(app, 'POST', url(companyId, employee.id), { cookie: superadminCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Et link til at nulstille kodeordet er sendt til ${account!.email}.`,
    });
    const { mode, token } = await latestMail(app, account!.email);
    expect(mode).toBe('resetPassword');
    expect(token).not.toBe('');
    expect(await lastAudit('employee.password-reset')).toMatchObject({
      actorUserId: superadminId,
      subjectCompanyId: companyId,
      entityId: employee.id,
    });
  });

  it('says so when the employee has no login; another company’s employee is a 404', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const other = await createCompanyWithOwner(app);
    const { employee } = await createEmployee(app, companyId);
    const noLogin = await call(app, 'POST', url(companyId, employee.id), { cookie: superadminCookie });
    expect(noLogin.statusCode).toBe(409);
    expect(noLogin.json().error).toEqual({
      code: 'EMPLOYEE_HAS_NO_LOGIN',
      message: 'Medarbejderen har intet login, så der er intet kodeord at nulstille.',
    });
    const wrongCompany = await call(app, 'POST', url(other.companyId, employee.id), {
      cookie: superadminCookie,
    });
    expect(wrongCompany.statusCode).toBe(404);
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const { employee } = await createEmployee(app, companyId, { login: {} });
    for (const caller of await wrongCallers()) {
      const response = await call(app, 'POST', url(companyId, employee.id), {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      });
      expect(response.statusCode, caller.name).toBe(caller.status);
    }
    const audits = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'employee.password-reset'), eq(adminAuditLog.entityId, employee.id)),
      );
    expect(audits).toHaveLength(0);
  });
});
