import { describe, expect, it } from 'vitest';
import { creditLine, invoiceTotals, nextPayment, periodLines, prorationCreditOre } from './billing-amounts';
import { BILLING_MESSAGES, failedInvoiceHint } from './billing-messages';
import {
  addBillingMonth,
  afterCharge,
  billingBanners,
  cardState,
  chargeWillBeRetried,
  classifyPlanChange,
  dueAction,
  RETRY_AFTER_MS,
} from './subscription-rules';

describe('period amounts (docs/rules/billing.md#ruling-27)', () => {
  it('charges the plan alone when nothing is added', () => {
    const lines = periodLines({ plan: 'premium', timeRegistrationUsers: 0, adminCount: 2 });
    expect(lines).toEqual([
      {
        kind: 'plan',
        description: 'Abonnement Premium',
        quantity: 1,
        unitPriceOre: 50_000,
        amountOre: 50_000,
      },
    ]);
    expect(invoiceTotals(lines)).toEqual({ netOre: 50_000, vatOre: 12_500, grossOre: 62_500 });
  });

  it('adds 10 kr. per employee who registers time and 25 kr. per admin beyond the included ones', () => {
    const lines = periodLines({ plan: 'premium', timeRegistrationUsers: 3, adminCount: 4 });
    expect(lines.map((line) => [line.kind, line.quantity, line.amountOre])).toEqual([
      ['plan', 1, 50_000],
      ['timereg', 3, 3_000],
      ['extraAdmin', 2, 5_000],
    ]);
    expect(invoiceTotals(lines).netOre).toBe(58_000);
  });

  it('includes three admins on premiumplus', () => {
    expect(periodLines({ plan: 'premiumplus', timeRegistrationUsers: 0, adminCount: 3 })).toHaveLength(1);
    expect(periodLines({ plan: 'premiumplus', timeRegistrationUsers: 0, adminCount: 4 })[1]?.amountOre).toBe(
      2_500,
    );
  });

  it('charges freemium for the add-ons only: time registration and admins beyond the owner (docs/rules/billing.md#ruling-32)', () => {
    const lines = periodLines({ plan: 'freemium', timeRegistrationUsers: 2, adminCount: 2 });
    expect(lines.map((line) => [line.kind, line.quantity, line.amountOre])).toEqual([
      ['timereg', 2, 2_000],
      ['extraAdmin', 1, 2_500],
    ]);
    expect(invoiceTotals(lines).netOre).toBe(4_500);
    // No add-ons: no lines, so no charge and no invoice.
    expect(periodLines({ plan: 'freemium', timeRegistrationUsers: 0, adminCount: 1 })).toEqual([]);
  });

  it('adds moms once to the total, rounded to whole øre, not per line', () => {
    const lines = [
      { kind: 'plan' as const, description: 'a', quantity: 1, unitPriceOre: 1, amountOre: 1 },
      { kind: 'timereg' as const, description: 'b', quantity: 1, unitPriceOre: 1, amountOre: 1 },
    ];
    // Per line: 1.25 → 1 + 1.25 → 1 = 2 øre moms-incl. each… once: 2 × 1.25 = 2.5 → 3.
    expect(invoiceTotals(lines)).toEqual({ netOre: 2, vatOre: 1, grossOre: 3 });
    expect(invoiceTotals([{ ...lines[0]!, amountOre: 3 }])).toEqual({ netOre: 3, vatOre: 1, grossOre: 4 });
  });
});

describe('upgrade credit (docs/rules/billing.md#ruling-27)', () => {
  const period = { paidOre: 50_000, invoiceNumber: 1042, start: '2025-03-01', end: '2025-04-01' };

  it('credits days left / days in the period × what the period was charged, rounded to øre', () => {
    // 31 days, 21 left: 21/31 × 50000 = 33870.97 → 33871
    expect(prorationCreditOre(period, '2025-03-11')).toBe(-33_871);
    expect(creditLine(period, '2025-03-11')[0]).toMatchObject({
      kind: 'credit',
      amountOre: -33_871,
      period: { start: '2025-03-11', end: '2025-04-01' },
    });
  });

  it('credits the add-ons the unused days paid for too, and names the invoice it credits', () => {
    // The period's invoice: premium 500 kr. + 3 × 10 kr. time registration + 1 × 25 kr. extra admin = 555 kr.
    const charged = periodLines({ plan: 'premium', timeRegistrationUsers: 3, adminCount: 3 });
    const paidOre = invoiceTotals(charged).netOre;
    expect(paidOre).toBe(55_500);
    // 31 days, 21 left: 21/31 × 55500 = 37596.77 → 37597
    expect(creditLine({ ...period, paidOre }, '2025-03-11')).toEqual([
      {
        kind: 'credit',
        description: 'Kredit for ubrugte dage på faktura 1042',
        quantity: 1,
        unitPriceOre: -37_597,
        amountOre: -37_597,
        period: { start: '2025-03-11', end: '2025-04-01' },
      },
    ]);
  });

  it('credits the whole period on its first day and nothing on or after its end', () => {
    expect(prorationCreditOre(period, '2025-03-01')).toBe(-50_000);
    expect(prorationCreditOre(period, '2025-04-01')).toBe(0);
    expect(creditLine(period, '2025-05-01')).toEqual([]);
  });

  it('subtracts the credit before moms', () => {
    const lines = [
      ...periodLines({ plan: 'premiumplus', timeRegistrationUsers: 0, adminCount: 1 }),
      ...creditLine(period, '2025-03-11'),
    ];
    expect(invoiceTotals(lines)).toEqual({ netOre: 216_129, vatOre: 54_032, grossOre: 270_161 });
  });
});

