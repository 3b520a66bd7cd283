import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employees } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const CONTACT = {
  phone: '+45 12 34 56 78',
  privatePhone: '',
  privateEmail: ' Mia@Privat.DK ',
  address: 'Søndergade 1',
  zipcode: '8000',
  city: 'Aarhus C',
  emergencyContactName: 'Bo Medarbejder',
  emergencyContactPhone: '87654321',
};

describe("'Mig' → Profil", () => {
  it('shows the own details with the CPR number masked, and saves contact fields with an audit row', async () => {
    const world = await meWorld(app);
    await call(app, 'PUT', `/api/employees/${world.employee.id}`, {
      cookie: world.ownerCookie,
      payload: {
        firstName: 'Mia',
        lastName: 'Medarbejder',
        jobPosition: 'Tømrer',
        employmentStatus: 'active',
        cprNumber: '010190-1234',
      },
    });
    const before = await call(app, 'GET', '/api/me/profile', { cookie: world.cookie });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      firstName: 'Mia',
      cprMasked: '010190-••••',
      emergencyContactName: '',
    });
    expect(before.body).not.toContain('1234');

    const saved = await call(app, 'PUT', '/api/me/profile', { cookie: world.cookie, payload: CONTACT });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      phone: '12345678',
      privateEmail: 'mia@privat.dk',
      emergencyContactName: 'Bo Medarbejder',
      emergencyContactPhone: '87654321',
      cprMasked: '010190-••••',
    });
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, world.companyId), eq(auditLog.entityId, world.employee.id)));
    const update = rows.find((row) => row.action === 'me.profile.update');
    expect(update?.actorUserId).toBe(world.account.id);
    expect((update!.details as { changes: Record<string, unknown> }).changes).toMatchObject({
      phone: { before: '', after: '12345678' },
      emergencyContactName: { before: '', after: 'Bo Medarbejder' },
    });
    const notice = rows.find((row) => row.action === 'me.profile.admins_notified');
    expect((notice!.details as { fields: string[] }).fields).toContain('privateEmail');
    // The owner (an admin) is told, by name and the fields' Danish names, never their values.
    const bell = await call(app, 'GET', '/api/notifications', { cookie: world.ownerCookie });
    expect(bell.statusCode).toBe(200);
    const told = (
      bell.json() as { items: { kind: string; title: string; body: string; link: string }[] }
    ).items.find((item) => item.kind === 'employee-profile-changed');
    expect(told).toMatchObject({
      title: 'Mia Medarbejder har rettet sine oplysninger',
      link: `/medarbejdere/${world.employee.id}`,
    });
    expect(told?.body).toContain('Privat e-mail');
    expect(told?.body).not.toContain('mia@privat.dk');

    // The same again changes nothing and writes nothing.
    await call(app, 'PUT', '/api/me/profile', { cookie: world.cookie, payload: CONTACT });
    const after = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, world.companyId), eq(auditLog.entityId, world.employee.id)));
    expect(after).toHaveLength(rows.length);
  });

  it('refuses what the employee may not change and answers Danish messages', async () => {
    const world = await meWorld(app);
    const response = await call(app, 'PUT', '/api/me/profile', {
      cookie: world.cookie,
      payload: {
        ...CONTACT,
        phone: '1234',
        privateEmail: 'mia',
        zipcode: '80',
        emergencyContactName: '',
        firstName: 'Hacker',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(JSON.stringify(body)).toContain('Telefonnummer mangler eller er ugyldigt');
    expect(JSON.stringify(body)).toContain('Ugyldig email');
    expect(JSON.stringify(body)).toContain('Postnummeret skal være 4 cifre');
    expect(JSON.stringify(body)).toContain('Skriv navnet på din nærmeste pårørende');
    // A valid body with a name in it: the name is not the employee's to change, and is ignored.
    const ok = await call(app, 'PUT', '/api/me/profile', {
      cookie: world.cookie,
      payload: { ...CONTACT, firstName: 'Hacker', cprNumber: '020202-2222' },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(employees).where(eq(employees.id, world.employee.id));
    expect(row?.firstName).toBe('Mia');
    expect(row?.cprEncrypted).toBeNull();
  });

  it('is closed to an employee without app access, open to an admin', async () => {
    const without = await meWorld(app, { mobileAppAccess: false });
    const refused = await call(app, 'GET', '/api/me/profile', { cookie: without.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NO_APP_ACCESS');
    const put = await call(app, 'PUT', '/api/me/profile', { cookie: without.cookie, payload: CONTACT });
    expect(put.statusCode).toBe(403);
    const admin = await call(app, 'GET', '/api/me/profile', { cookie: without.ownerCookie });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().employeeId).toBe(without.owner.employeeId);
  });
});
