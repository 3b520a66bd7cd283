import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies } from '../../src/db/schema/index';
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

/** A company with a signed-in owner, and a signed-in employee (role employee) of the same company. */
async function companyWithPeople(input: Parameters<typeof createCompanyWithOwner>[1] = {}) {
  const { companyId, owner } = await createCompanyWithOwner(app, input);
  const ownerCookie = await loginAs(app, owner);
  const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
  const employeeCookie = await loginAs(app, account!);
  return { companyId, owner, ownerCookie, employeeCookie };
}

async function companyRow(id: string) {
  const [row] = await app.database.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

const validUpdate = {
  name: 'Bager Hansen & Søn ApS',
  address: 'Østergade 2',
  zipcode: '8000',
  city: 'Aarhus C',
};

describe('GET /api/company', () => {
  it('gives the admin their company with its billing details', async () => {
    const { companyId, ownerCookie } = await companyWithPeople({
      name: 'Bager Hansen ApS',
      address: 'Vestergade 1',
      zipcode: '8000',
      city: 'Aarhus C',
      vat: '40000001',
    });
    const response = await call(app, 'GET', '/api/company', { cookie: ownerCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: companyId,
      name: 'Bager Hansen ApS',
      address: 'Vestergade 1',
      zipcode: '8000',
      city: 'Aarhus C',
      vat: '40000001',
      billing: {
        useAlternativeBillingAddress: false,
        billingName: '',
        billingAddress: '',
        billingZipcode: '',
        billingCity: '',
        billingVat: '',
        billingEmail: '',
      },
    });
  });

  it('gives another admin of the company the same company', async () => {
    const { companyId } = await companyWithPeople();
    const { account } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const response = await call(app, 'GET', '/api/company', { cookie: await loginAs(app, account!) });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(companyId);
  });

  it('only ever shows the caller’s own company', async () => {
    const a = await companyWithPeople({ name: 'Firma A ApS' });
    const b = await companyWithPeople({ name: 'Firma B ApS' });
    const asA = await call(app, 'GET', '/api/company', { cookie: a.ownerCookie });
    const asB = await call(app, 'GET', '/api/company', { cookie: b.ownerCookie });
    expect(asA.json()).toMatchObject({ id: a.companyId, name: 'Firma A ApS' });
    expect(asB.json()).toMatchObject({ id: b.companyId, name: 'Firma B ApS' });
    // A company id in the query string changes nothing: the id comes from the session only.
    const sneaky = await call(app, 'GET', `/api/company?companyId=${b.companyId}`, { cookie: a.ownerCookie });
    expect(sneaky.json().id).toBe(a.companyId);
  });

  it('refuses an employee, a signed-out visitor and a user without a company', async () => {
    const { employeeCookie } = await companyWithPeople();
    const employee = await call(app, 'GET', '/api/company', { cookie: employeeCookie });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().error).toEqual({ code: 'FORBIDDEN', message: 'Du har ikke adgang til dette.' });

    const signedOut = await call(app, 'GET', '/api/company');
    expect(signedOut.statusCode).toBe(401);

    const noCompany = await call(app, 'GET', '/api/company', {
      cookie: await loginAs(app, await createUser(app)),
    });
    expect(noCompany.statusCode).toBe(403);
    expect(noCompany.json().error.code).toBe('PROFILE_MISSING');
  });
});

