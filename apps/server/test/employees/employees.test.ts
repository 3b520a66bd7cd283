import { addDays, addYearsIso, danishToday, employeeListResponseSchema } from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { auditLog, employees } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { foreignEmployee, NEW_EMPLOYEE, ownerSession, PROFILE, uniqueWorkEmail } from './employee-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

async function row(id: string) {
  const [found] = await app.database.db.select().from(employees).where(eq(employees.id, id));
  return found!;
}

describe('POST /api/employees (Opret medarbejder)', () => {
  it('creates the record trimmed, without a login, and audit-logged', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const response = await call(app, 'POST', '/api/employees', { cookie, payload: NEW_EMPLOYEE });
    expect(response.statusCode).toBe(201);
    const { employeeId } = response.json();
    const created = await row(employeeId);
    expect(created).toMatchObject({
      companyId,
      userId: null,
      firstName: 'Anne',
      lastName: 'Hansen',
      jobPosition: 'Bogholder',
      email: 'anne.hansen@firma.dk',
      startDate: '2024-03-01',
      employmentStatus: 'active',
      role: 'employee',
    });
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, employeeId));
    expect(audit.map((entry) => entry.action)).toEqual(['employee.create']);
  });

  it('says what is missing, with the spec’s messages', async () => {
    const { cookie } = await ownerSession(app);
    const response = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { firstName: ' ', lastName: '', jobPosition: '', email: '', startDate: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      firstName: 'Fornavn mangler',
      lastName: 'Efternavn mangler',
      jobPosition: 'Arbejdstitel mangler',
      email: 'Email mangler',
      startDate: 'Ansættelsesdato mangler',
    });
    const invalid = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: 'ikke-en-email', startDate: '2023-02-29' },
    });
    expect(fieldErrors(invalid.json())).toEqual({ email: 'Ugyldig email', startDate: 'Ugyldig dato' });
  });

  it('refuses a start date more than a year ahead, on creation and on the profile (issue 24)', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const inAYear = addYearsIso(danishToday(), 1);
    const tooLate = addDays(inAYear, 1);
    const refused = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: uniqueWorkEmail(), startDate: tooLate },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.json())).toEqual({
      startDate: 'Ansættelsesdatoen kan højst ligge et år ude i fremtiden',
    });
    const accepted = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: uniqueWorkEmail(), startDate: inAYear },
    });
    expect(accepted.statusCode).toBe(201);
    const { employee } = await createEmployee(app, companyId);
    const profile = await call(app, 'PUT', `/api/employees/${employee.id}`, {
      cookie,
      payload: { ...PROFILE, startDate: tooLate },
    });
    expect(profile.statusCode).toBe(400);
    expect(fieldErrors(profile.json())).toEqual({
      startDate: 'Ansættelsesdatoen kan højst ligge et år ude i fremtiden',
    });
  });

  it('refuses a work e-mail in use in this company or any other', async () => {
    const { cookie } = await ownerSession(app);
    const other = await ownerSession(app);
    await createEmployee(app, other.companyId, { email: 'optaget@firma.dk' });
    const response = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: 'OPTAGET@firma.dk' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'E-mailen er allerede i brug',
    });
  });

  it('enforces the plan limit on the server: freemium 10 besides the owner, premium 100', async () => {
    const { cookie, companyId } = await ownerSession(app);
    for (let index = 0; index < 9; index += 1) await createEmployee(app, companyId);
    const tenth = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: uniqueWorkEmail() },
    });
    expect(tenth.statusCode).toBe(201);
    const eleventhEmail = uniqueWorkEmail();
    const eleventh = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: eleventhEmail },
    });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().error).toEqual({
      code: 'EMPLOYEE_LIMIT_REACHED',
      message: 'Du har nået grænsen for antal medarbejdere på dit abonnement. Opgrader for at oprette flere.',
    });
    await setPlan(app.database.db, companyId, 'premium');
    const onPremium = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: { ...NEW_EMPLOYEE, email: eleventhEmail },
    });
    expect(onPremium.statusCode).toBe(201);
  });

  it('is for admins only', async () => {
    const { companyId } = await ownerSession(app);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    expect((await call(app, 'POST', '/api/employees', { cookie, payload: NEW_EMPLOYEE })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/employees')).statusCode).toBe(401);
  });
});

