import {
  type ChargeBasis,
  maskedCardNumber,
  type PaymentCard,
  type Plan,
  planSchema,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@kollega/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuditActor } from '../../db/audit';
import { companies, employees, paymentCards, subscriptions, users } from '../../db/schema/index';
import type { Buyer } from '../../integrations/invoices/index';
import type { Reader, Tx } from '../../services/context';

export interface SubscriptionRow {
  /** Null for a company without a subscription row (read as freemium). */
  id: string | null;
  plan: Plan;
  status: SubscriptionStatus;
  pendingPlan: Plan | null;
  trial: boolean;
  trialEndsAt: string | null;
  nextBillingDate: string | null;
  currentPeriodStart: string | null;
  currentPeriodPlan: Plan | null;
  lastPaymentFailed: boolean;
  failedAttempts: number;
  nextRetryAt: Date | null;
}

const asPlan = (value: string | null): Plan | null => (value ? planSchema.parse(value) : null);

type SubscriptionRecord = typeof subscriptions.$inferSelect;

function subscriptionRow(row: SubscriptionRecord): SubscriptionRow & { id: string } {
  return {
    id: row.id,
    plan: planSchema.parse(row.plan),
    status: subscriptionStatusSchema.parse(row.status),
    pendingPlan: asPlan(row.pendingPlan),
    trial: row.trial,
    trialEndsAt: row.trialEndsAt,
    nextBillingDate: row.nextBillingDate,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodPlan: asPlan(row.currentPeriodPlan),
    lastPaymentFailed: row.lastPaymentFailed,
    failedAttempts: row.failedAttempts,
    nextRetryAt: row.nextRetryAt,
  };
}

/** What a company without a subscription row has: freemium, active, nothing paid (the table's defaults). */
const FREEMIUM: Omit<SubscriptionRow, 'id'> = {
  plan: 'freemium',
  status: 'active',
  pendingPlan: null,
  trial: false,
  trialEndsAt: null,
  nextBillingDate: null,
  currentPeriodStart: null,
  currentPeriodPlan: null,
  lastPaymentFailed: false,
  failedAttempts: 0,
  nextRetryAt: null,
};

/**
 * The company's subscription, to read. Every company gets its row when it is created (complete-signup, the
 * seed); one without (older data) reads as freemium, and reading never writes (`id` is null then).
 */
export async function loadSubscription(tx: Reader, companyId: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row ? subscriptionRow(row) : { id: null, ...FREEMIUM };
}

/**
 * The company's subscription locked for the caller's change (`FOR UPDATE`). A company without a row gets its
 * freemium row here, inside the caller's transaction, which records the change in the audit log.
 */
export async function lockSubscription(tx: Tx, companyId: string): Promise<SubscriptionRow & { id: string }> {
  let [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .for('update');
  if (!row) {
    [row] = await tx.insert(subscriptions).values({ companyId }).onConflictDoNothing().returning();
    // Another transaction inserted it meanwhile: wait for it and lock that row.
    if (!row) {
      [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId))
        .for('update');
    }
  }
  if (!row) throw new Error('subscription insert returned nothing');
  return subscriptionRow(row);
}

export type CardRow = typeof paymentCards.$inferSelect;

export async function loadCard(db: Reader, companyId: string): Promise<CardRow | null> {
  const [card] = await db.select().from(paymentCards).where(eq(paymentCards.companyId, companyId));
  return card ?? null;
}

/** The card as the page shows it: type, masked number, expiry. */
export function cardView(card: CardRow): PaymentCard {
  return {
    cardType: card.cardType,
    maskedNumber: maskedCardNumber(card.cardBin, card.cardLast4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

/** docs/rules/billing.md#ruling-27: who is charged for, counted when the charge is made. */
export async function chargeBasisCounts(db: Reader, companyId: string): Promise<Omit<ChargeBasis, 'plan'>> {
  const [row] = await db
    .select({
      timeRegistrationUsers: sql<number>`count(*) filter (where ${employees.mobileAppAccess} and not ${employees.timeRegistrationExempt} and ${employees.employmentStatus} <> 'inactive')::int`,
      adminCount: sql<number>`count(*) filter (where ${employees.role} = 'admin' or ${employees.userId} = ${companies.ownerUserId})::int`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(employees.companyId, companyId), isNull(employees.deletedAt)));
  return {
    timeRegistrationUsers: row?.timeRegistrationUsers ?? 0,
    adminCount: Math.max(1, row?.adminCount ?? 1),
  };
}

export type { Buyer };

/** The invoice's buyer: the alternative billing address when the company uses one, else the company's own. */
export async function loadBuyer(db: Reader, companyId: string): Promise<Buyer> {
  const [row] = await db
    .select({ company: companies, ownerEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  const { company } = row;
  const alternative = company.useAlternativeBillingAddress;
  return {
    name: (alternative && company.billingName) || company.name,
    address: alternative ? company.billingAddress : company.address,
    zipcode: alternative ? company.billingZipcode : company.zipcode,
    city: alternative ? company.billingCity : company.city,
    vat: (alternative && company.billingVat) || company.vat,
    email: company.billingEmail || row.ownerEmail || '',
  };
}

/** The system as the actor of a job's writes. */
export function systemActor(companyId: string): AuditActor {
  return { companyId, userId: null, impersonatedBy: null, requestId: null };
}
