import {
  billingBanners,
  chargeWillBeRetried,
  danishToday,
  nextPayment,
  type SubscriptionOverview,
} from '@kollega/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { billingTransactions } from '../../db/schema/index';
import type { MemberContext } from '../../plugins/auth/request-context';
import { transactionRow } from './billing-reads';
import { cardView, chargeBasisCounts, loadCard, loadSubscription } from './billing-record';
import type { BillingDeps } from './deps';

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
    retryScheduled: subscription.lastPaymentFailed && chargeWillBeRetried(subscription),
    // docs/rules/billing.md#ruling-32: on freemium (now or after a cancellation) the add-ons are charged with a card on file.
    nextPayment: nextPayment({ ...subscription, hasCard: card !== null }, counts),
    card: card ? cardView(card) : null,
    openCharges: open.map(transactionRow),
    banners: billingBanners({ ...subscription, card: cardOnFile }, today),
  };
}
