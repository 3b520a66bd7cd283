import type { SubscriptionOverview, TransactionList } from '@kollega/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderPage } from '../../test/render-page';
import { SubscriptionPage } from './subscription-page';

const PREMIUM_PLUS: SubscriptionOverview = {
  plan: 'premiumplus',
  status: 'active',
  trial: false,
  trialEndsAt: null,
  nextBillingDate: '2026-04-15',
  pendingPlan: null,
  lastPaymentFailed: true,
  retryScheduled: true,
  nextPayment: {
    lines: [
      {
        kind: 'plan',
        description: 'Abonnement Premium Plus',
        quantity: 1,
        unitPriceOre: 250_000,
        amountOre: 250_000,
      },
      {
        kind: 'timereg',
        description: 'Tidsregistrering pr. medarbejder',
        quantity: 3,
        unitPriceOre: 1_000,
        amountOre: 3_000,
      },
    ],
    netOre: 253_000,
  },
  card: { cardType: 'Visa', maskedNumber: '4111 11•• •••• 1111', expiryMonth: 12, expiryYear: 2029 },
  openCharges: [
    {
      id: 'f1',
      invoiceNumber: null,
      date: '2026-03-15',
      netOre: 253_000,
      grossOre: 316_250,
      status: 'failed',
    },
  ],
  banners: ['paymentFailed'],
};
const INVOICES: TransactionList = {
  items: [
    {
      id: 't1',
      invoiceNumber: 7,
      date: '2026-02-15',
      netOre: 250_000,
      grossOre: 312_500,
      status: 'completed',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionPage', () => {
  it('shows the plan, the next payment lines, the card and the invoices with their hints', async () => {
    stubApi({
      'GET /api/payment/subscription': Response.json(PREMIUM_PLUS),
      'GET /api/payment/transactions': Response.json(INVOICES),
    });
    await renderPage(SubscriptionPage, { path: '/subscription' });
    expect(await screen.findByRole('heading', { name: 'Abonnement', level: 1 })).toBeTruthy();
    expect(screen.getByText('15.04.2026')).toBeTruthy();
    expect(screen.getByText('Tidsregistrering pr. medarbejder')).toBeTruthy();
    const next = screen.getByRole('region', { name: 'Næste betaling' });
    expect(within(next).getByText('2.530,00 kr.')).toBeTruthy();
    expect(screen.getByText('Visa 4111 11•• •••• 1111')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skift betalingskort' })).toBeTruthy();
    const invoices = screen.getByRole('region', { name: 'Fakturaer' });
    for (const column of ['Fakturanummer', 'Dato', 'Total ekskl. moms', 'Total inkl. moms', 'Fil']) {
      expect(within(invoices).getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const failed = (await within(invoices).findByText('Fejlet')).closest(
      '.mantine-Badge-root',
    ) as HTMLElement;
    // Dark text on the light colour: a shade ('red.9') on a light badge paints it solid under pale text.
    expect(failed.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-red-light)');
    expect(failed.style.color).toBe('var(--mantine-color-dark-8)');
    expect(
      within(invoices).getByText('Vi kunne ikke trække pengene fra din konto, vi forsøger igen om 24 timer'),
    ).toBeTruthy();
    const pdf = within(invoices).getByRole('link', { name: 'Hent faktura 7 som PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/payment/invoices/t1');
  });

  it('promises no retry on the failed invoice once suspended', async () => {
    stubApi({
      'GET /api/payment/subscription': Response.json({
        ...PREMIUM_PLUS,
        status: 'terminated',
        retryScheduled: false,
        banners: ['suspended'],
      } satisfies SubscriptionOverview),
      'GET /api/payment/transactions': Response.json(INVOICES),
    });
    await renderPage(SubscriptionPage, { path: '/subscription' });
    const invoices = await screen.findByRole('region', { name: 'Fakturaer' });
    expect(await within(invoices).findByText('Fejlet')).toBeTruthy();
    expect(invoices.textContent).not.toContain('forsøger igen');
    expect(
      within(invoices).getByText(
        'Vi kunne ikke trække pengene fra din konto. Skift betalingskort, så trækker vi beløbet med det samme.',
      ),
    ).toBeTruthy();
  });

  it("shows freemium's add-ons as the next payment with its date (docs/rules/billing.md#ruling-32)", async () => {
    stubApi({
      'GET /api/payment/subscription': Response.json({
        ...PREMIUM_PLUS,
        plan: 'freemium',
        nextBillingDate: '2026-05-03',
        lastPaymentFailed: false,
        retryScheduled: false,
        nextPayment: {
          lines: [
            {
              kind: 'timereg',
              description: 'Tidsregistrering pr. medarbejder',
              quantity: 2,
              unitPriceOre: 1_000,
              amountOre: 2_000,
            },
          ],
          netOre: 2_000,
        },
        openCharges: [],
        banners: [],
      } satisfies SubscriptionOverview),
      'GET /api/payment/transactions': Response.json({ items: [] }),
    });
    await renderPage(SubscriptionPage, { path: '/subscription' });
    const next = await screen.findByRole('region', { name: 'Næste betaling' });
    expect(within(next).getByText('Tidsregistrering pr. medarbejder')).toBeTruthy();
    expect(within(next).getAllByText('20,00 kr.').length).toBeGreaterThan(0);
    expect(within(next).getByText(/På Freemium betales kun tilkøb/)).toBeTruthy();
    expect(next.textContent).not.toContain('Der er ingen betaling');
    expect(screen.getByText('03.05.2026')).toBeTruthy();
  });

  it('shows the payment error for onpay_errorcode 3', async () => {
    stubApi({
      'GET /api/payment/subscription': Response.json(PREMIUM_PLUS),
      'GET /api/payment/transactions': Response.json({ items: [] }),
    });
    await renderPage(SubscriptionPage, { path: '/subscription?onpay_errorcode=3' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der skete en fejl under betalingen. Prøv venligst igen eller kontakt support.',
    );
  });

  it('opens the plans with ?planer=1 and asks before a downgrade', async () => {
    const api = stubApi({
      'GET /api/payment/subscription': Response.json(PREMIUM_PLUS),
      'GET /api/payment/transactions': Response.json(INVOICES),
      'POST /api/payment/subscriptions/update': Response.json({ action: 'downgrade', paymentLink: null }),
    });
    await renderPage(SubscriptionPage, { path: '/subscription?planer=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Skift abonnement' });
    for (const plan of ['Freemium', 'Premium', 'Premium Plus']) {
      expect(within(dialog).getByRole('heading', { name: plan })).toBeTruthy();
    }
    expect(
      (within(dialog).getByRole('button', { name: 'Dit abonnement' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vælg Premium' }));
    expect(await screen.findByText('Du er ved at nedgradere til Premium. Er du sikker?')).toBeTruthy();
    expect(api.callsTo('POST', '/api/payment/subscriptions/update')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, nedgrader' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/payment/subscriptions/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/payment/subscriptions/update')[0]?.body).toEqual({ name: 'premium' });
  }, 20_000);

  it('says so when the subscription cannot be read', async () => {
    stubApi({});
    await renderPage(SubscriptionPage, { path: '/subscription' });
    expect(await screen.findByText('Findes ikke')).toBeTruthy();
  });
});
