import { addBillingMonth, addDays, danishToday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  auditLog,
  billingTransactions,
  companies,
  mailOutbox,
  paymentCards,
  paymentOrders,
  subscriptions,
} from '../../src/db/schema/index';
import type { BillingDeps } from '../../src/features/billing/deps';
import { runBillingJobs } from '../../src/features/billing/run-billing-jobs';
import { createMailer } from '../../src/integrations/mail/index';
import {
  BuiltinPaymentProvider,
  builtinWindowSecret,
  createPaymentProvider,
  type PaymentProvider,
  signOnpayFields,
  TEST_CARDS,
} from '../../src/integrations/payments/index';
import { createEmployee, loginAs } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { followAccept, hiddenFields, payInWindow, upgradeThroughWindow } from './billing-flow';

let app: App;
let provider: BuiltinPaymentProvider;
const config = testConfig();
beforeAll(async () => {
  provider = new BuiltinPaymentProvider(`${config.baseUrl}/api/payment/builtin-window`);
  ({ app } = await buildTestApp({ config, paymentProvider: provider }));
});

const today = danishToday();

/** The jobs as the scheduler runs them, with the clock at noon on `date`, or at an instant. */
function jobsAt(
  at: string | Date,
  companyId?: string,
  withProvider: PaymentProvider = provider,
  overrides: Partial<BillingDeps> = {},
) {
  const now = typeof at === 'string' ? new Date(`${at}T12:00:00Z`) : at;
  const deps: BillingDeps = {
    db: app.database.db,
    provider: withProvider,
    mailer: createMailer({ smtpUrl: undefined, db: app.database.db }),
    baseUrl: config.baseUrl,
    seller: config.billing.seller,
    now: () => now,
    log: app.log,
    ...overrides,
  };
  return runBillingJobs(deps, companyId ? { companyId } : {});
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

describe('upgrading through the payment window', () => {
  it('starts premium with the card, a completed charge with an invoice number, and lists it', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    const { landed } = await upgradeThroughWindow(app, cookie, 'premium');
    expect(landed).toBe('/thank-you-upgrade');

    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'premium',
      status: 'active',
      hasPaymentCard: true,
      nextBillingDate: addBillingMonth(today),
      currentPeriodStart: today,
      lastPaymentFailed: false,
    });
    const [charge] = await transactionsOf(companyId);
    expect(charge).toMatchObject({ status: 'completed', netOre: 50_000, vatOre: 12_500, grossOre: 62_500 });
    expect(charge?.invoiceNumber).toBeGreaterThan(0);

    // The billing e-mail (without one set, the owner's) is told of the invoice.
    const mails = await app.database.db.select().from(mailOutbox);
    const invoiceMail = mails.find(
      (mail) => mail.subject === `Faktura nr. ${charge?.invoiceNumber} fra Kollega ApS`,
    );
    expect(invoiceMail?.to).toBe(owner.email);
    // With the invoice's PDF attached: the same file as the download, which parses and names its number.
    expect(invoiceMail?.attachments).toEqual([
      expect.objectContaining({
        filename: `Faktura-${charge?.invoiceNumber}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const pdf = Buffer.from(invoiceMail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.length).toBe(invoiceMail?.attachments[0]?.size);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(pdfText).toContain(`Fakturanummer: ${charge?.invoiceNumber}`);
    expect(invoiceMail?.text).toContain('som PDF');

    const overview = await call(app, 'GET', '/api/payment/subscription', { cookie });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({
      plan: 'premium',
      status: 'active',
      nextBillingDate: addBillingMonth(today),
      card: { cardType: 'Visa', maskedNumber: '4111 11•• •••• 1111', expiryMonth: 12 },
      nextPayment: { netOre: 50_000 },
      openCharges: [],
      banners: [],
    });
    const list = await call(app, 'GET', '/api/payment/transactions', { cookie });
    expect(list.json().items).toEqual([
      {
        id: charge?.id,
        invoiceNumber: charge?.invoiceNumber,
        date: today,
        netOre: 50_000,
        grossOre: 62_500,
        status: 'completed',
      },
    ]);
  });

  it('charges once when the callback and the browser return arrive twice each', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie,
      payload: { name: 'premiumplus', companyId: 'ignored' },
    });
    const { location } = await payInWindow(app, cookie, change.json().paymentLink);
    const callbackFields = Object.fromEntries(new URL(location).searchParams);
    for (let i = 0; i < 2; i += 1) {
      expect((await followAccept(app, location)).landed).toBe('/thank-you-upgrade');
      const replay = await app.inject({
        method: 'POST',
        url: '/api/payment/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(callbackFields).toString(),
      });
      expect(replay.statusCode).toBe(200);
    }
    const charges = await transactionsOf(companyId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'completed', plan: 'premiumplus', netOre: 250_000 });
  });

  it('does not decline the order when the window’s own signed form is posted to the callback (issue 25)', async () => {
    const { cookie } = await ownerSession(app);
    const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie,
      payload: { name: 'premium' },
    });
    const window = await app.inject({
      method: 'GET',
      url: new URL(change.json().paymentLink).pathname,
      headers: { cookie },
    });
    const form = hiddenFields(window.body);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    const [order] = await app.database.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, form.onpay_reference ?? ''));
    expect(order).toEqual({ status: 'pending' });
    // The window still works afterwards.
    const { location } = await payInWindow(app, cookie, change.json().paymentLink);
    expect((await followAccept(app, location)).landed).toBe('/thank-you-upgrade');
  });

  it('signs the built-in window with a key derived from ENCRYPTION_KEY, so two servers agree (issue 25)', () => {
    const one = createPaymentProvider(config) as BuiltinPaymentProvider;
    const two = createPaymentProvider(config) as BuiltinPaymentProvider;
    expect(one.kind).toBe('builtin');
    const request = {
      amountOre: 62_500,
      reference: '0b7c1f6e-3c1a-4c57-9a57-5b0c4d7a2f10',
      acceptUrl: `${config.baseUrl}/api/payment/accept`,
      declineUrl: `${config.baseUrl}/subscription`,
      callbackUrl: `${config.baseUrl}/api/payment/callback`,
    };
    const submitted = two.submitWindow({
      fields: one.windowForm(request).fields,
      cardNumber: TEST_CARDS.success.number,
      approve: true,
    });
    if (!submitted.ok) throw new Error('the second server refused the first one’s window');
    expect(one.verifyCallback(submitted.callbackFields)).toMatchObject({
      approved: true,
      reference: request.reference,
    });
    // Another installation's key does not.
    const other = new BuiltinPaymentProvider(
      `${config.baseUrl}/api/payment/builtin-window`,
      builtinWindowSecret('ff'.repeat(32)),
    );
    expect(other.verifyCallback(submitted.callbackFields)).toBeNull();
    expect(builtinWindowSecret(config.encryptionKey)).toBe(builtinWindowSecret(config.encryptionKey));
  });

  it('refuses a tampered callback and one signed with another secret', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie,
      payload: { name: 'premium' },
    });
    const window = await app.inject({
      method: 'GET',
      url: new URL(change.json().paymentLink).pathname,
      headers: { cookie },
    });
    const reference = /name="onpay_reference" value="([^"]+)"/.exec(window.body)?.[1] ?? '';
    const genuine = signOnpayFields(
      {
        onpay_uuid: 'builtin-success-x',
        onpay_reference: reference,
        onpay_amount: '62500',
        onpay_currency: 'DKK',
      },
      'not-the-secret',
    );
    for (const fields of [
      genuine,
      { ...genuine, onpay_amount: '1' },
      { ...genuine, onpay_hmac_sha1: 'zz' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BILLING_BAD_SIGNATURE');
    }
    // The browser's return with a bad signature lands on the error message.
    const accept = await app.inject({
      method: 'GET',
      url: `/api/payment/accept?${new URLSearchParams({ ...genuine, onpay_amount: '1' })}`,
    });
    expect(accept.headers.location).toBe('/subscription?onpay_errorcode=1000');
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'freemium', hasPaymentCard: false });
    expect(await transactionsOf(companyId)).toEqual([]);
  });

  it("'Afvis' and a declined card go back to /subscription with onpay_errorcode and change nothing", async () => {
    const { cookie, companyId } = await ownerSession(app);
    for (const options of [{ approve: false }, { card: 'declined' as const }]) {
      const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
        cookie,
        payload: { name: 'premium' },
      });
      const { location } = await payInWindow(app, cookie, change.json().paymentLink, options);
      expect(location).toBe(`${config.baseUrl}/subscription?onpay_errorcode=3`);
    }
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'freemium', hasPaymentCard: false });
  });

  it('opens the window of its own company only, once', async () => {
    const { cookie } = await ownerSession(app);
    const other = await ownerSession(app);
    const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie,
      payload: { name: 'premium' },
    });
    const path = new URL(change.json().paymentLink).pathname;
    expect(
      (await app.inject({ method: 'GET', url: path, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    const { location } = await payInWindow(app, cookie, change.json().paymentLink);
    await followAccept(app, location);
    const again = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(again.statusCode).toBe(409);
  });
});

describe('plan changes with a card on file', () => {
  it('upgrades at once, charged in full less the unused days of the paid period', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const change = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premiumplus' },
    });
    expect(change.json()).toEqual({ action: 'upgrade', paymentLink: null });
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'premiumplus',
      nextBillingDate: addBillingMonth(today),
    });
    const upgrade = (await transactionsOf(companyId)).find((row) => row.plan === 'premiumplus');
    // The premium period was charged today: all its days are left, so all of its price is credited.
    expect(upgrade).toMatchObject({ status: 'completed', netOre: 200_000, grossOre: 250_000 });
    expect(
      ((upgrade?.lines ?? []) as { kind: string; amountOre: number }[]).map((line) => [
        line.kind,
        line.amountOre,
      ]),
    ).toEqual([
      ['plan', 250_000],
      ['credit', -50_000],
    ]);
    // The current plan cannot be picked again.
    const same = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premiumplus' },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('BILLING_SAME_PLAN');
  });

  it('downgrades at nextBillingDate, charging the lower plan then', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premiumplus');
    const change = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premium' },
    });
    expect(change.json()).toEqual({ action: 'downgrade', paymentLink: null });
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'premiumplus', pendingPlan: 'premium' });
    const next = addBillingMonth(today);
    expect((await jobsAt(addDays(next, -1), companyId)).charged).toBe(0);
    expect((await jobsAt(next, companyId)).charged).toBe(1);
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'premium',
      pendingPlan: null,
      nextBillingDate: addBillingMonth(next),
    });
    const renewal = (await transactionsOf(companyId)).find((row) => row.periodStart === next);
    expect(renewal).toMatchObject({ status: 'completed', plan: 'premium', netOre: 50_000 });
  });

  it('completes a renewal whose invoice e-mail cannot be sent, and logs that it was not sent', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const errors: { details: object; message: string }[] = [];
    const report = await jobsAt(addBillingMonth(today), companyId, provider, {
      mailer: {
        kind: 'smtp',
        send: () => Promise.reject(new Error('the mail server is down')),
        close: async () => {},
      },
      log: { error: (details, message) => errors.push({ details, message }) },
    });
    expect(report.charged).toBe(1);
    const renewal = (await transactionsOf(companyId)).find(
      (row) => row.periodStart === addBillingMonth(today),
    );
    expect(renewal?.status).toBe('completed');
    expect(errors).toEqual([
      {
        message: 'the invoice e-mail was not sent',
        details: expect.objectContaining({ companyId, transactionId: renewal?.id }),
      },
    ]);
  });

  it('cancels: cancelled until nextBillingDate, then freemium; picking a plan again resumes', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const cancel = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'freemium' },
    });
    expect(cancel.json()).toEqual({ action: 'cancel', paymentLink: null });
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'premium', status: 'cancelled' });
    const resume = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premium' },
    });
    expect(resume.json()).toEqual({ action: 'nochange', paymentLink: null });
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'premium', status: 'active' });
    await call(app, 'POST', '/api/payment/subscriptions/update', { cookie, payload: { name: 'freemium' } });

    expect(await jobsAt(addBillingMonth(today), companyId)).toMatchObject({ toFreemium: 1, charged: 0 });
    // docs/rules/billing.md#ruling-32: with the card on file freemium's add-ons would be billed monthly from here on; there are none,
    // so nothing is charged and no invoice is made, and the next add-on period starts a month on.
    expect(await subscriptionOf(companyId)).toMatchObject({
      plan: 'freemium',
      status: 'active',
      nextBillingDate: addBillingMonth(addBillingMonth(today)),
    });
    expect(await transactionsOf(companyId)).toHaveLength(1);
  });

  it('counts employees who register time and extra admins in the next payment and the charge', async () => {
    const { cookie, companyId } = await ownerSession(app);
    for (let i = 0; i < 3; i += 1) {
      await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
    }
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true, timeRegistrationExempt: true } });
    await createEmployee(app, companyId, {
      fields: { mobileAppAccess: true, employmentStatus: 'inactive', endDate: '2024-01-01' },
    });
    await createEmployee(app, companyId, { role: 'admin' });
    await createEmployee(app, companyId, { role: 'admin' });
    await upgradeThroughWindow(app, cookie, 'premium');
    const overview = (await call(app, 'GET', '/api/payment/subscription', { cookie })).json();
    expect(overview.nextPayment).toEqual({
      lines: [
        expect.objectContaining({ kind: 'plan', quantity: 1, amountOre: 50_000 }),
        expect.objectContaining({ kind: 'timereg', quantity: 3, amountOre: 3_000 }),
        expect.objectContaining({ kind: 'extraAdmin', quantity: 1, amountOre: 2_500 }),
      ],
      netOre: 55_500,
    });
    const [charge] = await transactionsOf(companyId);
    expect(charge).toMatchObject({ netOre: 55_500, vatOre: 13_875, grossOre: 69_375 });
  });
});

describe('failed charges', () => {
  it('retries after 24 hours, suspends after the third try, and a new card charges the open amount', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium', 'failsLater');
    const next = addBillingMonth(today);
    const first = new Date(`${next}T03:00:00Z`);
    expect(await jobsAt(first, companyId)).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(companyId)).toMatchObject({
      status: 'active',
      lastPaymentFailed: true,
      failedAttempts: 1,
    });
    const overview = (await call(app, 'GET', '/api/payment/subscription', { cookie })).json();
    expect(overview.banners).toEqual(['paymentFailed']);
    expect(overview.openCharges).toEqual([
      expect.objectContaining({ status: 'failed', invoiceNumber: null }),
    ]);
    // No plan change while the period is unpaid.
    const blocked = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premiumplus' },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('BILLING_OPEN_CHARGE');
    // Not before 24 hours have passed.
    expect(await jobsAt(new Date(first.getTime() + 23 * 3_600_000), companyId)).toMatchObject({
      failed: 0,
      charged: 0,
    });
    expect(await jobsAt(new Date(first.getTime() + 24 * 3_600_000), companyId)).toMatchObject({ failed: 1 });
    expect(await jobsAt(new Date(first.getTime() + 48 * 3_600_000), companyId)).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(companyId)).toMatchObject({ status: 'terminated', failedAttempts: 3 });
    expect(await jobsAt(new Date(first.getTime() + 96 * 3_600_000), companyId)).toMatchObject({
      failed: 0,
      charged: 0,
    });
    const suspended = (await call(app, 'GET', '/api/payment/subscription', { cookie })).json();
    expect(suspended.banners).toEqual(['suspended']);
    const rows = await transactionsOf(companyId);
    expect(rows.find((row) => row.periodStart === next)).toMatchObject({
      status: 'failed',
      attempts: 3,
      invoiceNumber: null,
    });

    const changecard = await call(app, 'POST', '/api/payment/subscriptions/changecard', {
      cookie,
      payload: { currentOnPaySubscriptionId: 'x', companyId: 'ignored' },
    });
    expect(changecard.statusCode).toBe(200);
    const { location } = await payInWindow(app, cookie, changecard.json().paymentLink, {
      card: 'expiringSoon',
    });
    expect((await followAccept(app, location)).landed).toBe('/subscription');
    expect(await subscriptionOf(companyId)).toMatchObject({
      status: 'active',
      lastPaymentFailed: false,
      failedAttempts: 0,
    });
    const [card] = await app.database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.companyId, companyId));
    expect(card).toMatchObject({ cardType: 'Mastercard', cardLast4: '4444' });
    const paid = (await transactionsOf(companyId)).find((row) => row.periodStart === next);
    expect(paid).toMatchObject({ status: 'completed', attempts: 4 });
    expect(paid?.invoiceNumber).toBeGreaterThan(0);
    const after = (await call(app, 'GET', '/api/payment/subscription', { cookie })).json();
    expect(after.banners).toEqual(['cardExpiringSoon']);
  });

  it('refuses an upgrade with a declined card and changes nothing', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium', 'failsLater');
    const change = await call(app, 'POST', '/api/payment/subscriptions/update', {
      cookie,
      payload: { name: 'premiumplus' },
    });
    expect(change.statusCode).toBe(402);
    expect(change.json().error).toEqual({
      code: 'BILLING_PAYMENT_DECLINED',
      message: 'Der skete en fejl under betalingen. Prøv venligst igen eller kontakt support.',
    });
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'premium' });
    expect(await transactionsOf(companyId)).toHaveLength(1);
  });

  it('resume a charge left pending by a crash after 30 minutes, with the same order reference, once', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const next = addBillingMonth(today);
    const crashAt = new Date(`${next}T03:00:00Z`);
    const references: string[] = [];
    /** The built-in provider, recording each reference; `crash`: the server stops while the provider is asked. */
    const recording = (crash: boolean): PaymentProvider => ({
      kind: 'builtin',
      windowForm: (request) => provider.windowForm(request),
      verifyCallback: (fields) => provider.verifyCallback(fields),
      readCard: (id) => provider.readCard(id),
      cancel: () => provider.cancel(),
      async charge(id, amountOre, reference) {
        references.push(reference);
        if (crash) throw new Error('the server stopped');
        return provider.charge(id, amountOre, reference);
      },
    });
    await expect(jobsAt(crashAt, companyId, recording(true))).rejects.toThrow('the server stopped');
    const stuck = (await transactionsOf(companyId)).find((row) => row.periodStart === next);
    expect(stuck).toMatchObject({ status: 'pending', kind: 'renewal', attempts: 1, invoiceNumber: null });
    const overview = (await call(app, 'GET', '/api/payment/subscription', { cookie })).json();
    expect(overview.openCharges).toEqual([expect.objectContaining({ status: 'pending' })]);

    // Within the 30 minutes it may still be under way elsewhere: left alone, not charged again.
    const minutes = (count: number) => new Date(crashAt.getTime() + count * 60_000);
    expect(await jobsAt(minutes(29), companyId, recording(false))).toMatchObject({ charged: 0, failed: 0 });
    expect(references).toHaveLength(1);

    expect(await jobsAt(minutes(31), companyId, recording(false))).toMatchObject({ charged: 1 });
    expect(references).toEqual([references[0], references[0]]);
    expect(references[0]).toBe(`renewal:${stuck?.id}:1`);
    const rows = (await transactionsOf(companyId)).filter((row) => row.periodStart === next);
    expect(rows).toEqual([expect.objectContaining({ id: stuck?.id, status: 'completed', attempts: 1 })]);
    expect(rows[0]?.invoiceNumber).toBeGreaterThan(0);
    expect(await subscriptionOf(companyId)).toMatchObject({ nextBillingDate: addBillingMonth(next) });

    expect(await jobsAt(minutes(90), companyId, recording(false))).toMatchObject({ charged: 0 });
    expect(references).toHaveLength(2);
  });

  it('two job runners at once charge a period once', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const next = addBillingMonth(today);
    const reports = await Promise.all([
      jobsAt(next, companyId),
      jobsAt(next, companyId),
      jobsAt(next, companyId),
    ]);
    expect(reports.reduce((sum, report) => sum + report.charged, 0)).toBe(1);
    expect((await transactionsOf(companyId)).filter((row) => row.periodStart === next)).toHaveLength(1);
  });
});

describe('trial', () => {
  it('expires without a card and charges with one', async () => {
    const bare = await ownerSession(app);
    const withCard = await ownerSession(app);
    await upgradeThroughWindow(app, withCard.cookie, 'premium');
    for (const companyId of [bare.companyId, withCard.companyId]) {
      await app.database.db
        .update(subscriptions)
        .set({ plan: 'premium', trial: true, trialEndsAt: addDays(today, 30), nextBillingDate: null })
        .where(eq(subscriptions.companyId, companyId));
    }
    const end = addDays(today, 30);
    expect(await jobsAt(addDays(end, -1), bare.companyId)).toMatchObject({ expired: 0 });
    expect(await jobsAt(end, bare.companyId)).toMatchObject({ expired: 1 });
    expect(await subscriptionOf(bare.companyId)).toMatchObject({ status: 'expired' });
    // An expired trial may pick a plan again: through the payment window, having no card.
    const again = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie: bare.cookie,
      payload: { name: 'premium' },
    });
    expect(again.json()).toMatchObject({
      action: 'upgrade',
      paymentLink: expect.stringContaining('/api/payment/window/'),
    });
    expect(await jobsAt(end, withCard.companyId)).toMatchObject({ charged: 1 });
    expect(await subscriptionOf(withCard.companyId)).toMatchObject({
      status: 'active',
      trial: false,
      nextBillingDate: addBillingMonth(end),
    });
  });
});

describe('invoices', () => {
  it('are a PDF with every field of momsbekendtgørelsen §58', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await app.database.db
      .update(companies)
      .set({
        name: 'Købmand Hansen ApS',
        address: 'Åboulevarden 7',
        zipcode: '8000',
        city: 'Aarhus C',
        vat: '87654321',
      })
      .where(eq(companies.id, companyId));
    await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
    await upgradeThroughWindow(app, cookie, 'premium');
    const [charge] = await transactionsOf(companyId);
    const response = await app.inject({
      method: 'GET',
      url: `/api/payment/invoices/${charge?.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`Faktura-${charge?.invoiceNumber}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const [y, m, d] = today.split('-');
    const lastDay = addDays(addBillingMonth(today), -1).split('-');
    for (const field of [
      'Faktura',
      `Fakturanummer: ${charge?.invoiceNumber}`,
      `Fakturadato: ${d}.${m}.${y}`,
      'Kollega ApS',
      'Eksempelvej 1, 1000 København K',
      'CVR-nr.: 12345678',
      'Købmand Hansen ApS',
      'Åboulevarden 7',
      '8000 Aarhus C',
      'CVR-nr.: 87654321',
      'Abonnement Premium',
      `${d}.${m}.${y}–${lastDay[2]}.${lastDay[1]}.${lastDay[0]}`,
      'Tidsregistrering pr. medarbejder',
      '500,00 kr.',
      '10,00 kr.',
      'Total ekskl. moms',
      '510,00 kr.',
      'Moms 25 %',
      '127,50 kr.',
      'Total inkl. moms',
      '637,50 kr.',
    ]) {
      expect(text, field).toContain(field);
    }
    const viaPost = await call(app, 'POST', '/api/payment/generateinvoice', {
      cookie,
      payload: { id: charge?.id, companyId },
    });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keep the seller they were issued by when BILLING_SELLER_* changes afterwards', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    const [charge] = await transactionsOf(companyId);
    const issuedBy = { ...config.billing.seller };
    expect(charge?.seller).toEqual(issuedBy);
    const pdfText = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/payment/invoices/${charge?.id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return (
        await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true })
      ).text;
    };
    // The configuration the routes read is changed in place, as a restart with new variables would.
    Object.assign(config.billing.seller, {
      name: 'Ny Sælger A/S',
      address: 'Nygade 2, 5000 Odense C',
      cvr: '99887766',
      email: 'faktura@nysaelger.dk',
    });
    try {
      const text = await pdfText();
      for (const field of [issuedBy.name, issuedBy.address, `CVR-nr.: ${issuedBy.cvr}`, issuedBy.email]) {
        expect(text, field).toContain(field);
      }
      expect(text).not.toContain('Ny Sælger');
      expect(text).not.toContain('99887766');
      // A charge completed before sellers were fixed on the row (null) is rendered with the configuration.
      await app.database.db
        .update(billingTransactions)
        .set({ seller: null })
        .where(eq(billingTransactions.id, charge?.id ?? ''));
      expect(await pdfText()).toContain('Ny Sælger A/S');
    } finally {
      Object.assign(config.billing.seller, issuedBy);
    }
  });

  it("answer 404 for another company's invoice, a malformed id, and a failed charge", async () => {
    const owner = await ownerSession(app);
    const stranger = await ownerSession(app);
    await upgradeThroughWindow(app, owner.cookie, 'premium');
    const [charge] = await transactionsOf(owner.companyId);
    for (const url of [`/api/payment/invoices/${charge?.id}`, '/api/payment/invoices/not-a-uuid']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } });
      expect(response.statusCode).toBe(404);
    }
    const post = await call(app, 'POST', '/api/payment/generateinvoice', {
      cookie: stranger.cookie,
      payload: { id: charge?.id },
    });
    expect(post.statusCode).toBe(404);
    expect(
      (await call(app, 'GET', '/api/payment/transactions', { cookie: stranger.cookie })).json().items,
    ).toEqual([]);
  });

  it('numbers completed charges in one series without gaps', async () => {
    const a = await ownerSession(app);
    const b = await ownerSession(app);
    await upgradeThroughWindow(app, a.cookie, 'premium');
    await upgradeThroughWindow(app, b.cookie, 'premium', 'failsLater');
    await jobsAt(addBillingMonth(today)); // a is charged, b fails (no number)
    const all = await app.database.db.select().from(billingTransactions);
    const numbers = all
      .map((row) => row.invoiceNumber)
      .filter((value): value is number => value !== null)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(all.filter((row) => row.status === 'failed').every((row) => row.invoiceNumber === null)).toBe(
      true,
    );
  });
});

describe('a company without a subscription row (older data)', () => {
  it('reads as freemium without writing one, and gets its row with its first change', async () => {
    const { cookie, companyId } = await ownerSession(app);
    // Every new company gets its row with the company (complete-signup, the seed).
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'freemium', status: 'active' });
    await app.database.db.delete(subscriptions).where(eq(subscriptions.companyId, companyId));

    const overview = await call(app, 'GET', '/api/payment/subscription', { cookie });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ plan: 'freemium', status: 'active', nextBillingDate: null });
    expect(await jobsAt(addBillingMonth(today), companyId)).toMatchObject({ charged: 0, skipped: 0 });
    expect(await subscriptionOf(companyId)).toBeUndefined();

    const { landed } = await upgradeThroughWindow(app, cookie, 'premium');
    expect(landed).toBe('/thank-you-upgrade');
    expect(await subscriptionOf(companyId)).toMatchObject({ plan: 'premium', status: 'active' });
  });
});

describe('roles', () => {
  it('refuses employees and lets a plain admin of the company see the page', async () => {
    const { companyId } = await ownerSession(app);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, { email: account?.email ?? '', password: 'Kodeord-1234' });
    const response = await call(app, 'GET', '/api/payment/subscription', { cookie });
    expect(response.statusCode).toBe(403);
    const change = await call(app, 'POST', '/api/payment/subscriptions/add', {
      cookie,
      payload: { name: 'premium' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('writes an audit row for each change', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await upgradeThroughWindow(app, cookie, 'premium');
    await call(app, 'POST', '/api/payment/subscriptions/update', { cookie, payload: { name: 'freemium' } });
    const actions = (
      await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, companyId)))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'billing.window.opened',
        'billing.card.saved',
        'billing.charge.completed',
        'billing.subscription.cancel',
      ]),
    );
  });
});
