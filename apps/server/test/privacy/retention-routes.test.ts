import { addDays, DEFAULT_RETENTION, danishToday, RETENTION_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agreements, auditLog, checklists, employees, timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
let ownerCookie: string;
let adminCookie: string;
let employeeCookie: string;
let strangerCookie: string;
let companyId: string;
let ownerEmployeeId: string;

const today = danishToday();
const yesterday = addDays(today, -1);

async function person(fields: { endDate: string | null }, firstName = 'Lise') {
  const { employee } = await createEmployee(app, companyId, {
    firstName,
    lastName: 'Larsen',
    fields: { ...fields, phone: '12121212', privateEmail: 'lise@privat.dk', note: 'Fri tekst' },
  });
  return employee;
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const company = await createCompanyWithOwner(app);
  companyId = company.companyId;
  ownerEmployeeId = company.owner.employeeId;
  await setPlan(app.database.db, companyId, 'premiumplus');
  ownerCookie = await loginAs(app, company.owner);
  const admin = await createEmployee(app, companyId, { role: 'admin', login: {}, fields: { endDate: null } });
  adminCookie = await loginAs(app, admin.account!);
  const employee = await createEmployee(app, companyId, { login: {} });
  employeeCookie = await loginAs(app, employee.account!);
  const other = await createCompanyWithOwner(app);
  await setPlan(app.database.db, other.companyId, 'premiumplus');
  strangerCookie = await loginAs(app, other.owner);
});

