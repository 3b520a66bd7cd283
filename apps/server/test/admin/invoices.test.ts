import { ADMIN_INVOICE_PAGE_SIZE } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { adminAuditLog, billingTransactions, subscriptions } from '../../src/db/schema/index';
import { withCompany } from '../../src/db/tenant-scope';
import { seedDemoBilling } from '../../src/testing/demo-billing';
import { createCompanyWithOwner, createEmployee, createUser, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
let superadminCookie: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  superadminCookie = await loginAs(app, await createUser(app, { superadmin: true }));
});
beforeEach(() => resetThrottle(app));

const LINES = [
  { kind: 'plan', description: 'Abonnement Premium', quantity: 1, unitPriceOre: 50_000, amountOre: 50_000 },
];

/** A charge of `companyId` in one of billing's states, without going through the provider. */
async function insertCharge(
  companyId: string,
  start: string,
  status: 'failed' | 'pending',
  attempts = 1,
): Promise<string> {
  const [row] = await withCompany(companyId, () =>
    app.database.db
      .insert(billingTransactions)
      .values({
        companyId,
        periodKey: `${start}:premium`,
        periodStart: start,
        periodEnd: start,
        plan: 'premium',
        status,
        lines: LINES,
        netOre: 50_000,
        vatOre: 12_500,
        grossOre: 62_500,
        attempts,
        createdAt: new Date(`${start}T06:00:00Z`),
      })
      .returning(),
  );
  return row!.id;
}

/** Two companies: one with the demo's card and three paid invoices, one with a failed charge. */
async function twoCompanies(label: string) {
  const paid = await createCompanyWithOwner(app, { name: `${label} Betaler ApS` });
  await seedDemoBilling(app.database.db, paid.companyId, new Date('2026-06-20T10:00:00Z'));
  const failing = await createCompanyWithOwner(app, { name: `${label} Fejler ApS` });
  const failedId = await insertCharge(failing.companyId, '2026-07-01', 'failed', 2);
  await withCompany(failing.companyId, () =>
    app.database.db
      .update(subscriptions)
      .set({ plan: 'premium', lastPaymentFailed: true, failedAttempts: 2 })
      .where(eq(subscriptions.companyId, failing.companyId)),
  );
  return { paid, failing, failedId };
}

async function wrongCallers() {
  const { companyId, owner } = await createCompanyWithOwner(app);
  const { account } = await createEmployee(app, companyId, { login: {} });
  return [
    { name: 'admin', cookie: await loginAs(app, owner), status: 403 },
    { name: 'employee', cookie: await loginAs(app, account!), status: 403 },
    { name: 'signed out', cookie: undefined, status: 401 },
  ];
}