describe('PUT /api/company', () => {
  it('changes name and address, trimmed, with an audit row', async () => {
    const { companyId, owner, ownerCookie } = await companyWithPeople({ vat: '40000002' });
    const response = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: { ...validUpdate, name: ' Bager Hansen & Søn ApS ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: companyId, ...validUpdate, vat: '40000002' });
    expect(await companyRow(companyId)).toMatchObject({ ...validUpdate, vat: '40000002' });

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: owner.id, entityType: 'company', entityId: companyId });
    expect(audit[0]?.details).toMatchObject({ after: validUpdate });
  });

  it('accepts the CVR number unchanged and refuses to change it', async () => {
    const { companyId, ownerCookie } = await companyWithPeople({ vat: '40000003' });
    const same = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: { ...validUpdate, vat: '40000003' },
    });
    expect(same.statusCode).toBe(200);

    const before = await companyRow(companyId);
    const changed = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: { ...validUpdate, name: 'Nyt navn ApS', vat: '40000004' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toMatchObject({ code: 'VAT_READ_ONLY', message: 'CVR-nr. kan ikke ændres' });
    expect(fieldErrors(changed.json())).toEqual({ vat: 'CVR-nr. kan ikke ændres' });
    expect(await companyRow(companyId)).toEqual(before);
  });

  it('says every field’s message from the spec', async () => {
    const { ownerCookie } = await companyWithPeople();
    const response = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: { name: ' ', address: '', zipcode: '80a0', city: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(fieldErrors(response.json())).toEqual({
      name: 'Firmanavn mangler',
      address: 'Adresse mangler',
      zipcode: 'Postnr. mangler',
      city: 'By mangler',
    });

    const missing = await call(app, 'PUT', '/api/company', { cookie: ownerCookie, payload: {} });
    expect(fieldErrors(missing.json())).toEqual({
      name: 'Firmanavn mangler',
      address: 'Adresse mangler',
      zipcode: 'Postnr. mangler',
      city: 'By mangler',
    });
  });

  it('only changes the caller’s own company', async () => {
    const a = await companyWithPeople({ name: 'Firma A ApS' });
    const b = await companyWithPeople({ name: 'Firma B ApS' });
    const bBefore = await companyRow(b.companyId);
    const response = await call(app, 'PUT', '/api/company', {
      cookie: a.ownerCookie,
      payload: { ...validUpdate, name: 'Overtaget ApS', companyId: b.companyId, id: b.companyId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(a.companyId);
    expect(await companyRow(b.companyId)).toEqual(bBefore);
    expect((await companyRow(a.companyId)).name).toBe('Overtaget ApS');
  });

  it('refuses an employee and a signed-out visitor, changing nothing', async () => {
    const { companyId, employeeCookie } = await companyWithPeople();
    const before = await companyRow(companyId);
    const employee = await call(app, 'PUT', '/api/company', { cookie: employeeCookie, payload: validUpdate });
    expect(employee.statusCode).toBe(403);
    const signedOut = await call(app, 'PUT', '/api/company', { payload: validUpdate });
    expect(signedOut.statusCode).toBe(401);
    expect(await companyRow(companyId)).toEqual(before);
  });

  it('refuses a request from another site and takes one from the app’s own address', async () => {
    const { ownerCookie } = await companyWithPeople();
    const foreign = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: validUpdate,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: validUpdate,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('PUT /api/company/billing', () => {
  const alternative = {
    useAlternativeBillingAddress: true,
    billingName: 'Hansen Holding ApS',
    billingAddress: 'Bogføringsvej 9',
    billingZipcode: '8200',
    billingCity: 'Aarhus N',
    billingVat: '50000001',
    billingEmail: 'faktura@hansen.dk',
  };

  it('stores an alternative billing address', async () => {
    const { companyId, ownerCookie } = await companyWithPeople();
    const response = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: alternative,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: companyId, billing: alternative });
    expect(await companyRow(companyId)).toMatchObject(alternative);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'company.billing.update')));
    expect(audit).toHaveLength(1);
  });

  it('clears the alternative address when it is switched off, keeping the billing e-mail', async () => {
    const { companyId, ownerCookie } = await companyWithPeople();
    await call(app, 'PUT', '/api/company/billing', { cookie: ownerCookie, payload: alternative });
    const response = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: {
        useAlternativeBillingAddress: false,
        billingEmail: ' bogholderi@hansen.dk ',
        billingName: 'X',
      },
    });
    expect(response.statusCode).toBe(200);
    const cleared = {
      useAlternativeBillingAddress: false,
      billingName: '',
      billingAddress: '',
      billingZipcode: '',
      billingCity: '',
      billingVat: '',
      billingEmail: 'bogholderi@hansen.dk',
    };
    expect(response.json().billing).toEqual(cleared);
    expect(await companyRow(companyId)).toMatchObject(cleared);
  });

  it('says the billing e-mail’s messages', async () => {
    const { ownerCookie } = await companyWithPeople();
    const missing = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: { useAlternativeBillingAddress: false, billingEmail: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.json())).toEqual({ billingEmail: 'Email mangler' });

    const absent = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: { useAlternativeBillingAddress: false },
    });
    expect(fieldErrors(absent.json())).toEqual({ billingEmail: 'Email mangler' });

    const invalid = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: { useAlternativeBillingAddress: false, billingEmail: 'faktura-hansen.dk' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid.json())).toEqual({ billingEmail: 'Ugyldig email' });

    const noChoice = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: { billingEmail: 'faktura@hansen.dk' },
    });
    expect(noChoice.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(noChoice.json()))).toEqual(['useAlternativeBillingAddress']);
  });

  it('says every alternative address field’s message from the spec', async () => {
    const { ownerCookie } = await companyWithPeople();
    const response = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: {
        useAlternativeBillingAddress: true,
        billingName: '',
        billingAddress: ' ',
        billingZipcode: 'abc',
        billingCity: '',
        billingVat: '',
        billingEmail: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      billingName: 'Firmanavn mangler',
      billingAddress: 'Adresse mangler',
      billingZipcode: 'Postnr. mangler',
      billingCity: 'By mangler',
      billingVat: 'CVR-nr. mangler',
      billingEmail: 'Email mangler',
    });
    const badVat = await call(app, 'PUT', '/api/company/billing', {
      cookie: ownerCookie,
      payload: { ...alternative, billingVat: '123' },
    });
    expect(fieldErrors(badVat.json())).toEqual({ billingVat: 'CVR-nr. skal være 8 cifre' });
  });

  it('only changes the caller’s own company', async () => {
    const a = await companyWithPeople();
    const b = await companyWithPeople();
    const bBefore = await companyRow(b.companyId);
    const response = await call(app, 'PUT', '/api/company/billing', {
      cookie: a.ownerCookie,
      payload: { ...alternative, companyId: b.companyId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(a.companyId);
    expect(await companyRow(b.companyId)).toEqual(bBefore);
  });

  it('refuses an employee and a signed-out visitor, changing nothing', async () => {
    const { companyId, employeeCookie } = await companyWithPeople();
    const before = await companyRow(companyId);
    const employee = await call(app, 'PUT', '/api/company/billing', {
      cookie: employeeCookie,
      payload: alternative,
    });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().error.code).toBe('FORBIDDEN');
    const signedOut = await call(app, 'PUT', '/api/company/billing', { payload: alternative });
    expect(signedOut.statusCode).toBe(401);
    expect(await companyRow(companyId)).toEqual(before);
  });
});
