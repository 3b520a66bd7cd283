import { danishToday, type InvoiceLine, planSchema } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { billingTransactions, paymentCards, paymentOrders, subscriptions } from '../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../db/tenant-scope';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../errors/app-error';
import { chargeBasisCounts, loadCard, loadSubscription, systemActor } from './billing-record';
import { upgradeLines } from './change-subscription';
import { chargePeriod } from './charge-period';
import type { BillingDeps } from './deps';
import { runBillingJobs } from './run-billing-jobs';

export type CallbackOutcome =
  | { approved: true; purpose: 'subscription' | 'changecard'; firstTime: boolean }
  | { approved: false; errorCode: number };

/**
 * The payment window's callback and the browser's return (decision 028): both carry the same signed fields and
 * both arrive, in either order, maybe more than once. The signature is checked in constant time; the order moves
 * from pending exactly once, so only the first arrival saves the card and charges (and the charge itself is
 * unique per period besides).
 */
export async function handlePaymentCallback(
  deps: BillingDeps,
  fields: Readonly<Record<string, string>>,
): Promise<CallbackOutcome> {
  const verified = deps.provider.verifyCallback(fields);
  if (!verified) throw new AppError('BILLING_BAD_SIGNATURE');
  if (!verified.reference || !isUuid(verified.reference)) {
    if (!verified.approved) return { approved: false, errorCode: verified.errorCode };
    throw new AppError('NOT_FOUND');
  }
  const reference = verified.reference;
  // The order names its company: found across companies, then everything runs in that company's scope.
  const [order] = await unsafeAcrossCompanies(() =>
    deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, reference)),
  );
  if (!order) throw new AppError('NOT_FOUND');
  const actor = systemActor(order.companyId);
  if (!verified.approved) {
    // Declined once, audited once: a second arrival finds the order no longer pending and writes nothing.
    await withCompany(order.companyId, () =>
      deps.db.transaction(async (tx) => {
        const [declined] = await tx
          .update(paymentOrders)
          .set({ status: 'declined', completedAt: deps.now() })
          .where(
            and(
              eq(paymentOrders.companyId, order.companyId),
              eq(paymentOrders.id, order.id),
              eq(paymentOrders.status, 'pending'),
            ),
          )
          .returning({ id: paymentOrders.id });
        if (!declined) return;
        await recordAudit(tx, actor, {
          action: 'billing.window.declined',
          entityType: 'payment_order',
          entityId: order.id,
          details: { errorCode: verified.errorCode, purpose: order.purpose },
        });
      }),
    );
    return { approved: false, errorCode: verified.errorCode };
  }
  const purpose = order.purpose === 'changecard' ? 'changecard' : 'subscription';
  if (order.status !== 'pending') return { approved: true, purpose, firstTime: false };

  const card = await deps.provider.readCard(verified.providerSubscriptionId);
  const saved = await withCompany(order.companyId, () =>
    deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(paymentOrders)
        .set({ status: 'completed', completedAt: deps.now() })
        .where(
          and(
            eq(paymentOrders.companyId, order.companyId),
            eq(paymentOrders.id, order.id),
            eq(paymentOrders.status, 'pending'),
          ),
        )
        .returning({ id: paymentOrders.id });
      if (!taken) return null;
      const previous = await loadCard(tx, order.companyId);
      const values = {
        provider: deps.provider.kind,
        providerSubscriptionId: verified.providerSubscriptionId,
        orderId: order.id,
        cardType: card.cardType,
        cardBin: card.bin,
        cardLast4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
      if (previous) {
        await tx.update(paymentCards).set(values).where(eq(paymentCards.companyId, order.companyId));
      } else {
        await tx.insert(paymentCards).values({ companyId: order.companyId, ...values });
      }
      const before = await loadSubscription(tx, order.companyId);
      // docs/rules/billing.md#ruling-32: on freemium the add-ons are billed monthly from the day the card is added: a first card
      // (no billing date yet) makes today the first period's start, charged below by the jobs' own step.
      const startsFreemiumPeriod =
        purpose === 'changecard' &&
        before.plan === 'freemium' &&
        before.status === 'active' &&
        !before.trial &&
        !before.lastPaymentFailed &&
        before.nextBillingDate === null;
      await tx
        .update(subscriptions)
        .set({
          hasPaymentCard: true,
          ...(startsFreemiumPeriod ? { nextBillingDate: danishToday(deps.now()) } : {}),
        })
        .where(eq(subscriptions.companyId, order.companyId));
      await recordAudit(tx, actor, {
        action: 'billing.card.saved',
        entityType: 'payment_order',
        entityId: order.id,
        details: { purpose, cardType: card.cardType, last4: card.last4 },
      });
      const subscription = await loadSubscription(tx, order.companyId);
      const counts = await chargeBasisCounts(tx, order.companyId);
      const [open] = await tx
        .select()
        .from(billingTransactions)
        .where(
          and(eq(billingTransactions.companyId, order.companyId), eq(billingTransactions.status, 'failed')),
        );
      return { previous, subscription, counts, open, startsFreemiumPeriod };
    }),
  );
  if (!saved) return { approved: true, purpose, firstTime: false };
  if (saved.previous && saved.previous.providerSubscriptionId !== verified.providerSubscriptionId) {
    // The new card is saved whatever the provider says; an old agreement left standing is for an operator to end.
    await deps.provider.cancel(saved.previous.providerSubscriptionId).catch((error: unknown) =>
      deps.log.error(
        {
          err: error,
          companyId: order.companyId,
          providerSubscriptionId: saved.previous?.providerSubscriptionId,
        },
        'the previous card agreement was not cancelled at the provider',
      ),
    );
  }

  const today = danishToday(deps.now());
  if (purpose === 'subscription' && order.plan) {
    const plan = planSchema.parse(order.plan);
    const lines = await withCompany(order.companyId, () =>
      deps.db.transaction((tx) =>
        upgradeLines(tx, order.companyId, saved.subscription, plan, saved.counts, today),
      ),
    );
    const outcome = await chargePeriod(deps, actor, { kind: 'initial', plan, periodStart: today, lines });
    if (outcome.status === 'declined') return { approved: false, errorCode: 3 };
  } else if (saved.open) {
    // docs/rules/billing.md#ruling-27: a new card charges the open amount at once (and lifts a suspension).
    await chargePeriod(deps, actor, {
      kind: 'renewal',
      plan: planSchema.parse(saved.open.plan),
      periodStart: saved.open.periodStart,
      lines: saved.open.lines as InvoiceLine[],
    });
  } else if (saved.startsFreemiumPeriod) {
    // The period due today: charged for its add-ons now, or passed without an invoice when there are none.
    await runBillingJobs(deps, { companyId: order.companyId });
  }
  return { approved: true, purpose, firstTime: true };
}