describe('GET /api/admin/invoices', () => {
  it("lists every company's charges newest first, a failed one with its company id", async () => {
    const { paid, failing, failedId } = await twoCompanies('Tværs');
    const auditBefore = (await app.database.db.select().from(adminAuditLog)).length;
    const response = await call(app, 'GET', '/api/admin/invoices?search=tv%C3%A6rs', {
      cookie: superadminCookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: ADMIN_INVOICE_PAGE_SIZE });
    expect(body.items).toHaveLength(4);
    expect(body.items[0]).toMatchObject({
      id: failedId,
      companyId: failing.companyId,
      companyName: 'Tværs Fejler ApS',
      invoiceNumber: null,
      date: '2026-07-01',
      netOre: 50_000,
      grossOre: 62_500,
      status: 'failed',
    });
    const paidRows = body.items.slice(1);
    expect(paidRows.map((row: { companyId: string }) => row.companyId)).toEqual([
      paid.companyId,
      paid.companyId,
      paid.companyId,
    ]);
    expect(paidRows.every((row: { status: string }) => row.status === 'completed')).toBe(true);
    const dates = paidRows.map((row: { date: string }) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const numbers = paidRows.map((row: { invoiceNumber: number }) => row.invoiceNumber);
    expect(numbers[0]).toBeGreaterThan(numbers[2]);
    // A read: nothing audit-logged.
    expect((await app.database.db.select().from(adminAuditLog)).length).toBe(auditBefore);
  });

  it('searches by company name or CVR number; % matches only itself', async () => {
    const { paid } = await twoCompanies('Søgning');
    const byName = await call(
      app,
      'GET',
      `/api/admin/invoices?search=${encodeURIComponent('søgning betaler')}`,
      {
        cookie: superadminCookie,
      },
    );
    expect(byName.json().items).toHaveLength(3);
    const company = (
      await call(app, 'GET', `/api/admin/companies/${paid.companyId}`, { cookie: superadminCookie })
    ).json();
    const byVat = await call(app, 'GET', `/api/admin/invoices?search=${company.vat}`, {
      cookie: superadminCookie,
    });
    expect(byVat.json().items.map((row: { companyId: string }) => row.companyId)).toEqual(
      Array(3).fill(paid.companyId),
    );
    const percent = await call(app, 'GET', '/api/admin/invoices?search=%25', { cookie: superadminCookie });
    expect(percent.json()).toMatchObject({ total: 0, items: [] });
  });

  it('pages by a fixed size and refuses pages out of bounds', async () => {
    const { companyId } = await createCompanyWithOwner(app, { name: 'Mangesider ApS' });
    const count = ADMIN_INVOICE_PAGE_SIZE + 3;
    for (let month = 0; month < count; month += 1) {
      const start = `20${String(20 + Math.floor(month / 12)).padStart(2, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
      await insertCharge(companyId, start, 'pending');
    }
    const first = await call(app, 'GET', '/api/admin/invoices?search=Mangesider', {
      cookie: superadminCookie,
    });
    expect(first.json()).toMatchObject({ total: count, page: 1 });
    expect(first.json().items).toHaveLength(ADMIN_INVOICE_PAGE_SIZE);
    const second = await call(app, 'GET', '/api/admin/invoices?search=Mangesider&page=2', {
      cookie: superadminCookie,
    });
    expect(second.json().items).toHaveLength(3);
    const ids = new Set([...first.json().items, ...second.json().items].map((row: { id: string }) => row.id));
    expect(ids.size).toBe(count);
    for (const page of ['0', '10001', 'x', '1.5']) {
      const response = await call(app, 'GET', `/api/admin/invoices?page=${page}`, {
        cookie: superadminCookie,
      });
      expect(response.statusCode, page).toBe(400);
    }
    const tooLong = await call(app, 'GET', `/api/admin/invoices?search=${'a'.repeat(201)}`, {
      cookie: superadminCookie,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    for (const caller of await wrongCallers()) {
      const response = await call(
        app,
        'GET',
        '/api/admin/invoices',
        caller.cookie ? { cookie: caller.cookie } : {},
      );
      expect(response.statusCode, caller.name).toBe(caller.status);
      expect(response.body).not.toContain('items');
    }
  });
});

describe('GET /api/admin/invoices/:transactionId/pdf', () => {
  it("downloads any company's invoice; a failed charge, an unknown or malformed id is 404", async () => {
    const { paid, failedId } = await twoCompanies('Pdf');
    const list = (
      await call(app, 'GET', '/api/admin/invoices?search=Pdf%20Betaler', { cookie: superadminCookie })
    ).json();
    const invoice = list.items[0];
    const response = await call(app, 'GET', `/api/admin/invoices/${invoice.id}/pdf`, {
      cookie: superadminCookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(`Faktura-${invoice.invoiceNumber}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoice.companyId).toBe(paid.companyId);
    for (const id of [failedId, '6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f', 'ikke-et-id']) {
      const missing = await call(app, 'GET', `/api/admin/invoices/${id}/pdf`, { cookie: superadminCookie });
      expect(missing.statusCode, id).toBe(404);
    }
  });

  it('refuses an ordinary admin, an employee and a signed-out visitor', async () => {
    const { paid } = await twoCompanies('Nægt');
    const list = (
      await call(app, 'GET', '/api/admin/invoices?search=N%C3%A6gt', { cookie: superadminCookie })
    ).json();
    const id = list.items.find((row: { companyId: string }) => row.companyId === paid.companyId).id;
    for (const caller of await wrongCallers()) {
      const response = await call(
        app,
        'GET',
        `/api/admin/invoices/${id}/pdf`,
        caller.cookie ? { cookie: caller.cookie } : {},
      );
      expect(response.statusCode, caller.name).toBe(caller.status);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });
});

describe('the company page with billing', () => {
  it('shows the next payment, the failed payment, the card with its order id and the transactions', async () => {
    const { paid, failing, failedId } = await twoCompanies('Side');
    await createEmployee(app, paid.companyId, { login: {}, fields: { mobileAppAccess: true } });
    const page = (
      await call(app, 'GET', `/api/admin/companies/${paid.companyId}`, { cookie: superadminCookie })
    ).json();
    expect(page.subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      lastPaymentFailed: false,
      failedAttempts: 0,
      card: {
        cardType: 'Visa',
        maskedNumber: '4111 11•• •••• 1111',
        expiryMonth: 12,
        expiryYear: 2029,
        orderId: 'demo',
      },
      nextPayment: {
        lines: [
          { kind: 'plan', quantity: 1, amountOre: 50_000 },
          { kind: 'timereg', quantity: 1, unitPriceOre: 1_000, amountOre: 1_000 },
        ],
        netOre: 51_000,
      },
    });
    expect(page.transactions).toHaveLength(3);
    expect(page.transactions[0]).toMatchObject({ status: 'completed', netOre: 50_000, grossOre: 62_500 });

    const other = (
      await call(app, 'GET', `/api/admin/companies/${failing.companyId}`, { cookie: superadminCookie })
    ).json();
    expect(other.subscription).toMatchObject({ lastPaymentFailed: true, failedAttempts: 2, card: null });
    expect(other.transactions).toEqual([
      expect.objectContaining({ id: failedId, status: 'failed', invoiceNumber: null }),
    ]);
  });
});
