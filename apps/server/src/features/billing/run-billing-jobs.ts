import {
  addBillingMonth,
  danishToday,
  dueAction,
  type InvoiceLine,
  periodLines,
  planSchema,
} from '@kollega/domain';
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/database';
import { billingTransactions, companies, subscriptions } from '../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../db/tenant-scope';
import {
  chargeBasisCounts,
  loadCard,
  loadSubscription,
  lockSubscription,
  systemActor,
} from './billing-record';
import {
  type ChargeOutcome,
  chargePeriod,
  resumeStuckCharge,
  STUCK_CHARGE_AFTER_MS,
  stuckSince,
} from './charge-period';
import type { BillingDeps } from './deps';

/** How many abandoned charges one run resumes at most. */
const STUCK_CHARGES_PER_RUN = 100;

export interface BillingJobReport {
  charged: number;
  failed: number;
  toFreemium: number;
  expired: number;
  skipped: number;
}

/**
 * The recurring billing jobs (docs/rules/billing.md#ruling-27, decision 028), one pass: the monthly charge on nextBillingDate, the
 * retry of a failed charge 24 hours on (suspension after the third try), cancelled → freemium at nextBillingDate, a
 * pending downgrade taking effect, trial expiry; first, a charge a crashed runner left pending is resumed. Safe to
 * run on several servers at once: each charge claims its period's unique row first, and the state changes are
 * conditional updates. Finding the work reads across companies (`unsafe…`); each company's work then runs in
 * `withCompany`, seeing only that company's rows.
 */
export async function runBillingJobs(
  deps: BillingDeps,
  options: { companyId?: string } = {},
): Promise<BillingJobReport> {
  const now = deps.now();
  const today = danishToday(now);
  const due = await unsafeDueCompanies(deps.db, now, options.companyId);
  const report: BillingJobReport = { charged: 0, failed: 0, toFreemium: 0, expired: 0, skipped: 0 };
  const count = (outcome: ChargeOutcome) => {
    if (outcome.status === 'completed') report.charged += 1;
    else if (outcome.status === 'failed' || outcome.status === 'declined') report.failed += 1;
    else report.skipped += 1;
  };
  // Charges left pending by a runner that stopped mid-charge: settled before the company's due work, which would
  // otherwise find the period taken and skip it.
  const stuck = await unsafeStuckCharges(deps.db, now, options.companyId);
  for (const { id, companyId } of stuck) {
    count(await resumeStuckCharge(deps, systemActor(companyId), id));
  }
  for (const { companyId } of due) {
    await withCompany(companyId, () => runForCompany(deps, companyId, today, now, report, count));
  }
  return report;
}

async function runForCompany(
  deps: BillingDeps,
  companyId: string,
  today: string,
  now: Date,
  report: BillingJobReport,
  count: (outcome: ChargeOutcome) => void,
): Promise<void> {
  const actor = systemActor(companyId);
  const { subscription, card, counts, open } = await deps.db.transaction(async (tx) => ({
    subscription: await loadSubscription(tx, companyId),
    card: await loadCard(tx, companyId),
    counts: await chargeBasisCounts(tx, companyId),
    open: (
      await tx
        .select()
        .from(billingTransactions)
        .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.status, 'failed')))
    )[0],
  }));
  if (subscription.lastPaymentFailed) {
    // Only the retry of the open charge, when its 24 hours are up; a suspended one waits for a new card.
    if (
      subscription.status !== 'active' ||
      !open ||
      !subscription.nextRetryAt ||
      subscription.nextRetryAt > now
    ) {
      report.skipped += 1;
      return;
    }
    count(
      await chargePeriod(deps, actor, {
        kind: 'renewal',
        plan: planSchema.parse(open.plan),
        periodStart: open.periodStart,
        lines: open.lines as InvoiceLine[],
      }),
    );
    return;
  }
  const action = dueAction({ ...subscription, hasCard: card !== null }, today);
  if (action.kind === 'charge') {
    const lines = periodLines({ plan: action.plan, ...counts });
    if (lines.length === 0) {
      // docs/rules/billing.md#ruling-32: freemium without add-ons this month: no charge and no invoice; the next period counts on.
      await startUnchargedPeriod(deps, companyId, action.periodStart, now);
      report.skipped += 1;
      return;
    }
    count(
      await chargePeriod(deps, actor, {
        kind: 'renewal',
        plan: action.plan,
        periodStart: action.periodStart,
        lines,
      }),
    );
    return;
  }
  if (action.kind === 'none') {
    report.skipped += 1;
    return;
  }
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, companyId);
    // Another runner may have been first: decide again under the row lock.
    const again = dueAction({ ...current, hasCard: card !== null }, today);
    if (again.kind !== action.kind) return false;
    const changes =
      action.kind === 'toFreemium'
        ? {
            plan: 'freemium',
            status: 'active' as const,
            pendingPlan: null,
            // docs/rules/billing.md#ruling-32: with a card the add-ons are still charged on freemium, from the day the paid period
            // ends, so that date stays the next billing date (due now); without a card nothing is billed.
            nextBillingDate: card ? current.nextBillingDate : null,
            currentPeriodStart: null,
            currentPeriodPlan: null,
            priceOre: 0,
          }
        : { status: 'expired' as const };
    await tx
      .update(subscriptions)
      .set({ ...changes, updatedAt: now })
      .where(eq(subscriptions.companyId, companyId));
    await recordAudit(tx, actor, {
      action: action.kind === 'toFreemium' ? 'billing.subscription.freemium' : 'billing.trial.expired',
      entityType: 'subscription',
      entityId: current.id,
      details: { from: current.plan },
    });
    if (action.kind === 'toFreemium') report.toFreemium += 1;
    else report.expired += 1;
    return true;
  });
  // Freemium's first add-on period after a cancellation is due today: charged in this run.
  if (changed && action.kind === 'toFreemium' && card) {
    await runForCompany(deps, companyId, today, now, report, count);
  }
}

