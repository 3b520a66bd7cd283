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
    /** The last day of the trial (decisions.md 27: set by the super admin, 30 days by default). */
    trialExpiresOn: date('trial_expires_on', { mode: 'string' }),
    /**
     * Whether a payment card is attached (time-registration §2 shows its tabs only with a card or a trial). The
     * billing issue sets it from the card payment; until then it is data, set by the super admin or the seed.
     */
    hasPaymentCard: boolean('has_payment_card').notNull().default(false),
    /** Monthly price excl. VAT, in øre. */
    priceOre: integer('price_ore').notNull().default(0),
    nextBillingDate: date('next_billing_date'),
    lastPaymentFailed: boolean('last_payment_failed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subscriptions_company_unique').on(table.companyId)],
);
