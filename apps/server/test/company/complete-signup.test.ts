import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies, employees, subscriptions } from '../../src/db/schema/index';
import { createUser, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const validBody = (vat: string) => ({
  firstName: ' Anne ',
  lastName: 'Ejer',
  jobPosition: 'Direktør',
  phone: '12 34 56 78',
  company: { name: 'Bager Hansen ApS', address: 'Vestergade 1', zipcode: '8000', city: 'Aarhus C', vat },
  timeSettings: { ownerDateISOString: '2026-11-21T10:00:00.000Z', ownerTimeZoneOffset: -60 },
});

describe('POST /api/company/add (complete signup)', () => {
  it('creates the company with the signed-in user as owner and admin, on freemium, with an audit row', async () => {
    const user = await createUser(app);
    const cookie = await loginAs(app, user);
    const body = { ...validBody('30000001'), owner_user_id: '00000000-0000-0000-0000-000000000000' };
    const response = await call(app, 'POST', '/api/company/add', { cookie, payload: body });
    expect(response.statusCode).toBe(201);
    const { status, id } = response.json();
    expect(status).toBe('success');

    const [company] = await app.database.db.select().from(companies).where(eq(companies.id, id));
    expect(company).toMatchObject({ name: 'Bager Hansen ApS', vat: '30000001', ownerUserId: user.id });
    const [employee] = await app.database.db.select().from(employees).where(eq(employees.companyId, id));
    expect(employee).toMatchObject({
      userId: user.id,
      firstName: 'Anne',
      phone: '12345678',
      role: 'admin',
      email: user.email,
    });
    const [subscription] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, id));
    expect(subscription).toMatchObject({ plan: 'freemium', status: 'active' });
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.companyId, id));
    expect(audit.map((row) => row.action)).toEqual(['company.create']);

    const me = (await call(app, 'GET', '/api/me', { cookie })).json();
    expect(me.profile).toMatchObject({ firstName: 'Anne', lastName: 'Ejer', role: 'admin' });
    expect(me.company).toMatchObject({
      id,
      name: 'Bager Hansen ApS',
      isOwner: true,
      subscription: { plan: 'freemium', status: 'active' },
    });

    const again = await call(app, 'POST', '/api/company/add', { cookie, payload: validBody('30000002') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_HAS_COMPANY',
      message: 'Du er allerede tilknyttet en virksomhed.',
    });
  });

  it('says every field’s message from the spec', async () => {
    const cookie = await loginAs(app, await createUser(app));
    const response = await call(app, 'POST', '/api/company/add', {
      cookie,
      payload: {
        firstName: '',
        lastName: ' ',
        jobPosition: '',
        phone: '1234',
        company: { name: '', address: '', zipcode: 'abc', city: '', vat: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
      phone: 'Telefonnummer mangler eller er ugyldigt',
      'company.name': 'Firmanavn mangler',
      'company.address': 'Adresse mangler',
      'company.zipcode': 'Postnr. mangler',
      'company.city': 'By mangler',
      'company.vat': 'CVR-nr. mangler',
    });
    const badVat = await call(app, 'POST', '/api/company/add', { cookie, payload: validBody('1234') });
    expect(fieldErrors(badVat.json())).toEqual({ 'company.vat': 'CVR-nr. skal være 8 cifre' });
  });

  it('refuses a CVR number another company already has', async () => {
    await call(app, 'POST', '/api/company/add', {
      cookie: await loginAs(app, await createUser(app)),
      payload: validBody('30000003'),
    });
    const second = await call(app, 'POST', '/api/company/add', {
      cookie: await loginAs(app, await createUser(app)),
      payload: validBody('30000003'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'VAT_IN_USE',
      message: 'Der findes allerede en virksomhed med det CVR-nr.',
    });
  });

  it('needs a verified e-mail, and a session', async () => {
    const unverified = await createUser(app, { verified: false });
    const response = await call(app, 'POST', '/api/company/add', {
      cookie: await loginAs(app, unverified),
      payload: validBody('30000004'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Bekræft din e-mail, før du fortsætter.',
    });
    expect((await call(app, 'POST', '/api/company/add', { payload: validBody('30000005') })).statusCode).toBe(
      401,
    );
  });
});