describe('GET /api/employees', () => {
  it('lists the company’s employees sorted with Danish collation, inactive ones included', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    await createEmployee(app, companyId, { firstName: 'Åse', lastName: 'A' });
    await createEmployee(app, companyId, { firstName: 'Ærling', lastName: 'B' });
    await createEmployee(app, companyId, {
      firstName: 'Bo',
      lastName: 'C',
      fields: { employmentStatus: 'inactive', endDate: '2025-01-31', employmentType: 'partTime' },
    });
    await foreignEmployee(app);
    const response = await call(app, 'GET', '/api/employees', { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The route skips the schema on the way out (decision 054): the answer must still be exactly its shape.
    expect(employeeListResponseSchema.strict().parse(body)).toEqual(body);
    expect(body.employees.map((employee: { firstName: string }) => employee.firstName)).toEqual([
      'Bo',
      'Ditte',
      'Ærling',
      'Åse',
    ]);
    expect(body.employees.find((e: { id: string }) => e.id === owner.employeeId)).toMatchObject({
      isOwner: true,
      role: 'admin',
    });
    expect(body.employees[0]).toMatchObject({
      employmentStatus: 'inactive',
      employmentType: 'partTime',
      endDate: '2025-01-31',
    });
    expect(body.limits).toEqual({
      plan: 'freemium',
      limit: 10,
      countExcludingOwner: 3,
      canCreate: true,
      overLimit: false,
    });

    // Another admin sees the same list with the same owner (the owner is then found from the rows, not the
    // session); equal first names go by last name in Danish order.
    const { account } = await createEmployee(app, companyId, {
      firstName: 'Åse',
      lastName: 'Ølund',
      role: 'admin',
      login: {},
    });
    const adminCookie = await loginAs(app, account!);
    const seen = (await call(app, 'GET', '/api/employees', { cookie: adminCookie })).json();
    expect(
      seen.employees.map((e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`),
    ).toEqual(['Bo C', 'Ditte Ejer', 'Ærling B', 'Åse A', 'Åse Ølund']);
    expect(
      seen.employees.filter((e: { isOwner: boolean }) => e.isOwner).map((e: { id: string }) => e.id),
    ).toEqual([owner.employeeId]);
    expect(seen.limits).toMatchObject({ countExcludingOwner: 4 });
  });

  it('lists employees with the same name by id', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      ids.push((await createEmployee(app, companyId, { firstName: 'Anna', lastName: 'Berg' })).employee.id);
    }
    const body = (await call(app, 'GET', '/api/employees', { cookie })).json();
    const annas = body.employees
      .filter((e: { firstName: string }) => e.firstName === 'Anna')
      .map((e: { id: string }) => e.id);
    expect(annas).toEqual([...ids].sort());
  });

  it('hides the records past the plan limit by creation order (docs/rules/employees.md#ruling-4)', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const created = [];
    for (let index = 0; index < 12; index += 1) {
      created.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const body = (await call(app, 'GET', '/api/employees', { cookie })).json();
    expect(body.employees).toHaveLength(11);
    expect(body.limits).toMatchObject({ countExcludingOwner: 12, canCreate: false, overLimit: true });
    const hidden = created.slice(10).map((employee) => employee.id);
    expect(body.employees.map((e: { id: string }) => e.id)).not.toContain(hidden[0]);
    // A hidden record is not found anywhere.
    expect((await call(app, 'GET', `/api/employees/${hidden[0]}`, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/employees/${created[9]!.id}`, { cookie })).statusCode).toBe(200);
    await setPlan(app.database.db, companyId, 'premiumplus');
    const unlimited = (await call(app, 'GET', '/api/employees', { cookie })).json();
    expect(unlimited.employees).toHaveLength(13);
    expect(unlimited.limits).toMatchObject({ limit: null, canCreate: true, overLimit: false });
  });
});

describe('GET and PUT /api/employees/:id (Profil)', () => {
  it('saves every field, clears blank ones, and audit-logs the changes without CPR or salary values', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId, {
      firstName: 'Anne',
      lastName: 'Hansen',
      fields: { department: 'Gammel afdeling', city: 'Odense' },
    });
    const full = {
      ...PROFILE,
      department: 'Økonomi',
      phone: '12 34 56 78',
      privateEmail: 'Anne@Privat.dk',
      privatePhone: '87654321',
      address: 'Æblevej 1',
      zipcode: '8000',
      city: '',
      cprNumber: '010190-1234',
      dateOfBirth: '1990-01-01',
      note: 'En note',
      emergencyContactName: 'Bo Hansen',
      emergencyContactPhone: '11223344',
      employmentType: 'partTime',
      startDate: '2020-08-01',
      salary: 35250.5,
      bankAccount: '1234 0001234567',
      salaryNote: 'Pr. måned',
    };
    const response = await call(app, 'PUT', `/api/employees/${employee.id}`, { cookie, payload: full });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      department: 'Økonomi',
      phone: '12345678',
      privateEmail: 'anne@privat.dk',
      city: '',
      cprMasked: '010190-••••',
      hasCpr: true,
      salary: 35250.5,
      employmentType: 'partTime',
      isOwner: false,
      isSelf: false,
      hasLogin: false,
    });
    expect(JSON.stringify(response.json())).not.toContain('1234"');
    const stored = await row(employee.id);
    expect(stored.salaryOre).toBe(3_525_050);
    expect(stored.city).toBe('');

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.update'));
    const text = JSON.stringify(audit!.details);
    expect(text).not.toContain('010190');
    expect(text).not.toContain('3525050');
    expect(text).not.toContain('35250');
    const history = (await call(app, 'GET', `/api/employees/${employee.id}/history`, { cookie })).json();
    expect(history.entries[0]).toMatchObject({ action: 'updated', actorName: 'Ditte Ejer' });
    expect(history.entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'department', from: 'Gammel afdeling', to: 'Økonomi' },
        { field: 'city', from: 'Odense', to: '' },
        { field: 'salary', from: null, to: null },
        { field: 'cprNumber', from: null, to: null },
      ]),
    );
  });

  it('shows each validation message of hr-core §5', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const response = await call(app, 'PUT', `/api/employees/${employee.id}`, {
      cookie,
      payload: {
        ...PROFILE,
        firstName: '',
        cprNumber: '0101901234',
        phone: '1234',
        salary: 1_000_001,
        employmentStatus: 'inactive',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      firstName: 'Fornavn mangler',
      cprNumber: 'CPR-nummeret skal være i formatet DDMMYY-XXXX',
      phone: 'Telefonnummer mangler eller er ugyldigt',
      salary: 'Lønnen skal være et beløb mellem 0 og 1.000.000 kr.',
      endDate: 'Slutdato mangler',
    });
  });

  it('keeps the CPR number when the form leaves it out, and removes it when sent blank', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const url = `/api/employees/${employee.id}`;
    await call(app, 'PUT', url, { cookie, payload: { ...PROFILE, cprNumber: '311299-4321' } });
    const kept = await call(app, 'PUT', url, { cookie, payload: { ...PROFILE, city: 'Vejle' } });
    expect(kept.json()).toMatchObject({ cprMasked: '311299-••••', hasCpr: true });
    const removed = await call(app, 'PUT', url, { cookie, payload: { ...PROFILE, cprNumber: '' } });
    expect(removed.json()).toMatchObject({ cprMasked: '', hasCpr: false });
    expect((await row(employee.id)).cprEncrypted).toBeNull();
  });
});

