import { addDays } from '@kollega/domain';
import { eq, inArray } from 'drizzle-orm';
import { paymentCards, subscriptions } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import type { PageScan } from './scan-context';

/**
 * Billing (issue 26), to the owner: the trial ends in 7 days and in 1 day; the last payment failed; the card on
 * file expires next month (announced once, in the month before it expires). One statement for the page.
 */
export const scanBilling: PageScan = async (page) => {
  const withOwner = page.companies.filter((company) => company.owner !== null).map((company) => company.id);
  if (withOwner.length === 0) return [];
  const rows = await page.db
    .select({
      companyId: subscriptions.companyId,
      trial: subscriptions.trial,
      trialEndsAt: subscriptions.trialEndsAt,
      lastPaymentFailed: subscriptions.lastPaymentFailed,
      failedAttempts: subscriptions.failedAttempts,
      nextBillingDate: subscriptions.nextBillingDate,
      expiryMonth: paymentCards.expiryMonth,
      expiryYear: paymentCards.expiryYear,
    })
    .from(subscriptions)
    .leftJoin(paymentCards, eq(paymentCards.companyId, subscriptions.companyId))
    .where(inArray(subscriptions.companyId, withOwner));
  const seen = new Set<string>();
  const drafts: NotificationDraft[] = [];
  for (const row of rows) {
    // One subscription and one card per company (unique indexes); skipping a repeat keeps it one set of drafts.
    if (seen.has(row.companyId)) continue;
    seen.add(row.companyId);
    const owner = page.company(row.companyId)?.owner;
    if (!owner) continue;
    const draft = (d: Omit<NotificationDraft, 'companyId' | 'employeeId'>): NotificationDraft => ({
      ...d,
      companyId: row.companyId,
      employeeId: owner,
    });
    if (row.trial && row.trialEndsAt) {
      for (const days of [7, 1]) {
        if (addDays(page.today, days) === row.trialEndsAt) {
          drafts.push(
            draft({
              kind: 'billing-trial-ending',
              params: { days, endsOn: row.trialEndsAt },
              link: '/subscription',
              dedupeKey: `billing-trial-ending:${row.trialEndsAt}:${days}`,
            }),
          );
        }
      }
    }
    if (row.lastPaymentFailed) {
      drafts.push(
        draft({
          kind: 'billing-payment-failed',
          params: {},
          link: '/subscription',
          dedupeKey: `billing-payment-failed:${row.nextBillingDate ?? ''}`,
        }),
      );
    }
    if (row.expiryMonth && row.expiryYear) {
      const [year, month] = page.today.split('-').map(Number) as [number, number];
      const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
      const cardYear = row.expiryYear < 100 ? 2000 + row.expiryYear : row.expiryYear;
      if (cardYear === next.year && row.expiryMonth === next.month) {
        const expiry = `${String(row.expiryMonth).padStart(2, '0')}/${cardYear}`;
        drafts.push(
          draft({
            kind: 'billing-card-expiring',
            params: { expiry },
            link: '/subscription',
            dedupeKey: `billing-card-expiring:${expiry}`,
          }),
        );
      }
    }
  }
  return drafts;
};