describe('billing months', () => {
  it('is one calendar month later, clamped to the end of a shorter month', () => {
    expect(addBillingMonth('2025-01-15')).toBe('2025-02-15');
    expect(addBillingMonth('2025-01-31')).toBe('2025-02-28');
    expect(addBillingMonth('2024-01-31')).toBe('2024-02-29');
    expect(addBillingMonth(addBillingMonth('2025-01-31'))).toBe('2025-03-28');
    expect(addBillingMonth('2025-12-31')).toBe('2026-01-31');
  });
});

describe('plan changes (hr-core §4)', () => {
  const on = (plan: 'freemium' | 'premium' | 'premiumplus', status: 'active' | 'cancelled' = 'active') => ({
    plan,
    status,
    pendingPlan: null,
  });

  it('names each change', () => {
    expect(classifyPlanChange(on('freemium'), 'premium')).toBe('upgrade');
    expect(classifyPlanChange(on('freemium'), 'premiumplus')).toBe('upgrade');
    expect(classifyPlanChange(on('premium'), 'premiumplus')).toBe('upgrade');
    expect(classifyPlanChange(on('premiumplus'), 'premium')).toBe('downgrade');
    expect(classifyPlanChange(on('premiumplus'), 'freemium')).toBe('cancel');
  });

  it('lets an expired trial pick any plan again', () => {
    const expired = { plan: 'premium' as const, status: 'expired' as const, pendingPlan: null };
    expect(classifyPlanChange(expired, 'premium')).toBe('upgrade');
    expect(classifyPlanChange(expired, 'freemium')).toBe('cancel');
  });

  it('refuses the current plan unless cancelled; after cancelling any plan may be picked', () => {
    expect(classifyPlanChange(on('premium'), 'premium')).toBeNull();
    expect(classifyPlanChange(on('freemium'), 'freemium')).toBeNull();
    expect(classifyPlanChange(on('premium', 'cancelled'), 'premium')).toBe('nochange');
    expect(classifyPlanChange(on('premium', 'cancelled'), 'premiumplus')).toBe('upgrade');
    expect(
      classifyPlanChange({ plan: 'premiumplus', status: 'active', pendingPlan: 'premium' }, 'premiumplus'),
    ).toBe('nochange');
  });
});

describe('the recurring jobs (docs/rules/billing.md#ruling-27)', () => {
  const base = {
    plan: 'premium' as const,
    status: 'active' as const,
    pendingPlan: null,
    trial: false,
    trialEndsAt: null,
    nextBillingDate: '2025-03-01',
    hasCard: true,
  };

  it('charges on nextBillingDate, not before', () => {
    expect(dueAction(base, '2025-02-28')).toEqual({ kind: 'none' });
    expect(dueAction(base, '2025-03-01')).toEqual({
      kind: 'charge',
      plan: 'premium',
      periodStart: '2025-03-01',
    });
  });

  it('moves a cancelled subscription to freemium and a pending downgrade to the lower plan', () => {
    expect(dueAction({ ...base, status: 'cancelled' }, '2025-03-01')).toEqual({ kind: 'toFreemium' });
    expect(dueAction({ ...base, plan: 'premiumplus', pendingPlan: 'premium' }, '2025-03-02')).toEqual({
      kind: 'charge',
      plan: 'premium',
      periodStart: '2025-03-01',
    });
  });

  it('charges freemium with a card from its billing date, and never freemium without one (docs/rules/billing.md#ruling-32)', () => {
    const freemium = { ...base, plan: 'freemium' as const };
    expect(dueAction(freemium, '2025-02-28')).toEqual({ kind: 'none' });
    expect(dueAction(freemium, '2025-03-01')).toEqual({
      kind: 'charge',
      plan: 'freemium',
      periodStart: '2025-03-01',
    });
    expect(dueAction({ ...freemium, hasCard: false }, '2025-03-01')).toEqual({ kind: 'none' });
    expect(dueAction({ ...freemium, nextBillingDate: null }, '2025-03-01')).toEqual({ kind: 'none' });
  });

  it('expires a trial without a card and charges one with a card', () => {
    const trial = { ...base, trial: true, trialEndsAt: '2025-03-10', nextBillingDate: null };
    expect(dueAction({ ...trial, hasCard: false }, '2025-03-09')).toEqual({ kind: 'none' });
    expect(dueAction({ ...trial, hasCard: false }, '2025-03-10')).toEqual({ kind: 'expire' });
    expect(dueAction({ ...trial, hasCard: true }, '2025-03-10')).toEqual({
      kind: 'charge',
      plan: 'premium',
      periodStart: '2025-03-10',
    });
  });

  it('retries a failed charge after 24 hours and suspends after the third', () => {
    const now = new Date('2025-03-01T03:00:00Z');
    const first = afterCharge(0, false, now);
    expect(first).toMatchObject({ status: 'active', lastPaymentFailed: true, failedAttempts: 1 });
    expect(first.nextRetryAt?.getTime()).toBe(now.getTime() + RETRY_AFTER_MS);
    expect(afterCharge(1, false, now)).toMatchObject({ status: 'active', failedAttempts: 2 });
    expect(afterCharge(2, false, now)).toEqual({
      status: 'terminated',
      lastPaymentFailed: true,
      failedAttempts: 3,
      nextRetryAt: null,
    });
    expect(afterCharge(2, true, now)).toEqual({
      status: 'active',
      lastPaymentFailed: false,
      failedAttempts: 0,
      nextRetryAt: null,
    });
  });
});