describe(`'Opbevaring efter fratræden' (issue 33, ${testDatabaseKind})`, () => {
  it('starts at five years for every category', async () => {
    const response = await call(app, 'GET', '/api/privacy/retention', { cookie: ownerCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_RETENTION);
  });

  it('saves new periods with an audit row, for an admin too', async () => {
    const settings = { personalDataMonths: 24, agreementTextsMonths: 6, timeRegistrationMonths: 84 };
    const saved = await call(app, 'PUT', '/api/privacy/retention', {
      cookie: adminCookie,
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);
    expect((await call(app, 'GET', '/api/privacy/retention', { cookie: ownerCookie })).json()).toEqual(
      settings,
    );
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'privacy.retention-settings')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ from: DEFAULT_RETENTION, to: settings });
  });

  it('refuses periods outside the bounds with Danish messages', async () => {
    const bad = async (payload: unknown) => {
      const response = await call(app, 'PUT', '/api/privacy/retention', { cookie: ownerCookie, payload });
      expect(response.statusCode).toBe(400);
      return fieldErrors(response.json());
    };
    expect(await bad({ ...DEFAULT_RETENTION, personalDataMonths: 5 })).toEqual({
      personalDataMonths: RETENTION_MESSAGES.tooShort,
    });
    expect(await bad({ ...DEFAULT_RETENTION, agreementTextsMonths: 121 })).toEqual({
      agreementTextsMonths: RETENTION_MESSAGES.tooLong,
    });
    expect(await bad({ ...DEFAULT_RETENTION, timeRegistrationMonths: 59 })).toEqual({
      timeRegistrationMonths: RETENTION_MESSAGES.timeRegistrationTooShort,
    });
    expect(await bad({ ...DEFAULT_RETENTION, personalDataMonths: 12.5 })).toEqual({
      personalDataMonths: RETENTION_MESSAGES.wholeMonths,
    });
    expect(await bad({ ...DEFAULT_RETENTION, timeRegistrationMonths: 'fem år' })).toEqual({
      timeRegistrationMonths: RETENTION_MESSAGES.wholeMonths,
    });
  });

  it('is for owners and admins: an employee gets 403, a visitor 401, another company sees its own', async () => {
    expect((await call(app, 'GET', '/api/privacy/retention', { cookie: employeeCookie })).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(app, 'PUT', '/api/privacy/retention', {
          cookie: employeeCookie,
          payload: DEFAULT_RETENTION,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/privacy/retention')).statusCode).toBe(401);
    expect(
      (await call(app, 'PUT', '/api/privacy/retention', { payload: DEFAULT_RETENTION })).statusCode,
    ).toBe(401);
    const theirs = await call(app, 'GET', '/api/privacy/retention', { cookie: strangerCookie });
    expect(theirs.json()).toEqual(DEFAULT_RETENTION);
  });
});

describe(`'Anonymisér nu' (issue 33, ${testDatabaseKind})`, () => {
  const anonymise = (id: string, cookie?: string) =>
    call(app, 'POST', `/api/privacy/retention/employees/${id}/anonymise`, cookie ? { cookie } : {});

  it('anonymises someone who has left, keeps the hours, and writes the audit row', async () => {
    const leaver = await person({ endDate: yesterday });
    await app.database.db.insert(timeEntries).values({
      companyId,
      employeeId: leaver.id,
      date: yesterday,
      type: 'work',
      hours: 6,
      note: 'Sidste dag',
    });
    const [agreement] = await app.database.db
      .insert(agreements)
      .values({
        companyId,
        title: 'Fratrædelsessamtale',
        startsAt: new Date(),
        agreementType: 'meeting',
        regardingId: leaver.id,
        regardingName: 'Lise Larsen',
        summary: 'Hvorfor Lise stopper',
      })
      .returning();

    // A change recorded before: the history shows it, but not its values once the person is anonymised.
    const changed = await call(app, 'PUT', `/api/employees/${leaver.id}`, {
      cookie: ownerCookie,
      payload: {
        firstName: 'Lise',
        lastName: 'Larsen',
        jobPosition: 'Tømrer',
        employmentStatus: 'inactive',
        endDate: yesterday,
        privatePhone: '87654321',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await call(app, 'GET', `/api/employees/${leaver.id}/history`, { cookie: ownerCookie });
    expect(JSON.stringify(before.json())).toContain('87654321');

    const [checklist] = await app.database.db
      .insert(checklists)
      .values({ companyId, kind: 'offboarding', title: 'Offboarding: Lise Larsen', regardingId: leaver.id })
      .returning();

    const response = await anonymise(leaver.id, ownerCookie);
    expect(response.statusCode).toBe(200);
    const [titled] = await app.database.db.select().from(checklists).where(eq(checklists.id, checklist!.id));
    expect(titled!.title).toBe(`Offboarding: ${response.json().name}`);
    const history = await call(app, 'GET', `/api/employees/${leaver.id}/history`, { cookie: ownerCookie });
    expect(history.statusCode).toBe(200);
    expect(history.json().entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(history.json())).not.toContain('87654321');
    expect(response.json()).toMatchObject({
      employeeId: leaver.id,
      name: expect.stringMatching(/^Tidligere medarbejder \d+$/),
      counts: { timeEntryNotes: 1, agreementTexts: 1 },
    });
    const [row] = await app.database.db.select().from(employees).where(eq(employees.id, leaver.id));
    expect(row).toMatchObject({ phone: '', privateEmail: '', note: '', endDate: yesterday });
    expect(row!.anonymisedAt).not.toBeNull();
    const [entry] = await app.database.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.employeeId, leaver.id));
    expect(entry).toMatchObject({ hours: 6, note: '' });
    const [after] = await app.database.db.select().from(agreements).where(eq(agreements.id, agreement!.id));
    expect(after).toMatchObject({
      summary: '',
      title: 'Fratrædelsessamtale',
      regardingName: response.json().name,
    });
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employee.anonymise'), eq(auditLog.entityId, leaver.id)));
    expect(audit!.details).toMatchObject({ reason: 'manual', counts: { timeEntryNotes: 1 } });
    expect(audit!.actorUserId).not.toBeNull();

    const again = await anonymise(leaver.id, ownerCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'EMPLOYEE_ALREADY_ANONYMISED',
      message: RETENTION_MESSAGES.alreadyAnonymised,
    });
  });

  it('answers 409 with a Danish message for someone who has not left', async () => {
    for (const endDate of [today, addDays(today, 30), null]) {
      const stayer = await person({ endDate }, 'Sofie');
      const response = await anonymise(stayer.id, adminCookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'EMPLOYEE_NOT_ENDED',
        message: RETENTION_MESSAGES.notEnded,
      });
      const [row] = await app.database.db.select().from(employees).where(eq(employees.id, stayer.id));
      expect(row).toMatchObject({ firstName: 'Sofie', anonymisedAt: null });
    }
  });

  it('never anonymises the owner', async () => {
    await app.database.db
      .update(employees)
      .set({ endDate: yesterday })
      .where(eq(employees.id, ownerEmployeeId));
    const response = await anonymise(ownerEmployeeId, adminCookie);
    await app.database.db.update(employees).set({ endDate: null }).where(eq(employees.id, ownerEmployeeId));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(RETENTION_MESSAGES.ownerOrSelf);
  });

  it('is refused to an employee, a visitor and another company, and for an id that is not one', async () => {
    const leaver = await person({ endDate: yesterday }, 'Vera');
    expect((await anonymise(leaver.id, employeeCookie)).statusCode).toBe(403);
    expect((await anonymise(leaver.id)).statusCode).toBe(401);
    const stranger = await anonymise(leaver.id, strangerCookie);
    expect(stranger.statusCode).toBe(404);
    expect((await anonymise('ikke-et-id', ownerCookie)).statusCode).toBe(404);
    const [row] = await app.database.db.select().from(employees).where(eq(employees.id, leaver.id));
    expect(row).toMatchObject({ firstName: 'Vera', anonymisedAt: null });
  });
});
