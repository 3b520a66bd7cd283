import {
  classifyPlanChange,
  creditLine,
  danishToday,
  type InvoiceLine,
  type Plan,
  periodChargeOre,
  periodLines,
  type SubscriptionChangeInput,
  type SubscriptionChangeResponse,
} from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import { billingTransactions, paymentOrders, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { AdminContext } from '../../plugins/auth/request-context';
import type { Tx } from '../../services/context';
import { chargeBasisCounts, loadCard, lockSubscription, type SubscriptionRow } from './billing-record';
import { chargePeriod } from './charge-period';
import type { BillingDeps } from './deps';
import { runBillingJobs } from './run-billing-jobs';

/** The payment window's address for one order (the page that posts the signed form). */
export function paymentLinkOf(deps: BillingDeps, orderId: string): string {
  return `${deps.baseUrl}/api/payment/window/${orderId}`;
}

/**
 * docs/rules/billing.md#ruling-27 and issue 23: a paid period cut short by an upgrade is credited for its unused days, for
 * everything its invoice charged for the period (plan, time registration, extra admins; a freemium add-on
 * period too, docs/rules/billing.md#ruling-32), and the credit line names that invoice. A period charged nothing has no invoice and
 * no credit.
 */
export async function upgradeLines(
  tx: Tx,
  companyId: string,
  subscription: SubscriptionRow,
  plan: Plan,
  counts: { timeRegistrationUsers: number; adminCount: number },
  today: string,
): Promise<InvoiceLine[]> {
  const lines = periodLines({ plan, ...counts });
  const { currentPeriodPlan, currentPeriodStart, nextBillingDate } = subscription;
  if (subscription.trial || !currentPeriodPlan || !currentPeriodStart || !nextBillingDate) return lines;
  if (nextBillingDate <= today) return lines;
  const [paid] = await tx
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.companyId, companyId),
        eq(billingTransactions.periodKey, `${currentPeriodStart}:${currentPeriodPlan}`),
        eq(billingTransactions.status, 'completed'),
      ),
    );
  if (!paid?.invoiceNumber) return lines;
  lines.push(
    ...creditLine(
      {
        paidOre: periodChargeOre(paid.lines as InvoiceLine[]),
        invoiceNumber: paid.invoiceNumber,
        start: paid.periodStart,
        end: paid.periodEnd,
      },
      today,
    ),
  );
  return lines;
}

/** A new opening of the payment window for this company. */
export async function createPaymentOrder(
  tx: Tx,
  ctx: AdminContext,
  purpose: 'subscription' | 'changecard',
  plan: Plan | null,
): Promise<string> {
  const [order] = await tx
    .insert(paymentOrders)
    .values({ companyId: ctx.companyId, purpose, plan })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('payment order insert returned nothing');
  await recordAudit(tx, ctx, {
    action: 'billing.window.opened',
    entityType: 'payment_order',
    entityId: order.id,
    details: { purpose, plan },
  });
  return order.id;
}

/**
 * POST /api/payment/subscriptions/add and /update (hr-core §4 and §7, docs/rules/billing.md#ruling-27): an upgrade without a card
 * opens the payment window; with a card it is charged at once (less the credit) and takes effect; a downgrade or
 * cancel waits for nextBillingDate (at once when nothing has been paid for); picking the plan again after a
 * cancel resumes it.
 */
export async function changeSubscription(
  deps: BillingDeps,
  ctx: AdminContext,
  input: SubscriptionChangeInput,
): Promise<SubscriptionChangeResponse> {
  const today = danishToday(deps.now());
  if (deps.provider.kind === 'none') throw new AppError('BILLING_UNAVAILABLE');
  const decided = await deps.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, ctx.companyId);
    const action = classifyPlanChange(subscription, input.name);
    if (action === null) throw new AppError('BILLING_SAME_PLAN');
    // An unpaid period first: its retry would otherwise move the plan back after the change.
    if (subscription.lastPaymentFailed || subscription.status === 'terminated') {
      throw new AppError('BILLING_OPEN_CHARGE');
    }
    if (action === 'upgrade') {
      const card = await loadCard(tx, ctx.companyId);
      if (!card) {
        const orderId = await createPaymentOrder(tx, ctx, 'subscription', input.name);
        return {
          action,
          paymentLink: paymentLinkOf(deps, orderId),
          charge: null,
          startsFreemiumPeriod: false,
        };
      }
      const counts = await chargeBasisCounts(tx, ctx.companyId);
      const lines = await upgradeLines(tx, ctx.companyId, subscription, input.name, counts, today);
      return { action, paymentLink: null, charge: lines, startsFreemiumPeriod: false };
    }
    // Nothing paid for that runs on (freemium, a trial, no billing date): the change is made at once.
    const paidUntilLater = subscription.nextBillingDate !== null && subscription.nextBillingDate > today;
    // docs/rules/billing.md#ruling-32: freemium at once with a card on file still pays its add-ons, from today.
    const freemiumWithCard =
      !paidUntilLater && input.name === 'freemium' && (await loadCard(tx, ctx.companyId)) !== null;
    const changes =
      action === 'nochange'
        ? { status: 'active' as const, pendingPlan: null }
        : !paidUntilLater
          ? {
              plan: input.name,
              status: 'active' as const,
              pendingPlan: null,
              ...(input.name === 'freemium'
                ? {
                    nextBillingDate: freemiumWithCard ? today : null,
                    currentPeriodStart: null,
                    currentPeriodPlan: null,
                    trial: false,
                  }
                : {}),
            }
          : action === 'cancel'
            ? { status: 'cancelled' as const, pendingPlan: null }
            : { status: 'active' as const, pendingPlan: input.name };
    await tx
      .update(subscriptions)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(subscriptions.companyId, ctx.companyId));
    await recordAudit(tx, ctx, {
      action: `billing.subscription.${action}`,
      entityType: 'subscription',
      entityId: subscription.id,
      details: { from: subscription.plan, to: input.name, atOnce: !paidUntilLater },
    });
    return { action, paymentLink: null, charge: null, startsFreemiumPeriod: freemiumWithCard };
  });
  if (decided.startsFreemiumPeriod) {
    // The add-on period due today: charged now by the jobs' own step (or passed without an invoice).
    await runBillingJobs(deps, { companyId: ctx.companyId });
  }
  if (decided.charge) {
    const outcome = await chargePeriod(deps, ctx, {
      kind: 'upgrade',
      plan: input.name,
      periodStart: today,
      lines: decided.charge,
    });
    if (outcome.status === 'declined') throw new AppError('BILLING_PAYMENT_DECLINED');
    if (outcome.status === 'skipped') throw new AppError('CONFLICT');
  }
  return { action: decided.action, paymentLink: decided.paymentLink };
}
