import { addBillingMonth, addDays, danishToday } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { billingTransactions, subscriptions } from '../../src/db/schema/index';
import type { BillingDeps } from '../../src/features/billing/deps';
import { runBillingJobs } from '../../src/features/billing/run-billing-jobs';
import { createMailer } from '../../src/integrations/mail/index';
import { BuiltinPaymentProvider, type TestCardKey } from '../../src/integrations/payments/index';
import { createEmployee } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { followAccept, payInWindow, upgradeThroughWindow } from './billing-flow';

// Issue 23: docs/rules/billing.md#ruling-32 (time registration is billed on every plan, freemium included), the failed invoice's hint
// after suspension, and the upgrade credit covering the add-ons and naming the invoice it credits.

let app: App;
let provider: BuiltinPaymentProvider;
const config = testConfig();
beforeAll(async () => {
  provider = new BuiltinPaymentProvider(`${config.baseUrl}/api/payment/builtin-window`);
  ({ app } = await buildTestApp({ config, paymentProvider: provider }));
});

const today = danishToday();

/** The jobs as the scheduler runs them, with the clock at noon on `date`, or at an instant. */
function jobsAt(at: string | Date, companyId: string) {
  const now = typeof at === 'string' ? new Date(`${at}T12:00:00Z`) : at;
  const deps: BillingDeps = {
    db: app.database.db,
    provider,
    mailer: createMailer({ smtpUrl: undefined, db: app.database.db }),
    baseUrl: config.baseUrl,
    seller: config.billing.seller,
    now: () => now,
    log: app.log,
  };
  return runBillingJobs(deps, { companyId });
}

async function subscriptionOf(companyId: string) {
  const [row] = await app.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row;
}

async function transactionsOf(companyId: string) {
  return app.database.db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.companyId, companyId));
}

/** 'Tilknyt betalingskort' on freemium: the payment window for a card, no plan change. */
async function addCard(cookie: string, card: TestCardKey = 'success') {
  const changecard = await call(app, 'POST', '/api/payment/subscriptions/changecard', {
    cookie,
    payload: {},
  });
  expect(changecard.statusCode, changecard.body).toBe(200);
  const { location } = await payInWindow(app, cookie, changecard.json().paymentLink, { card });
  expect((await followAccept(app, location)).landed).toBe('/subscription');
}

async function giveAppAccess(companyId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
  }
}

const linesOf = (row: { lines: unknown } | undefined) =>
  ((row?.lines ?? []) as { kind: string; quantity: number; amountOre: number; description: string }[]).map(
    (line) => [line.kind, line.quantity, line.amountOre],
  );

async function overview(cookie: string) {
  const response = await call(app, 'GET', '/api/payment/subscription', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('time registration on freemium (docs/rules/billing.md#ruling-32)', () => {
  it('charges the add-ons monthly from the day the card was added', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await addCard(cookie);
    // No add-ons on the day the card was added: no charge, no invoice, but the period counts from today.
    expect(await transactionsOf(companyId)).toEqual([]);
    const next = addBillingMonth(today);
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'freemium', nextBillingDate: next });

    await giveAppAccess(companyId, 2);
    expect(await overview(cookie)).toMatchObject({
      plan: 'freemium',
      nextBillingDate: next,
      nextPayment: {
        lines: [
          expect.objectContaining({ kind: 'timereg', quantity: 2, unitPriceOre: 1_000, amountOre: 2_000 }),
        ],
        netOre: 2_000,
      },
    });

    expect(await jobsAt(addDays(next, -1), companyId)).toMatchObject({ charged: 0 });
    expect(await jobsAt(next, companyId)).toMatchObject({ charged: 1 });
    const [charge] = await transactionsOf(companyId);
    expect(charge).toMatchObject({
      status: 'completed',
      plan: 'freemium',
      periodStart: next,
      periodEnd: addBillingMonth(next),
      netOre: 2_000,
      vatOre: 500,
      grossOre: 2_500,
    });
    expect(linesOf(charge)).toEqual([['timereg', 2, 2_000]]);
    expect(charge?.invoiceNumber).toBeGreaterThan(0);
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      status: 'active',
      nextBillingDate: addBillingMonth(next),
    });
    // The invoice is on the page and its PDF names the line.
    const list = (await call(app, 'GET', '/api/payment/transactions', { cookie })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: charge?.id, netOre: 2_000, grossOre: 2_500 })]);
    const pdf = await call(app, 'GET', `/api/payment/invoices/${charge?.id}`, { cookie });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Tidsregistrering pr. medarbejder');
    // Charged once: the same day again finds the period done.
    expect(await jobsAt(next, companyId)).toMatchObject({ charged: 0 });
  });

  it('charges at once when the card is added with add-ons already there, extra admins included', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await giveAppAccess(companyId, 2);
    await createEmployee(app, companyId, { role: 'admin' });
    // Without a card nothing is charged on freemium.
    expect((await overview(cookie)).nextPayment).toEqual({ lines: [], netOre: 0 });
    expect(await jobsAt(addBillingMonth(today), companyId)).toMatchObject({ charged: 0 });

    await addCard(cookie);
    const [charge] = await transactionsOf(companyId);
    expect(charge).toMatchObject({
      status: 'completed',
      plan: 'freemium',
      periodStart: today,
      netOre: 4_500,
    });
    expect(linesOf(charge)).toEqual([
      ['timereg', 2, 2_000],
      ['extraAdmin', 1, 2_500],
    ]);
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      currentPeriodStart: today,
      nextBillingDate: addBillingMonth(today),
    });
    expect((await overview(cookie)).nextPayment.netOre).toBe(4_500);
  });

  it('leaves a month without add-ons uncharged and without an invoice, and counts on from the card day', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await addCard(cookie);
    const next = addBillingMonth(today);
    expect((await overview(cookie)).nextPayment).toEqual({ lines: [], netOre: 0 });
    expect(await jobsAt(next, companyId)).toMatchObject({ charged: 0, failed: 0 });
    expect(await transactionsOf(companyId)).toEqual([]);
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      nextBillingDate: addBillingMonth(next),
    });
  });

  it('charges the add-ons after a cancellation back to freemium', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await giveAppAccess(companyId, 2);
    await upgradeThroughWindow(app, cookie, 'premium');
    await call(app, 'POST', '/api/payment/subscriptions/update', { cookie, payload: { name: 'freemium' } });
    const next = addBillingMonth(today);
    // The next payment is freemium's: the add-ons, on the day the paid period ends.
    expect(await overview(cookie)).toMatchObject({
      status: 'cancelled',
      nextBillingDate: next,
      nextPayment: { lines: [expect.objectContaining({ kind: 'timereg', quantity: 2 })], netOre: 2_000 },
    });
    expect(await jobsAt(next, companyId)).toMatchObject({ toFreemium: 1, charged: 1 });
    const renewal = (await transactionsOf(companyId)).find((row) => row.periodStart === next);
    expect(renewal).toMatchObject({ status: 'completed', plan: 'freemium', netOre: 2_000 });
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      status: 'active',
      nextBillingDate: addBillingMonth(next),
    });
  });

  it('starts the add-on period on the day a trial with a card changes to freemium at once', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    await giveAppAccess(companyId, 2);
    await app.database.db
      .update(subscriptions)
      .set({ trial: true, trialEndsAt: addDays(today, 30), nextBillingDate: null })
      .where(eq(subscriptions.companyId, companyId));
    const cancel = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'freemium' },
    });
    expect(cancel.json()).toEqual({ action: 'cancel', paymentLink: null });
    const addOns = (await transactionsOf(companyId)).find((row) => row.plan === 'freemium');
    expect(addOns).toMatchObject({ status: 'completed', periodStart: today, netOre: 2_000 });
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      trial: false,
      nextBillingDate: addBillingMonth(today),
    });
  });
});