/**
 * docs/rules/billing.md#ruling-32: a freemium period with nothing to charge (no employee registers time, no extra admin) passes
 * without a charge or an invoice; the next one starts a month on, counted from the day the card was added.
 * Conditional on the billing date still being this period's, so a second runner changes nothing.
 */
async function startUnchargedPeriod(
  deps: BillingDeps,
  companyId: string,
  periodStart: string,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, companyId);
    if (current.nextBillingDate !== periodStart || current.plan !== 'freemium') return;
    const nextBillingDate = addBillingMonth(periodStart);
    await tx
      .update(subscriptions)
      .set({
        nextBillingDate,
        currentPeriodStart: periodStart,
        currentPeriodPlan: 'freemium',
        priceOre: 0,
        updatedAt: now,
      })
      .where(eq(subscriptions.companyId, companyId));
    await recordAudit(tx, systemActor(companyId), {
      action: 'billing.period.uncharged',
      entityType: 'subscription',
      entityId: current.id,
      details: { plan: 'freemium', periodStart, nextBillingDate },
    });
  });
}

/**
 * The companies with billing work due (a charge, a retry, a trial's end): across every company, or one (the dev
 * route), on purpose: hence `unsafe`. Only their ids leave this read. A closed company ('Luk konto', decision 051)
 * has none: billing stops the moment it is closed.
 */
export async function unsafeDueCompanies(
  db: Db,
  now: Date,
  companyId?: string,
): Promise<{ companyId: string }[]> {
  const today = danishToday(now);
  return unsafeAcrossCompanies(() =>
    db
      .select({ companyId: subscriptions.companyId })
      .from(subscriptions)
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(
        and(
          companyId ? eq(subscriptions.companyId, companyId) : undefined,
          isNull(companies.closedAt),
          or(
            and(
              eq(subscriptions.trial, true),
              isNotNull(subscriptions.trialEndsAt),
              lte(subscriptions.trialEndsAt, today),
            ),
            and(isNotNull(subscriptions.nextBillingDate), lte(subscriptions.nextBillingDate, today)),
            and(eq(subscriptions.lastPaymentFailed, true), lte(subscriptions.nextRetryAt, now)),
          ),
        ),
      ),
  );
}

/**
 * Charges left pending longer than STUCK_CHARGE_AFTER_MS, across companies on purpose (hence `unsafe`), at most
 * STUCK_CHARGES_PER_RUN a run (the next run takes the rest). Only ids leave this read.
 */
export async function unsafeStuckCharges(
  db: Db,
  now: Date,
  companyId?: string,
): Promise<{ id: string; companyId: string }[]> {
  return unsafeAcrossCompanies(() =>
    db
      .select({ id: billingTransactions.id, companyId: billingTransactions.companyId })
      .from(billingTransactions)
      .where(
        and(
          companyId ? eq(billingTransactions.companyId, companyId) : undefined,
          eq(billingTransactions.status, 'pending'),
          isNotNull(billingTransactions.kind),
          lte(stuckSince, new Date(now.getTime() - STUCK_CHARGE_AFTER_MS)),
        ),
      )
      .limit(STUCK_CHARGES_PER_RUN),
  );
}
