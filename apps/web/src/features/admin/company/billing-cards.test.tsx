import type { AdminCompanyDetail } from '@kollega/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { SubscriptionCard } from './subscription-card';
import { TransactionsCard } from './transactions-card';

const COMPANY: AdminCompanyDetail = {
  id: 'c1',
  name: 'Firma ApS',
  vat: '12345678',
  createdAt: '2026-01-01T10:00:00.000Z',
  createdBy: null,
  employeeCount: 5,
  timeregCount: 3,
  adminCount: 4,
  hasEquipment: false,
  hrContactId: null,
  recruitmentPlatformActivated: false,
  subscription: {
    plan: 'premium',
    status: 'active',
    nextBillingDate: '2026-08-01',
    trial: false,
    trialExpiresOn: null,
    nextPayment: {
      lines: [
        {
          kind: 'plan',
          description: 'Abonnement Premium',
          quantity: 1,
          unitPriceOre: 50_000,
          amountOre: 50_000,
        },
        {
          kind: 'timereg',
          description: 'Tidsregistrering pr. medarbejder',
          quantity: 3,
          unitPriceOre: 1_000,
          amountOre: 3_000,
        },
        {
          kind: 'extraAdmin',
          description: 'Ekstra administrator',
          quantity: 1,
          unitPriceOre: 2_500,
          amountOre: 2_500,
        },
      ],
      netOre: 55_500,
    },
    lastPaymentFailed: true,
    failedAttempts: 2,
    card: {
      cardType: 'Visa',
      maskedNumber: '4111 11•• •••• 1111',
      expiryMonth: 3,
      expiryYear: 2029,
      orderId: 'ORD-42',
    },
  },
  transactions: [
    { id: 'f1', invoiceNumber: null, date: '2026-07-01', netOre: 55_500, grossOre: 69_375, status: 'failed' },
    { id: 't1', invoiceNumber: 9, date: '2026-06-01', netOre: 50_000, grossOre: 62_500, status: 'completed' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the company page with billing', () => {
  it('shows the next payment lines, the failed payment, the card and its order id on the subscription card', async () => {
    await renderPage(() => <SubscriptionCard company={COMPANY} />);
    const card = screen.getByRole('region', { name: 'Abonnement' });
    expect(within(card).getByText('Næste betaling (ekskl. moms)')).toBeTruthy();
    expect(within(card).getByText('Abonnement Premium')).toBeTruthy();
    expect(within(card).getByText('3 × Tidsregistrering pr. medarbejder')).toBeTruthy();
    expect(within(card).getByText('30,00 kr.')).toBeTruthy();
    expect(within(card).getByText('Ekstra administrator')).toBeTruthy();
    expect(within(card).getByText('555,00 kr.')).toBeTruthy();
    expect(within(card).getByText('Betaling fejlet')).toBeTruthy();
    expect(within(card).getByText('Ja (2 forsøg)')).toBeTruthy();
    expect(within(card).getByText('Visa 4111 11•• •••• 1111, udløber 03/2029')).toBeTruthy();
    expect(within(card).getByText('ORD-42')).toBeTruthy();
  });

  it('says Nej and no card when there is none', async () => {
    const company = {
      ...COMPANY,
      subscription: { ...COMPANY.subscription, lastPaymentFailed: false, failedAttempts: 0, card: null },
    };
    await renderPage(() => <SubscriptionCard company={company} />);
    expect(screen.getByText('Nej')).toBeTruthy();
    expect(screen.getByText('Intet kort tilknyttet')).toBeTruthy();
  });

  it("lists the company's transactions with status and a PDF for the paid one", async () => {
    await renderPage(() => <TransactionsCard company={COMPANY} />);
    const card = screen.getByRole('region', { name: 'Transaktioner' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Fejlet')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('Betalt')).toBeTruthy();
    expect(within(rows[1]!).getByText('01.06.2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('625,00 kr.')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Hent faktura 9 som PDF' }).getAttribute('href')).toBe(
      '/api/admin/invoices/t1/pdf',
    );
  });
});
