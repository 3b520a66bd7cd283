import { addDays, danishToday } from '@kollega/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { recordAudit } from '../../src/db/audit';
import { auditLog, employees } from '../../src/db/schema/index';
import { withCompany } from '../../src/db/tenant-scope';
import { anonymiseInTransaction } from '../../src/features/privacy/retention/anonymise-employee';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
let ownerCookie: string;
let companyId: string;
const yesterday = addDays(danishToday(), -1);

/** Values only the leaver's audit rows hold: none may be left in them, or on the Aktivitetslog, afterwards. */
const PERSONAL = [
  'Vibeke',
  'Vestergaard',
  'vibeke@firma.dk',
  '87654321',
  'Kirkevej 7',
  'Lønseddel Vibeke.pdf',
];

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const company = await createCompanyWithOwner(app);
  companyId = company.companyId;
  await setPlan(app.database.db, companyId, 'premiumplus');
  ownerCookie = await loginAs(app, company.owner);
});

/** A leaver with a change recorded through the profile route and rows of the other shapes the log holds. */
async function leaverWithHistory() {
  const { employee } = await createEmployee(app, companyId, {
    firstName: 'Vibeke',
    lastName: 'Vestergaard',
    email: `vibeke-${Date.now()}@firma.dk`,
    fields: { endDate: yesterday },
  });
  const changed = await call(app, 'PUT', `/api/employees/${employee.id}`, {
    cookie: ownerCookie,
    payload: {
      firstName: 'Vibeke',
      lastName: 'Vestergaard',
      jobPosition: 'Tømrer',
      employmentStatus: 'inactive',
      endDate: yesterday,
      privatePhone: '87654321',
      address: 'Kirkevej 7',
    },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const actor = { companyId, userId: null, impersonatedBy: null, requestId: 'anonymised-audit' };
  const about = (action: string, details: Record<string, unknown>) =>
    recordAudit(app.database.db, actor, { action, entityType: 'employee', entityId: employee.id, details });
  await about('employee.create', {
    changes: [
      { field: 'firstName', from: '', to: 'Vibeke' },
      { field: 'startDate', from: '', to: '2024-03-01' },
    ],
    email: 'vibeke@firma.dk',
  });
  await about('profile.update', {
    before: { firstName: 'Vibeke', lastName: 'Vestergaard', jobPosition: 'Tømrer' },
    after: { firstName: 'Vibeke', lastName: 'Vestergaard-Hansen', jobPosition: 'Tømrer' },
  });
  await about('me.profile.update', { changes: { city: { before: 'Aarhus', after: 'Vestergaard by' } } });
  await about('employee.document.upload', { documentName: 'Lønseddel Vibeke.pdf' });
  await about('employee.update', { changes: [{ field: 'cprNumber', from: null, to: null }] });
  return employee;
}

async function detailsAbout(employeeId: string) {
  const rows = await app.database.db
    .select({ action: auditLog.action, details: auditLog.details, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, employeeId)))
    .orderBy(auditLog.id);
  return rows;
}

describe(`the audit rows of an anonymised employee (decision 050, ${testDatabaseKind})`, () => {
  it('keep what happened, when and by whom, with the anonymised values instead of the personal ones', async () => {
    const leaver = await leaverWithHistory();
    // Another employee's row with the same values is not theirs to scrub.
    const { employee: colleague } = await createEmployee(app, companyId, {
      firstName: 'Vibeke',
      lastName: 'Ny',
    });
    await recordAudit(
      app.database.db,
      { companyId, userId: null, impersonatedBy: null, requestId: null },
      {
        action: 'employee.update',
        entityType: 'employee',
        entityId: colleague.id,
        details: { changes: [{ field: 'privatePhone', from: '', to: '87654321' }] },
      },
    );
    const before = await detailsAbout(leaver.id);
    const log = await call(app, 'GET', '/api/company/activity-log', { cookie: ownerCookie });
    expect(JSON.stringify(log.json())).toContain('Kirkevej 7');

    const response = await call(app, 'POST', `/api/privacy/retention/employees/${leaver.id}/anonymise`, {
      cookie: ownerCookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const name: string = response.json().name;
    const [anonymised] = await app.database.db.select().from(employees).where(eq(employees.id, leaver.id));
    const number = anonymised!.lastName;
    // Every row but the CPR change, which holds nothing personal.
    expect(response.json().counts.auditRows).toBe(before.length - 1);

    const after = await detailsAbout(leaver.id);
    const scrubbed = after.slice(0, before.length);
    // Every row is still there, with its action and actor.
    expect(scrubbed.map((row) => [row.action, row.actorUserId])).toEqual(
      before.map((row) => [row.action, row.actorUserId]),
    );
    for (const value of PERSONAL) expect(JSON.stringify(scrubbed)).not.toContain(value);
    const byAction = (action: string) => scrubbed.find((row) => row.action === action)?.details;
    const updates = scrubbed.filter((row) => row.action === 'employee.update').map((row) => row.details);
    expect(updates).toEqual([
      {
        changes: expect.arrayContaining([
          { field: 'employmentStatus', from: 'active', to: 'inactive' },
          { field: 'privatePhone', from: '', to: '' },
          { field: 'address', from: '', to: '' },
        ]),
      },
      // CPR numbers were never logged: the fact that it changed stays as it was.
      { changes: [{ field: 'cprNumber', from: null, to: null }] },
    ]);
    expect(byAction('employee.create')).toEqual({
      changes: [
        { field: 'firstName', from: 'Tidligere medarbejder', to: 'Tidligere medarbejder' },
        { field: 'startDate', from: '', to: '2024-03-01' },
      ],
      email: anonymised!.email,
    });
    expect(byAction('profile.update')).toEqual({
      before: { firstName: 'Tidligere medarbejder', lastName: number, jobPosition: '' },
      after: { firstName: 'Tidligere medarbejder', lastName: number, jobPosition: '' },
    });
    expect(byAction('me.profile.update')).toEqual({ changes: { city: { before: '', after: '' } } });
    expect(byAction('employee.document.upload')).toEqual({ documentName: '' });
    expect(byAction('employee.anonymise')).toBeUndefined();
    expect(JSON.stringify(after)).toContain(name);

    // The Aktivitetslog shows the rows, none of the values; the colleague's row is untouched.
    const shown = await call(app, 'GET', '/api/company/activity-log', { cookie: ownerCookie });
    const ofLeaver = shown.json().rows.filter((row: { entityId: string }) => row.entityId === leaver.id);
    expect(ofLeaver.length).toBe(after.length);
    for (const value of PERSONAL) expect(JSON.stringify(ofLeaver)).not.toContain(value);
    expect(await detailsAbout(colleague.id)).toEqual([
      expect.objectContaining({
        details: { changes: [{ field: 'privatePhone', from: '', to: '87654321' }] },
      }),
    ]);
  });

  it('is undone with the anonymisation when its transaction rolls back', async () => {
    const leaver = await leaverWithHistory();
    const before = await detailsAbout(leaver.id);
    const failure = await withCompany(companyId, () =>
      app.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(employees).where(eq(employees.id, leaver.id));
        await anonymiseInTransaction(tx, row!, { at: new Date(), agreementTexts: false });
        throw new Error('roll back');
      }),
    ).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('roll back');
    expect(await detailsAbout(leaver.id)).toEqual(before);
  });

  it('refuses, for the app role, someone not anonymised and another company’s employee', async () => {
    const stayer = await leaverWithHistory();
    const scrub = (company: string, employeeId: string) =>
      withCompany(company, () =>
        app.database.db.execute(sql`select anonymise_employee_audit(${employeeId}::uuid)`),
      ).catch((error: unknown) => error);
    expect(await scrub(companyId, stayer.id)).toBeInstanceOf(Error);

    const other = await createCompanyWithOwner(app);
    const response = await call(app, 'POST', `/api/privacy/retention/employees/${stayer.id}/anonymise`, {
      cookie: ownerCookie,
    });
    expect(response.statusCode).toBe(200);
    expect(await scrub(other.companyId, stayer.id)).toBeInstanceOf(Error);
    // As its own company, once anonymised, it may run again (nothing left to change).
    expect(await scrub(companyId, stayer.id)).not.toBeInstanceOf(Error);
  });
});
