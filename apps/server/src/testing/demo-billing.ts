import { addBillingMonth, danishToday, invoiceTotals, periodLines } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingTransactions, paymentCards, subscriptions } from '../db/schema/index';
import { withCompany } from '../db/tenant-scope';
import { chargeBasisCounts, loadBuyer } from '../features/billing/billing-record';
import { nextInvoiceNumber } from '../features/billing/charge-period';
import type { Seller } from '../integrations/invoices/index';

/** Months of premium already paid in the demo company: one invoice each. */
const PAID_MONTHS = 3;

function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The demo company's billing (issue 13): premium, a test card of the built-in payment window and three paid months
 * with their invoices (issued by `seller`, the configured one), the current period running. Once: skipped when
 * the company has a card.
 */
export async function seedDemoBilling(
  db: Db,
  companyId: string,
  now = new Date(),
  seller: Seller | null = null,
): Promise<number> {
  return withCompany(companyId, () =>
    db.transaction(async (tx) => {
      const [card] = await tx.select().from(paymentCards).where(eq(paymentCards.companyId, companyId));
      if (card) return 0;
      const year = now.getUTCFullYear() + 3;
      await tx.insert(paymentCards).values({
        companyId,
        provider: 'builtin',
        providerSubscriptionId: 'builtin-success-demo',
        orderId: 'demo',
        cardType: 'Visa',
        cardBin: '411111',
        cardLast4: '1111',
        expiryMonth: 12,
        expiryYear: year,
      });
      const today = danishToday(now);
      const buyer = await loadBuyer(tx, companyId);
      const lines = periodLines({ plan: 'premium', ...(await chargeBasisCounts(tx, companyId)) });
      let start = monthsBefore(today, PAID_MONTHS - 1);
      let end = addBillingMonth(start);
      for (let month = 0; month < PAID_MONTHS; month += 1) {
        end = addBillingMonth(start);
        await tx.insert(billingTransactions).values({
          companyId,
          periodKey: `${start}:premium`,
          periodStart: start,
          periodEnd: end,
          plan: 'premium',
          status: 'completed',
          lines,
          ...invoiceTotals(lines),
          attempts: 1,
          invoiceNumber: await nextInvoiceNumber(tx),
          providerTransactionId: `BI-demo-${month + 1}`,
          buyer,
          seller,
          createdAt: new Date(`${start}T06:00:00Z`),
          completedAt: new Date(`${start}T06:00:00Z`),
        });
        if (month < PAID_MONTHS - 1) start = end;
      }
      await tx
        .update(subscriptions)
        .set({
          plan: 'premium',
          status: 'active',
          hasPaymentCard: true,
          currentPeriodStart: start,
          currentPeriodPlan: 'premium',
          nextBillingDate: end,
          priceOre: invoiceTotals(lines).netOre,
        })
        .where(eq(subscriptions.companyId, companyId));
      return PAID_MONTHS;
    }),
  );
}
