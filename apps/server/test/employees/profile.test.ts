import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employees, users } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, createUser, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
// Every sign-in here comes from 127.0.0.1: start each test with fresh sign-in counters.
beforeEach(() => resetThrottle(app));

async function employeeRow(id: string) {
  const [row] = await app.database.db.select().from(employees).where(eq(employees.id, id));
  return row!;
}

describe('GET /api/profile', () => {
  it('gives the signed-in person their own profile, with the work e-mail', async () => {
    const { owner } = await createCompanyWithOwner(app, {
      owner: { firstName: 'Anne', lastName: 'Ejer', jobPosition: 'Direktør', phone: '12345678' },
    });
    const response = await call(app, 'GET', '/api/profile', { cookie: await loginAs(app, owner) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      employeeId: owner.employeeId,
      firstName: 'Anne',
      lastName: 'Ejer',
      jobPosition: 'Direktør',
      phone: '12345678',
      email: owner.email,
      profilePhotoUrl: null,
    });
  });

  it('works for an employee with the employee role too', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const { employee, account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const response = await call(app, 'GET', '/api/profile', { cookie: await loginAs(app, account!) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: employee.id, email: account!.email });
  });

  it('refuses a signed-out visitor and a user without an employee record', async () => {
    expect((await call(app, 'GET', '/api/profile')).statusCode).toBe(401);
    const noProfile = await call(app, 'GET', '/api/profile', {
      cookie: await loginAs(app, await createUser(app)),
    });
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().error.code).toBe('PROFILE_MISSING');
  });
});

describe('PUT /api/profile', () => {
  const update = { firstName: ' Bente ', lastName: 'Bager', jobPosition: 'Bagermester' };

  it('changes name and job title, trimmed, with an audit row; the e-mail stays', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const response = await call(app, 'PUT', '/api/profile', {
      cookie,
      payload: { ...update, email: 'ny@example.dk', phone: '87654321' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      employeeId: owner.employeeId,
      firstName: 'Bente',
      lastName: 'Bager',
      jobPosition: 'Bagermester',
      email: owner.email,
      phone: '12345678',
    });
    expect(await employeeRow(owner.employeeId)).toMatchObject({ firstName: 'Bente', email: owner.email });
    const [user] = await app.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.name).toBe('Bente Bager');
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'profile.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: owner.id,
      entityType: 'employee',
      entityId: owner.employeeId,
    });
  });

  it('says every field’s message from the spec', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const response = await call(app, 'PUT', '/api/profile', {
      cookie,
      payload: { firstName: '', lastName: ' ', jobPosition: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
    });
    const missing = await call(app, 'PUT', '/api/profile', { cookie, payload: {} });
    expect(fieldErrors(missing.json())).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
    });
  });

  it('only ever changes the caller’s own record', async () => {
    const a = await createCompanyWithOwner(app);
    const b = await createCompanyWithOwner(app);
    const { employee: colleague } = await createEmployee(app, a.companyId);
    const bBefore = await employeeRow(b.owner.employeeId);
    const colleagueBefore = await employeeRow(colleague.id);
    const response = await call(app, 'PUT', '/api/profile', {
      cookie: await loginAs(app, a.owner),
      payload: { ...update, employeeId: b.owner.employeeId, companyId: b.companyId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().employeeId).toBe(a.owner.employeeId);
    expect(await employeeRow(b.owner.employeeId)).toEqual(bBefore);
    expect(await employeeRow(colleague.id)).toEqual(colleagueBefore);
  });

  it('refuses a signed-out visitor', async () => {
    const response = await call(app, 'PUT', '/api/profile', { payload: update });
    expect(response.statusCode).toBe(401);
  });
});
