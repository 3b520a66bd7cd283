import {
  billingBanners,
  danishToday,
  invoiceTotals,
  periodLines,
  type SubscriptionOverview,
  type TransactionRow,
} from '@kollega/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { billingTransactions } from '../../db/schema/index';
import type { MemberContext } from '../../plugins/auth/request-context';
import { cardView, chargeBasisCounts, loadCard, loadSubscription } from './billing-record';
import type { BillingDeps } from './deps';

type TransactionRecord = typeof billingTransactions.$inferSelect;

export function transactionRow(row: TransactionRecord): TransactionRow {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    date: danishToday(row.completedAt ?? row.createdAt),
    netOre: row.netOre,
    grossOre: row.grossOre,
    status: row.status as TransactionRow['status'],
  };
}

/** GET /api/payment/subscription: the plan, status, next billing date and payment, card, open charges, banners. */
export async function getSubscription(deps: BillingDeps, ctx: MemberContext): Promise<SubscriptionOverview> {
  const { subscription, card, counts, open } = await deps.db.transaction(async (tx) => ({
    subscription: await loadSubscription(tx, ctx.companyId),
    card: await loadCard(tx, ctx.companyId),
    counts: await chargeBasisCounts(tx, ctx.companyId),
    open: await tx
      .select()
      .from(billingTransactions)
      .where(
        and(
          eq(billingTransactions.companyId, ctx.companyId),
          inArray(billingTransactions.status, ['failed', 'pending']),
        ),
      )
      .orderBy(desc(billingTransactions.createdAt)),
  }));
  const nextPlan =
    subscription.status === 'cancelled' ? 'freemium' : (subscription.pendingPlan ?? subscription.plan);
  const lines = periodLines({ plan: nextPlan, ...counts });
  const today = danishToday(deps.now());
  const cardOnFile = card ? { expiryMonth: card.expiryMonth, expiryYear: card.expiryYear } : null;
  return {
    plan: subscription.plan,
    status: subscription.status,
    trial: subscription.trial,
    trialEndsAt: subscription.trialEndsAt,
    nextBillingDate: subscription.nextBillingDate,
    pendingPlan: subscription.pendingPlan,
    lastPaymentFailed: subscription.lastPaymentFailed,
    nextPayment: { lines, netOre: invoiceTotals(lines).netOre },
    card: card ? cardView(card) : null,
    openCharges: open.map(transactionRow),
    banners: billingBanners({ ...subscription, card: cardOnFile }, today),
  };
}