describe('the next payment (docs/rules/billing.md#ruling-32)', () => {
  const counts = { timeRegistrationUsers: 2, adminCount: 1 };

  it("is freemium's add-ons with a card, and nothing without one", () => {
    const freemium = { plan: 'freemium' as const, status: 'active' as const, pendingPlan: null };
    expect(nextPayment({ ...freemium, hasCard: true }, counts)).toEqual({
      lines: [expect.objectContaining({ kind: 'timereg', quantity: 2, amountOre: 2_000 })],
      netOre: 2_000,
    });
    expect(nextPayment({ ...freemium, hasCard: false }, counts)).toEqual({ lines: [], netOre: 0 });
    expect(nextPayment({ ...freemium, hasCard: true }, { timeRegistrationUsers: 0, adminCount: 1 })).toEqual({
      lines: [],
      netOre: 0,
    });
  });

  it('after a cancellation is the add-ons still charged on freemium', () => {
    const cancelled = { plan: 'premium' as const, status: 'cancelled' as const, pendingPlan: null };
    expect(nextPayment({ ...cancelled, hasCard: true }, counts).netOre).toBe(2_000);
  });
});

describe('a failed invoice', () => {
  it('promises a retry only while one will happen', () => {
    const retrying = { status: 'active' as const, nextRetryAt: new Date('2025-03-02T03:00:00Z') };
    expect(chargeWillBeRetried(retrying)).toBe(true);
    expect(failedInvoiceHint(true)).toBe(BILLING_MESSAGES.invoiceFailedHint);
    // Suspended after the third try (status terminated): no retry is scheduled.
    expect(chargeWillBeRetried({ status: 'terminated', nextRetryAt: null })).toBe(false);
    expect(chargeWillBeRetried({ status: 'terminated', nextRetryAt: retrying.nextRetryAt })).toBe(false);
    expect(failedInvoiceHint(false)).not.toContain('forsøger igen');
    expect(failedInvoiceHint(false)).toBe(BILLING_MESSAGES.invoiceFailedSuspendedHint);
  });
});

describe('cards and banners', () => {
  it('says when a card has expired or expires within 30 days', () => {
    expect(cardState({ expiryMonth: 2, expiryYear: 2025 }, '2025-03-01')).toBe('expired');
    expect(cardState({ expiryMonth: 3, expiryYear: 2025 }, '2025-03-01')).toBe('expiringSoon');
    expect(cardState({ expiryMonth: 4, expiryYear: 2025 }, '2025-03-01')).toBe('valid');
  });

  it('shows the most urgent banners', () => {
    const card = { expiryMonth: 12, expiryYear: 2030 };
    const input = {
      plan: 'premium' as const,
      status: 'active' as const,
      trial: false,
      lastPaymentFailed: false,
    };
    expect(billingBanners({ ...input, card }, '2025-03-01')).toEqual([]);
    expect(billingBanners({ ...input, card, lastPaymentFailed: true }, '2025-03-01')).toEqual([
      'paymentFailed',
    ]);
    expect(
      billingBanners({ ...input, card, status: 'terminated', lastPaymentFailed: true }, '2025-03-01'),
    ).toEqual(['suspended']);
    expect(billingBanners({ ...input, card: null }, '2025-03-01')).toEqual(['noCard']);
    expect(billingBanners({ ...input, plan: 'freemium', card: null }, '2025-03-01')).toEqual([]);
  });
});
