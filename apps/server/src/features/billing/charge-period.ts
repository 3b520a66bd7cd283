import {
  addBillingMonth,
  afterCharge,
  danishToday,
  type InvoiceLine,
  invoiceTotals,
  type Plan,
} from '@kollega/domain';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../db/audit';
import { billingTransactions, invoiceNumberSeries, subscriptions } from '../../db/schema/index';
import { withCompany } from '../../db/tenant-scope';
import type { Tx } from '../../services/context';
import { loadBuyer, loadCard, lockSubscription } from './billing-record';
import type { BillingDeps } from './deps';
import { sendInvoiceMail } from './invoice-mail';

/**
 * initial: the first charge after the payment window saved a card; upgrade: a plan change with a card on file
 * (declined: nothing changes); renewal: the monthly charge, also its retries and the open amount charged after a
 * card change.
 */
export type ChargeKind = 'initial' | 'upgrade' | 'renewal';

export interface PeriodCharge {
  kind: ChargeKind;
  plan: Plan;
  periodStart: string;
  lines: InvoiceLine[];
}

export type ChargeOutcome =
  | { status: 'completed'; transactionId: string; invoiceNumber: number }
  | { status: 'failed'; transactionId: string }
  | { status: 'declined' }
  /** The provider gave no answer: the charge stays pending and is resumed with the same reference later. */
  | { status: 'pending'; transactionId: string }
  /** Nothing to do: the period is charged already, or another runner is charging it right now. */
  | { status: 'skipped' };

/** The subscription's plan and period after a completed charge of `row`'s period. */
function periodFields(row: typeof billingTransactions.$inferSelect, pendingPlan: Plan | null) {
  return {
    plan: row.plan,
    pendingPlan: pendingPlan === row.plan ? null : pendingPlan,
    currentPeriodStart: row.periodStart,
    currentPeriodPlan: row.plan,
    nextBillingDate: row.periodEnd,
    priceOre: row.netOre,
    trial: false,
    trialEndsAt: null,
  };
}

