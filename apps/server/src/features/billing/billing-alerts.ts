import {
  type BannerKind,
  billingBanners,
  danishToday,
  planSchema,
  subscriptionStatusSchema,
} from '@kollega/domain';
import { type SQL, sql } from 'drizzle-orm';

/** What billing's alerts are made of, as `billingAlertsColumn` reads it. */
export interface BillingAlertsRow {
  plan: string;
  status: string;
  trial: boolean;
  lastPaymentFailed: boolean;
  card: { expiryMonth: number; expiryYear: number } | null;
}

/**
 * The subscription with its card, if any (at most one per company), as one uncorrelated JSON column (null without a
 * subscription row): it rides along with another statement of the company (decision 073: the dashboard's
 * employees' read), computed once.
 */
export function billingAlertsColumn(companyId: string): SQL<BillingAlertsRow | null> {
  return sql<BillingAlertsRow | null>`(select json_build_object('plan', s.plan, 'status', s.status, 'trial', s.trial,
      'lastPaymentFailed', s.last_payment_failed,
      'card', case when pc.company_id is null then null
        else json_build_object('expiryMonth', pc.expiry_month, 'expiryYear', pc.expiry_year) end)
    from subscriptions s left join payment_cards pc on pc.company_id = ${companyId}
    where s.company_id = ${companyId})`;
}

/**
 * The billing alerts an owner sees on the dashboard (issue 15): the topbar's banners (failed payment, suspended,
 * card expired or expiring, no card) from the same rule, read only (a company without a subscription row has none).
 */
export function billingAlertsOf(row: BillingAlertsRow | null | undefined, now: Date): BannerKind[] {
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
