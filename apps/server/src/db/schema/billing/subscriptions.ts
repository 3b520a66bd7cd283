import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';

/**
 * A company's plan (hr-core §3 Subscription). New companies start on freemium, status active. The billing
 * issue adds payments, cards and invoices around it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** freemium | premium | premiumplus */
    plan: text('plan').notNull().default('freemium'),
    /** active | cancelled | terminated | expired */
    status: text('status').notNull().default('active'),
    trial: boolean('trial').notNull().default(false),
    /**
     * Whether a payment card is attached (time-registration §2 shows its tabs only with a card or a trial): kept
     * in step with `payment_cards` by the billing actions.
     */
    hasPaymentCard: boolean('has_payment_card').notNull().default(false),
    /** Monthly price excl. VAT, in øre. */
    priceOre: integer('price_ore').notNull().default(0),
    nextBillingDate: date('next_billing_date'),
    lastPaymentFailed: boolean('last_payment_failed').notNull().default(false),
    /** A downgrade or cancel waiting for nextBillingDate (docs/rules/billing.md#ruling-27). */
    pendingPlan: text('pending_plan'),
    /** The first day of the paid period running now; with nextBillingDate it gives an upgrade's credit. */
    currentPeriodStart: date('current_period_start'),
    /** The plan the running period was charged for (the credit uses its price). */
    currentPeriodPlan: text('current_period_plan'),
    /** Failed tries of the open charge: 3 make the subscription terminated (docs/rules/billing.md#ruling-27). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /** The trial's expiry (docs/rules/billing.md#ruling-27: default 30 days after it is set). */
    trialEndsAt: date('trial_ends_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscriptions_company_unique').on(table.companyId)],
);