/** The next number of the installation's one gap-free series, inside the caller's transaction (its row lock). */
export async function nextInvoiceNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberSeries.id,
      set: { lastNumber: sql`${invoiceNumberSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSeries.lastNumber });
  if (!row) throw new Error('invoice number series returned nothing');
  return row.lastNumber;
}

/** After this long a charge still `pending` is taken to be abandoned by a crashed runner and is resumed. */
export const STUCK_CHARGE_AFTER_MS = 30 * 60_000;

/**
 * The provider's order reference of one try of a charge. A resumed charge sends the same one again, and the
 * provider answers a reference it has seen with that charge instead of charging twice (OnPayProvider looks the
 * order up first; the built-in window derives its transaction from it).
 */
export function chargeReference(kind: ChargeKind, transactionId: string, attempt: number): string {
  return `${kind}:${transactionId}:${attempt}`;
}

/** A charge's row, claimed by this runner: the one that may ask the provider now. */
interface Claim {
  id: string;
  kind: ChargeKind;
  attempts: number;
  grossOre: number;
  providerSubscriptionId: string;
}

const claimColumns = {
  id: billingTransactions.id,
  attempts: billingTransactions.attempts,
  grossOre: billingTransactions.grossOre,
};

/**
 * Charges one period once (docs/rules/billing.md#ruling-27, decision 028). Three steps, so no network call runs inside a
 * transaction (DESIGN.md rule 6): claim the period's row (unique per company and period, so a second runner or
 * a replay finds it taken), ask the provider, then record the outcome: a completed charge gets its invoice
 * number in the same transaction, a failed one is retried after 24 hours and suspends after the third try.
 */
export async function chargePeriod(
  deps: BillingDeps,
  actor: AuditActor,
  charge: PeriodCharge,
): Promise<ChargeOutcome> {
  const { companyId } = actor;
  return withCompany(companyId, async () => {
    const periodKey = `${charge.periodStart}:${charge.plan}`;
    const totals = invoiceTotals(charge.lines);
    const claimedAt = deps.now();
    const claimed = await deps.db.transaction(async (tx) => {
      const card = await loadCard(tx, companyId);
      if (!card) return null;
      const [inserted] = await tx
        .insert(billingTransactions)
        .values({
          companyId,
          periodKey,
          periodStart: charge.periodStart,
          periodEnd: addBillingMonth(charge.periodStart),
          plan: charge.plan,
          status: 'pending',
          lines: charge.lines,
          ...totals,
          attempts: 1,
          kind: charge.kind,
          claimedAt,
        })
        .onConflictDoNothing()
        .returning(claimColumns);
      if (inserted) return { ...inserted, providerSubscriptionId: card.providerSubscriptionId };
      // The period's row exists: only a failed charge waiting for its retry may be taken again.
      const [retry] = await tx
        .update(billingTransactions)
        .set({
          status: 'pending',
          attempts: sql`${billingTransactions.attempts} + 1`,
          kind: charge.kind,
          claimedAt,
        })
        .where(
          and(
            eq(billingTransactions.companyId, companyId),
            eq(billingTransactions.periodKey, periodKey),
            eq(billingTransactions.status, 'failed'),
          ),
        )
        .returning(claimColumns);
      return retry ? { ...retry, providerSubscriptionId: card.providerSubscriptionId } : null;
    });
    if (!claimed) return { status: 'skipped' };
    return settleCharge(deps, actor, { ...claimed, kind: charge.kind });
  });
}

/** When a pending row was last claimed (rows from before `claimed_at` existed: when they were written). */
export const stuckSince = sql<Date>`coalesce(${billingTransactions.claimedAt}, ${billingTransactions.createdAt})`;

function chargeKind(value: string): ChargeKind {
  if (value === 'initial' || value === 'upgrade' || value === 'renewal') return value;
  throw new Error(`unknown charge kind ${value}`);
}

/**
 * A charge left `pending` by a runner that stopped between claiming it and recording the provider's answer (a
 * crash, a deploy): once it has been pending for STUCK_CHARGE_AFTER_MS, claimed again by one runner (a
 * conditional update) and sent to the provider with the same order reference, so a charge the provider did
 * make is recorded, not repeated, and one it never saw is made now. The timeout is far beyond the provider
 * calls' own (15 s each), so the first runner is no longer talking to the provider.
 */
export async function resumeStuckCharge(
  deps: BillingDeps,
  actor: AuditActor,
  transactionId: string,
): Promise<ChargeOutcome> {
  const { companyId } = actor;
  return withCompany(companyId, async () => {
    const now = deps.now();
    const claimed = await deps.db.transaction(async (tx) => {
      const card = await loadCard(tx, companyId);
      if (!card) return null;
      const [row] = await tx
        .update(billingTransactions)
        .set({ claimedAt: now })
        .where(
          and(
            eq(billingTransactions.companyId, companyId),
            eq(billingTransactions.id, transactionId),
            eq(billingTransactions.status, 'pending'),
            isNotNull(billingTransactions.kind),
            lte(stuckSince, new Date(now.getTime() - STUCK_CHARGE_AFTER_MS)),
          ),
        )
        .returning({ ...claimColumns, kind: billingTransactions.kind });
      if (!row?.kind) return null;
      return { ...row, kind: chargeKind(row.kind), providerSubscriptionId: card.providerSubscriptionId };
    });
    if (!claimed) return { status: 'skipped' };
    return settleCharge(deps, actor, claimed);
  });
}

/** Steps two and three of a charge: ask the provider, then record its answer in one transaction. */
async function settleCharge(deps: BillingDeps, actor: AuditActor, claimed: Claim): Promise<ChargeOutcome> {
  const { companyId } = actor;
  const result = await deps.provider.charge(
    claimed.providerSubscriptionId,
    claimed.grossOre,
    chargeReference(claimed.kind, claimed.id, claimed.attempts),
  );
  if (!result.ok && result.uncertain) return { status: 'pending', transactionId: claimed.id };
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx): Promise<ChargeOutcome> => {
    const subscription = await lockSubscription(tx, companyId);
    const [row] = await tx
      .select()
      .from(billingTransactions)
      .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.id, claimed.id)))
      .for('update');
    if (!row) throw new Error('claimed transaction vanished');
    // Another runner resumed this try and recorded it already (a runner slower than STUCK_CHARGE_AFTER_MS):
    // the provider answered both with the one charge, which has its number; nothing more to record.
    if (row.status !== 'pending' || row.attempts !== claimed.attempts) return { status: 'skipped' };
    if (result.ok) {
      const invoiceNumber = await nextInvoiceNumber(tx);
      await tx
        .update(billingTransactions)
        .set({
          status: 'completed',
          invoiceNumber,
          providerTransactionId: result.transactionId,
          buyer: await loadBuyer(tx, companyId),
          // Both parties as invoiced today: a later change of the company or the configuration leaves it be.
          seller: deps.seller,
          completedAt: now,
        })
        .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.id, row.id)));
      // A late payment of an older period settles the debt but does not move a newer period back.
      const current =
        subscription.currentPeriodStart === null || row.periodStart >= subscription.currentPeriodStart;
      await tx
        .update(subscriptions)
        .set({
          ...afterCharge(0, true, now),
          ...(current ? periodFields(row, subscription.pendingPlan) : {}),
          hasPaymentCard: true,
          updatedAt: now,
        })
        .where(eq(subscriptions.companyId, companyId));
      await recordAudit(tx, actor, {
        action: 'billing.charge.completed',
        entityType: 'billing_transaction',
        entityId: row.id,
        details: {
          kind: claimed.kind,
          plan: row.plan,
          grossOre: row.grossOre,
          invoiceNumber,
          attempt: row.attempts,
        },
      });
      return { status: 'completed', transactionId: row.id, invoiceNumber };
    }
    if (claimed.kind !== 'renewal') {
      // A declined upgrade or first charge changes nothing: the row goes, the admin is told at once.
      await tx
        .delete(billingTransactions)
        .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.id, row.id)));
      await recordAudit(tx, actor, {
        action: 'billing.charge.declined',
        entityType: 'billing_transaction',
        entityId: row.id,
        details: { kind: claimed.kind, plan: row.plan, reason: result.reason },
      });
      return { status: 'declined' };
    }
    const state = afterCharge(row.attempts - 1, false, now);
    await tx
      .update(billingTransactions)
      .set({ status: 'failed' })
      .where(and(eq(billingTransactions.companyId, companyId), eq(billingTransactions.id, row.id)));
    await tx
      .update(subscriptions)
      .set({ ...state, updatedAt: now })
      .where(eq(subscriptions.companyId, companyId));
    await recordAudit(tx, actor, {
      action: 'billing.charge.failed',
      entityType: 'billing_transaction',
      entityId: row.id,
      details: { plan: row.plan, attempt: row.attempts, status: state.status, reason: result.reason },
    });
    return { status: 'failed', transactionId: row.id };
  });
  if (outcome.status === 'completed') {
    // After the commit, never failing the charge: the invoice is on the page whatever the mail server says.
    await sendInvoiceMail(deps, companyId, outcome.transactionId, danishToday(now)).catch((error: unknown) =>
      deps.log.error(
        { err: error, companyId, transactionId: outcome.transactionId },
        'the invoice e-mail was not sent',
      ),
    );
  }
  return outcome;
}
