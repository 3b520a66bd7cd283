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
  // One statement (decision 064): the subscription with its card, if any (at most one per company).
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      trial: subscriptions.trial,
      lastPaymentFailed: subscriptions.lastPaymentFailed,
      card: { expiryMonth: paymentCards.expiryMonth, expiryYear: paymentCards.expiryYear },
    })
    .from(subscriptions)
    .leftJoin(paymentCards, eq(paymentCards.companyId, companyId))
    .where(eq(subscriptions.companyId, companyId));
  if (!row) return [];
  return billingBanners(
    {
      plan: planSchema.parse(row.plan),
      status: subscriptionStatusSchema.parse(row.status),
      trial: row.trial,
      lastPaymentFailed: row.lastPaymentFailed,
      card: row.card ?? null,
    },
    danishToday(now),
  );
}
