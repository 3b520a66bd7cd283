import { CLOSURE_MESSAGES } from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import { queryRows } from '../../src/db/database';
import {
  agreements,
  auditLog,
  billingTransactions,
  checklists,
  companies,
  equipment,
  equipmentTypes,
  equipmentVariants,
  holidayRequests,
  sickReports,
  timeEntries,
  users,
} from '../../src/db/schema/index';
import { unsafeDueCompanies } from '../../src/features/billing/run-billing-jobs';
import {
  companyTablesInDeletionOrder,
  deleteClosedCompanies,
} from '../../src/features/company/closure/delete-closed-companies';
import { runNotificationScan } from '../../src/features/notifications/scan/run-notification-scan';
import { renderTransactionInvoice } from '../../src/integrations/invoices/index';
import { createMailer } from '../../src/integrations/mail/index';
import { createStorage } from '../../src/integrations/storage/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { PDF } from '../helpers/pdf';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

const DAY = 24 * 60 * 60 * 1000;
const SELLER = {
  name: 'Kollega ApS',
  address: 'Eksempelvej 1',
  cvr: '12345678',
  email: 'faktura@kollega.local',
};

let app: App;
let config: AppConfig;

/** Something in every area for `employeeId`, and a document file through the API. */
async function seedCompany(companyId: string, employeeId: string, cookie: string) {
  const db = app.database.db;
  const [type] = await db
    .insert(equipmentTypes)
    .values({ companyId, name: 'Computer', icon: 'laptop' })
    .returning();
  const [variant] = await db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: type!.id, name: 'Bærbar' })
    .returning();
  await db.insert(equipment).values({
    companyId,
    equipmentTypeId: type!.id,
    equipmentVariantId: variant!.id,
    assignedToId: employeeId,
    serialNumber: 'SN-1',
  });
  await db.insert(agreements).values({
    companyId,
    title: 'Samtale',
    startsAt: new Date('2025-03-01T09:00:00Z'),
    agreementType: 'meeting',
    regardingId: employeeId,
    regardingName: 'Navn',
  });
  await db
    .insert(checklists)
    .values({ companyId, kind: 'onboarding', title: 'Onboarding', regardingId: employeeId });
  await db
    .insert(timeEntries)
    .values({ companyId, employeeId, date: '2025-02-03', type: 'work', hours: 7.5 });
  await db.insert(holidayRequests).values({
    companyId,
    employeeId,
    bucket: 'ferie',
    fromDate: '2025-07-07',
    toDate: '2025-07-11',
    days: 5,
  });
  await db.insert(sickReports).values({ companyId, employeeId, firstDay: '2025-04-01' });
  const body = multipartBody([
    { name: 'file', filename: 'Kontrakt.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/documents`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(upload.statusCode).toBe(201);
  const charge = (invoiceNumber: number | null, periodStart: string) => ({
    companyId,
    periodKey: `${periodStart}:premium`,
    periodStart,
    periodEnd: periodStart.replace(/-01$/, '-28'),
    plan: 'premium',
    status: invoiceNumber ? 'completed' : 'failed',
    lines: [],
    netOre: 10_000,
    vatOre: 2_500,
    grossOre: 12_500,
    invoiceNumber,
    buyer: invoiceNumber
      ? { name: 'Køber ApS', address: 'Vej 1', zipcode: '8000', city: 'Aarhus C', vat: '11111111' }
      : null,
    seller: invoiceNumber ? SELLER : null,
    completedAt: invoiceNumber ? new Date('2025-01-01T10:00:00Z') : null,
  });
  const numberBase = Math.floor(Math.random() * 1_000_000);
  await db.insert(billingTransactions).values([charge(numberBase, '2025-01-01'), charge(null, '2025-02-01')]);
}

/** Rows of `companyId` per table that has a company_id. */
async function rowCounts(companyId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await companyTablesInDeletionOrder(app.database.db)), 'billing_transactions']) {
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

async function storedKeys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of createStorage(config).keys(prefix)) keys.push(key);
  return keys;
}

beforeAll(async () => {
  config = testConfig();
  ({ app } = await buildTestApp({ config }));
});