describe('CPR numbers at rest (DESIGN.md rule 5)', () => {
  it('never stores the number in clear text, names the key beside it, and audit-logs each reveal', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    await call(app, 'PUT', `/api/employees/${employee.id}`, {
      cookie,
      payload: { ...PROFILE, cprNumber: '010190-1234' },
    });
    // The whole raw row, every column as text: no trace of the number.
    const [raw] = await queryRows<{ row_text: string; cpr_encrypted: string; cpr_key_id: string }>(
      app.database.db,
      sql`select e::text as row_text, cpr_encrypted, cpr_key_id from employees e where id = ${employee.id}`,
    );
    expect(String(raw!.row_text)).not.toContain('0101901234');
    expect(String(raw!.row_text)).not.toContain('010190-1234');
    expect(String(raw!.row_text)).not.toContain('010190');
    expect(String(raw!.cpr_encrypted)).toMatch(/^v1:[A-Za-z0-9_-]+:/);
    expect(String(raw!.cpr_encrypted).split(':')[1]).toBe(raw!.cpr_key_id);

    const reveal = await call(app, 'POST', `/api/employees/${employee.id}/cpr/reveal`, { cookie });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json()).toEqual({ cprNumber: '010190-1234' });
    const reveals = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.cpr.reveal'));
    expect(reveals.filter((entry) => entry.entityId === employee.id)).toHaveLength(1);
    const history = (await call(app, 'GET', `/api/employees/${employee.id}/history`, { cookie })).json();
    expect(history.entries[0]).toMatchObject({ action: 'cprRevealed', actorName: 'Ditte Ejer' });
  });

  it('answers 404 when there is no number to reveal', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    expect((await call(app, 'POST', `/api/employees/${employee.id}/cpr/reveal`, { cookie })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/employees/:id', () => {
  it('deletes after the full name is typed (any case), with its login', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee, account } = await createEmployee(app, companyId, {
      firstName: 'Søren',
      lastName: 'Ærø',
      login: {},
    });
    const url = `/api/employees/${employee.id}`;
    const wrong = await call(app, 'DELETE', url, { cookie, payload: { confirmName: 'Søren' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Skriv medarbejderens fulde navn for at slette.');
    const ok = await call(app, 'DELETE', url, { cookie, payload: { confirmName: ' SØREN  ÆRØ ' } });
    expect(ok.statusCode).toBe(204);
    expect(await app.database.db.select().from(employees).where(eq(employees.id, employee.id))).toEqual([]);
    expect(await loginAs(app, account!).catch(() => 'refused')).toBe('refused');
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, employee.id));
    expect(audit.map((entry) => entry.action)).toContain('employee.delete');
  });

  it('never deletes yourself or the owner', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    const self = await call(app, 'DELETE', `/api/employees/${owner.employeeId}`, {
      cookie,
      payload: { confirmName: 'Ditte Ejer' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('CANNOT_DELETE_SELF');
    const { account } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const otherAdmin = await loginAs(app, account!);
    const ownerDelete = await call(app, 'DELETE', `/api/employees/${owner.employeeId}`, {
      cookie: otherAdmin,
      payload: { confirmName: 'Ditte Ejer' },
    });
    expect(ownerDelete.statusCode).toBe(403);
    expect(ownerDelete.json().error).toEqual({
      code: 'CANNOT_DELETE_OWNER',
      message: 'Virksomhedens ejer kan ikke slettes.',
    });
  });
});

describe('another company’s employee', () => {
  it('answers 404 on every employee route, exactly like a missing one', async () => {
    const { cookie } = await ownerSession(app);
    const foreign = await foreignEmployee(app);
    const id = foreign.id;
    const settings = {
      role: 'admin',
      agreements: { exemptFrom1to1: false, exemptFromEPR: false, exemptFromSalary: false },
      documents: { exemptFromEmploymentContract: false },
      mobileApp: { access: true },
      timeRegistration: { exempt: false },
    };
    const requests: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', `/api/employees/${id}`],
      ['PUT', `/api/employees/${id}`, PROFILE],
      ['POST', `/api/employees/${id}/cpr/reveal`],
      ['PUT', `/api/employees/${id}/settings`, settings],
      ['DELETE', `/api/employees/${id}`, { confirmName: 'Fremmed Person' }],
      ['GET', `/api/employees/${id}/history`],
      ['GET', `/api/employees/${id}/documents`],
      ['DELETE', `/api/employees/${id}/photo`],
      ['GET', `/api/employees/${id}/photo`],
      ['GET', '/api/employees/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/employees/not-a-uuid'],
    ];
    for (const [method, url, payload] of requests) {
      const response = await call(app, method, url, { cookie, ...(payload ? { payload } : {}) });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    // Nothing happened to it.
    expect(await row(id)).toMatchObject({ firstName: 'Fremmed', role: 'employee', userId: null });
  });
});
