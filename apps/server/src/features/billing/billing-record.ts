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
import type { Db } from '../../db/database';
import { companies, employees, paymentCards, subscriptions, users } from '../../db/schema/index';
import type { Buyer } from '../../integrations/invoices/index';
import type { Tx } from './deps';

type Reader = Pick<Db, 'select'>;

export interface SubscriptionRow {
  id: string;
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

/** The company's subscription; a company without one (seed data) gets a freemium one first. */
export async function loadSubscription(
  tx: Tx,
  companyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow> {
  const query = tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  let [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) {
    [row] = await tx.insert(subscriptions).values({ companyId }).returning();
  }
  if (!row) throw new Error('subscription insert returned nothing');
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

/** decisions.md 27: who is charged for, counted when the charge is made. */
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