describe(`'Luk konto' (issue 33, decision 051, ${testDatabaseKind})`, () => {
  it('only the owner closes, with the company name typed; the company then reads but cannot change; the owner reopens', async () => {
    const company = await createCompanyWithOwner(app, { name: 'Lukkefirma ApS' });
    const ownerCookie = await loginAs(app, company.owner);
    const admin = await createEmployee(app, company.companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, admin.account!);
    const worker = await createEmployee(app, company.companyId, { login: {} });
    const workerCookie = await loginAs(app, worker.account!);

    expect(
      (await call(app, 'POST', '/api/company/closure', { payload: { confirmName: 'Lukkefirma ApS' } }))
        .statusCode,
    ).toBe(401);
    const asWorker = await call(app, 'POST', '/api/company/closure', {
      cookie: workerCookie,
      payload: { confirmName: 'Lukkefirma ApS' },
    });
    expect(asWorker.statusCode).toBe(403);
    const asAdmin = await call(app, 'POST', '/api/company/closure', {
      cookie: adminCookie,
      payload: { confirmName: 'Lukkefirma ApS' },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error).toMatchObject({
      code: 'CLOSURE_OWNER_ONLY',
      message: CLOSURE_MESSAGES.ownerOnly,
    });

    const missing = await call(app, 'POST', '/api/company/closure', { cookie: ownerCookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.json())).toMatchObject({ confirmName: CLOSURE_MESSAGES.confirmNameMissing });
    const blank = await call(app, 'POST', '/api/company/closure', {
      cookie: ownerCookie,
      payload: { confirmName: '  ' },
    });
    expect(fieldErrors(blank.json())).toMatchObject({ confirmName: CLOSURE_MESSAGES.confirmNameMissing });
    const wrong = await call(app, 'POST', '/api/company/closure', {
      cookie: ownerCookie,
      payload: { confirmName: 'Et andet firma' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'CLOSURE_NAME_MISMATCH' });
    expect(fieldErrors(wrong.json())).toMatchObject({ confirmName: CLOSURE_MESSAGES.confirmNameMismatch });
    const [stillOpen] = await app.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, company.companyId));
    expect(stillOpen?.closedAt).toBeNull();

    // Case and spaces do not matter.
    const closed = await call(app, 'POST', '/api/company/closure', {
      cookie: ownerCookie,
      payload: { confirmName: ' lukkefirma  aps ' },
    });
    expect(closed.statusCode).toBe(200);
    const { closedAt, deleteAfter } = closed.json();
    expect(new Date(deleteAfter).getTime() - new Date(closedAt).getTime()).toBe(30 * DAY);
    const again = await call(app, 'POST', '/api/company/closure', {
      cookie: ownerCookie,
      payload: { confirmName: 'Lukkefirma ApS' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'COMPANY_ALREADY_CLOSED',
      message: CLOSURE_MESSAGES.alreadyClosed,
    });

    // Everyone in the company sees it; reads and exports work, changes do not.
    for (const cookie of [ownerCookie, adminCookie, workerCookie]) {
      const me = (await call(app, 'GET', '/api/me', { cookie })).json();
      expect(me.company.closure).toEqual({ closedAt, deleteAfter });
    }
    expect((await call(app, 'GET', '/api/company', { cookie: adminCookie })).statusCode).toBe(200);
    const change = await call(app, 'PUT', '/api/company', {
      cookie: ownerCookie,
      payload: { name: 'Nyt navn ApS', address: 'Vej 2', zipcode: '8000', city: 'Aarhus C' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toMatchObject({ code: 'COMPANY_CLOSED', message: CLOSURE_MESSAGES.closed });
    expect(
      (
        await call(app, 'POST', '/api/exports/person-data', {
          cookie: adminCookie,
          payload: { employeeId: worker.employee.id },
        })
      ).statusCode,
    ).toBe(202);
    expect((await call(app, 'GET', '/api/employees/export.xlsx', { cookie: adminCookie })).statusCode).toBe(
      200,
    );

    // Billing has nothing due for it, whatever its billing date says.
    await app.database.db.execute(
      sql`update subscriptions set next_billing_date = '2020-01-01' where company_id = ${company.companyId}`,
    );
    const due = await unsafeDueCompanies(app.database.db, new Date(), company.companyId);
    expect(due).toEqual([]);

    expect(
      (await call(app, 'DELETE', '/api/company/closure', { cookie: adminCookie })).json().error.code,
    ).toBe('CLOSURE_OWNER_ONLY');
    const reopened = await call(app, 'DELETE', '/api/company/closure', { cookie: ownerCookie });
    expect(reopened.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/me', { cookie: workerCookie })).json().company.closure).toBeNull();
    expect(await unsafeDueCompanies(app.database.db, new Date(), company.companyId)).toEqual([
      { companyId: company.companyId },
    ]);
    const reopenAgain = await call(app, 'DELETE', '/api/company/closure', { cookie: ownerCookie });
    expect(reopenAgain.statusCode).toBe(409);
    expect(reopenAgain.json().error.code).toBe('COMPANY_NOT_CLOSED');
    expect((await call(app, 'DELETE', '/api/company/closure')).statusCode).toBe(401);

    const actions = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, company.companyId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['company.closure.close', 'company.closure.reopen']),
    );
  });

  it("another company's owner cannot close this one by typing its name", async () => {
    const victim = await createCompanyWithOwner(app, { name: 'Offer ApS' });
    const other = await createCompanyWithOwner(app, { name: 'Nabo ApS' });
    const cookie = await loginAs(app, other.owner);
    const response = await call(app, 'POST', '/api/company/closure', {
      cookie,
      payload: { confirmName: 'Offer ApS' },
    });
    expect(response.statusCode).toBe(400);
    const rows = await app.database.db
      .select({ id: companies.id, closedAt: companies.closedAt })
      .from(companies)
      .where(sql`${companies.id} in (${victim.companyId}, ${other.companyId})`);
    expect(rows.every((row) => row.closedAt === null)).toBe(true);
  });

  it('deletes exactly the closed company’s data 30 days later, keeps its invoices, and leaves others alone', async () => {
    const closing = await createCompanyWithOwner(app, { name: 'Slettes ApS' });
    await setPlan(app.database.db, closing.companyId, 'premiumplus');
    const keeping = await createCompanyWithOwner(app, { name: 'Bliver ApS' });
    await setPlan(app.database.db, keeping.companyId, 'premiumplus');
    const closingCookie = await loginAs(app, closing.owner);
    const keepingCookie = await loginAs(app, keeping.owner);
    const leaver = await createEmployee(app, closing.companyId, { login: {} });
    const stayer = await createEmployee(app, keeping.companyId, { login: {} });
    await seedCompany(closing.companyId, leaver.employee.id, closingCookie);
    await seedCompany(keeping.companyId, stayer.employee.id, keepingCookie);
    const keptBefore = await rowCounts(keeping.companyId);
    const keptFiles = await storedKeys(`${keeping.companyId}/`);
    expect(keptFiles.length).toBeGreaterThan(0);
    expect((await storedKeys(`${closing.companyId}/`)).length).toBeGreaterThan(0);

    const closed = await call(app, 'POST', '/api/company/closure', {
      cookie: closingCookie,
      payload: { confirmName: 'Slettes ApS' },
    });
    const deleteAfter = new Date(closed.json().deleteAfter);
    const deps = { db: app.database.db, storage: createStorage(config), log: { error: () => {} } };

    // A day early: nothing goes.
    expect((await deleteClosedCompanies(deps, new Date(deleteAfter.getTime() - DAY))).deleted).toBe(0);
    expect((await rowCounts(closing.companyId)).employees).toBe(2);

    const report = await deleteClosedCompanies(deps, deleteAfter);
    expect(report.deleted).toBe(1);
    const after = await rowCounts(closing.companyId);
    // Only the completed invoice and the deletion's own audit row are left.
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([
      ['audit_log', 1],
      ['billing_transactions', 1],
    ]);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, closing.companyId));
    expect(audit).toMatchObject({ action: 'company.closure.deleted', entityId: closing.companyId });
    expect(await storedKeys(`${closing.companyId}/`)).toEqual([]);
    const logins = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} in (${closing.owner.id}, ${leaver.account!.id})`);
    expect(logins).toEqual([]);
    expect((await call(app, 'GET', '/api/me', { cookie: closingCookie })).json().user).toBeNull();

    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, closing.companyId));
    expect(row).toMatchObject({ name: 'Slettes ApS', vat: '', ownerUserId: null, billingEmail: '' });
    expect(row?.closureDeletedAt?.toISOString()).toBe(deleteAfter.toISOString());
    const [invoice] = await app.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.companyId, closing.companyId));
    const pdf = await renderTransactionInvoice(invoice!, SELLER);
    expect(pdf?.data.subarray(0, 5).toString()).toBe('%PDF-');

    // The other company is as it was.
    expect(await rowCounts(keeping.companyId)).toEqual(keptBefore);
    expect((await storedKeys(`${keeping.companyId}/`)).sort()).toEqual(keptFiles.sort());
    expect((await call(app, 'GET', '/api/me', { cookie: keepingCookie })).json().company.name).toBe(
      'Bliver ApS',
    );

    // A second run finds nothing more to do.
    expect((await deleteClosedCompanies(deps, new Date(deleteAfter.getTime() + DAY))).deleted).toBe(0);
  });

  it('leaves a closed company out of the scheduled notifications', async () => {
    const company = await createCompanyWithOwner(app, { name: 'Stille ApS' });
    const deps = {
      db: app.database.db,
      mailer: createMailer({ smtpUrl: undefined, db: app.database.db }),
      baseUrl: 'http://localhost:3000',
      unsubscribeSecret: 'test',
      now: () => new Date(),
    };
    const before = (await runNotificationScan(deps, new Date())).companies;
    await call(app, 'POST', '/api/company/closure', {
      cookie: await loginAs(app, company.owner),
      payload: { confirmName: 'Stille ApS' },
    });
    expect((await runNotificationScan(deps, new Date())).companies).toBe(before - 1);
  });

  it('orders every company table so a table goes before those it references', async () => {
    const order = await companyTablesInDeletionOrder(app.database.db);
    expect(order).not.toContain('billing_transactions');
    expect(order.indexOf('time_entries')).toBeLessThan(order.indexOf('employees'));
    expect(order.indexOf('equipment')).toBeLessThan(order.indexOf('equipment_variants'));
    expect(order.indexOf('equipment_variants')).toBeLessThan(order.indexOf('equipment_types'));
  });
});