describe('a failed invoice after suspension', () => {
  it('no longer promises a retry in 24 hours', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium', 'failsLater');
    const first = new Date(`${addBillingMonth(today)}T03:00:00Z`);
    await jobsAt(first, companyId);
    expect(await overview(cookie)).toMatchObject({ status: 'active', retryScheduled: true });
    await jobsAt(new Date(first.getTime() + 24 * 3_600_000), companyId);
    await jobsAt(new Date(first.getTime() + 48 * 3_600_000), companyId);
    expect(await overview(cookie)).toMatchObject({
      status: 'terminated',
      retryScheduled: false,
      openCharges: [expect.objectContaining({ status: 'failed' })],
    });
  });
});

describe('the upgrade credit', () => {
  it('covers the add-ons the unused days paid for and names the invoice it credits', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await giveAppAccess(companyId, 3);
    await createEmployee(app, companyId, { role: 'admin' });
    await createEmployee(app, companyId, { role: 'admin' });
    await upgradeThroughWindow(app, cookie, 'premium');
    const [paid] = await transactionsOf(companyId);
    expect(paid).toMatchObject({ netOre: 55_500 });
    const change = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premiumplus' },
    });
    expect(change.json()).toEqual({ action: 'upgrade', paymentLink: null });
    const upgrade = (await transactionsOf(companyId)).find((row) => row.plan === 'premiumplus');
    // Charged today: every day is left, so all of the 555 kr. is credited, not only the plan's 500 kr.
    expect(linesOf(upgrade)).toEqual([
      ['plan', 1, 250_000],
      ['timereg', 3, 3_000],
      ['credit', 1, -55_500],
    ]);
    const credit = ((upgrade?.lines ?? []) as { kind: string; description: string }[]).find(
      (line) => line.kind === 'credit',
    );
    expect(credit?.description).toBe(`Kredit for ubrugte dage på faktura ${paid?.invoiceNumber}`);
    expect(upgrade).toMatchObject({ status: 'completed', netOre: 197_500 });
  });

  it("credits a freemium add-on period's invoice on an upgrade", async () => {
    const { cookie, companyId } = await ownerSession(app);
    await giveAppAccess(companyId, 2);
    await addCard(cookie);
    const [addOns] = await transactionsOf(companyId);
    expect(addOns).toMatchObject({ plan: 'freemium', netOre: 2_000 });
    await call(app, 'POST', '/api/payment/subscriptions/update', { cookie, payload: { name: 'premium' } });
    const upgrade = (await transactionsOf(companyId)).find((row) => row.plan === 'premium');
    expect(linesOf(upgrade)).toEqual([
      ['plan', 1, 50_000],
      ['timereg', 2, 2_000],
      ['credit', 1, -2_000],
    ]);
    expect(((upgrade?.lines ?? []) as { description: string }[])[2]?.description).toBe(
      `Kredit for ubrugte dage på faktura ${addOns?.invoiceNumber}`,
    );
  });
});
