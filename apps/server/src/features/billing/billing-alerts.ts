import {
  type BannerKind,
  billingBanners,
  danishToday,
  planSchema,
  subscriptionStatusSchema,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { paymentCards, subscriptions } from '../../db/schema/index';
import type { Reader } from '../../services/context';

/**
 * The billing alerts an owner sees on the dashboard (issue 15): the topbar's banners (failed payment, suspended,
 * card expired or expiring, no card) from the same rule, read only (a company without a subscription row has none).
 */
export async function billingAlerts(db: Reader, companyId: string, now: Date): Promise<BannerKind[]> {
  const [[subscription], [card]] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)),
    db
      .select({ expiryMonth: paymentCards.expiryMonth, expiryYear: paymentCards.expiryYear })
      .from(paymentCards)
      .where(eq(paymentCards.companyId, companyId)),
  ]);
  if (!subscription) return [];
  return billingBanners(
    {
      plan: planSchema.parse(subscription.plan),
      status: subscriptionStatusSchema.parse(subscription.status),
      trial: subscription.trial,
      lastPaymentFailed: subscription.lastPaymentFailed,
      card: card ?? null,
    },
    danishToday(now),
  );
}
