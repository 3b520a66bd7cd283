import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { companies, subscriptions, throttle } from '../../src/db/schema/index';
import {
  createCompany,
  createCompanyWithOwner,
  createEmployee,
  createUser,
  loginAs,
} from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(async () => {
  await app.database.db.delete(throttle);
});

describe('GET /api/admin/companies', () => {
  it('lists every company with plan, status and owner, sorted the Danish way', async () => {
    const names = [
      'Åkande Blomster ApS',
      'Ærø Fisk A/S',
      'Zebra IT ApS',
      'Østerby VVS',
      'bager Hansen ApS',
      'Alfa ApS',
    ];
    const created = new Map<string, Awaited<ReturnType<typeof createCompanyWithOwner>>>();
    for (const [index, name] of names.entries()) {
      created.set(
        name,
        await createCompanyWithOwner(app, {
          name,
          vat: String(60000000 + index),
          owner: { firstName: 'Ejer', lastName: String(index) },
        }),
      );
    }
    const zebra = created.get('Zebra IT ApS')!;
    await app.database.db
      .update(subscriptions)
      .set({ plan: 'premium', status: 'cancelled' })
      .where(eq(subscriptions.companyId, zebra.companyId));
    // A company from seed data, without an owner login.
    const seeded = await createCompany(app.database.db, { name: 'Frø og Korn ApS', vat: '60000099' });

    const superadmin = await createUser(app, { superadmin: true });
    const response = await call(app, 'GET', '/api/admin/companies', {
      cookie: await loginAs(app, superadmin),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json().companies as { name: string }[];
    expect(list.map((company) => company.name)).toEqual([
      'Alfa ApS',
      'bager Hansen ApS',
      'Frø og Korn ApS',
      'Zebra IT ApS',
      'Ærø Fisk A/S',
      'Østerby VVS',
      'Åkande Blomster ApS',
    ]);

    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, zebra.companyId));
    expect(list.find((company) => company.name === 'Zebra IT ApS')).toEqual({
      id: zebra.companyId,
      name: 'Zebra IT ApS',
      vat: '60000002',
      createdAt: row!.createdAt.toISOString(),
      plan: 'premium',
      status: 'cancelled',
      ownerUserId: zebra.owner.id,
      ownerName: 'Ejer 2',
      ownerEmail: zebra.owner.email,
      trial: false,
      employeeCount: 1,
      timeregCount: 0,
      adminCount: 1,
    });
    expect(list.find((company) => company.name === 'Frø og Korn ApS')).toMatchObject({
      id: seeded.id,
      plan: 'freemium',
      status: 'active',
      ownerUserId: null,
      ownerName: '',
      ownerEmail: null,
    });
  });

  it('lists each company once, however many employees and admins it has', async () => {
    const { companyId } = await createCompanyWithOwner(app, { name: 'Mange Ansatte ApS' });
    await createEmployee(app, companyId, { role: 'admin', login: {} });
    await createEmployee(app, companyId);
    await createEmployee(app, companyId);
    const superadmin = await createUser(app, { superadmin: true });
    const response = await call(app, 'GET', '/api/admin/companies', {
      cookie: await loginAs(app, superadmin),
    });
    const matches = (response.json().companies as { id: string }[]).filter(
      (company) => company.id === companyId,
    );
    expect(matches).toHaveLength(1);
  });

  it('counts employees, those who register time and admins (the owner included), never deleted ones', async () => {
    const { companyId } = await createCompanyWithOwner(app, { name: 'Tællefirma ApS' });
    await createEmployee(app, companyId, { role: 'admin', login: {} });
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true, timeRegistrationExempt: true } });
    await createEmployee(app, companyId, {
      fields: { mobileAppAccess: true, employmentStatus: 'inactive', endDate: '2025-01-31' },
    });
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true, deletedAt: new Date() } });
    const superadmin = await createUser(app, { superadmin: true });
    const response = await call(app, 'GET', '/api/admin/companies', {
      cookie: await loginAs(app, superadmin),
    });
    const row = (response.json().companies as { id: string }[]).find((company) => company.id === companyId);
    expect(row).toMatchObject({ employeeCount: 4, timeregCount: 1, adminCount: 2 });
  });

  it('refuses a company owner, an employee and a signed-out visitor', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const asOwner = await call(app, 'GET', '/api/admin/companies', { cookie: await loginAs(app, owner) });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().error).toEqual({ code: 'FORBIDDEN', message: 'Du har ikke adgang til dette.' });

    const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const asEmployee = await call(app, 'GET', '/api/admin/companies', {
      cookie: await loginAs(app, account!),
    });
    expect(asEmployee.statusCode).toBe(403);

    expect((await call(app, 'GET', '/api/admin/companies')).statusCode).toBe(401);
  });
});
