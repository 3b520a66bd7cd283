import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';

/**
 * The card on file (hr-core §3 Payment data: order_id, card_type, card_bin, expiry): one per company, replaced by
 * 'Skift betalingskort'. Only what the provider tells us is kept: never a full card number.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** onpay | builtin */
    provider: text('provider').notNull(),
    /** The provider's subscription (OnPay's `onpay_uuid`): what recurring charges are made against. */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** The payment window order that attached the card. */
    orderId: text('order_id').notNull(),
    cardType: text('card_type').notNull(),
    /** The first six digits (the BIN) and the last four, as OnPay's card mask gives them. */
    cardBin: text('card_bin').notNull(),
    cardLast4: text('card_last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_cards_company_unique').on(table.companyId)],
);

/**
 * One opening of the payment window: what it is for (a plan to start, or a new card), the amount asked, and
 * whether its callback has been handled. The callback and the browser's return both arrive: only the first one
 * to move it from `pending` does anything (decision 028).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** subscription | changecard */
    purpose: text('purpose').notNull(),
    /** The plan to start (purpose subscription). */
    plan: text('plan'),
    /** pending | completed | declined */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('payment_orders_company_created').on(table.companyId, table.createdAt)],
);

/**
 * One charge of one period (hr-core §3 Transaction): `period_key` is unique per company, so a period is never
 * charged twice whatever crashes or how many servers run the job. A completed charge gets the next number of the
 * installation's gap-free invoice series in the same transaction; a failed one keeps its row without a number
 * and is retried (docs/rules/billing.md#ruling-27).
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** `${periodStart}:${plan}`: an upgrade on a day a period began is a period of its own. */
    periodKey: text('period_key').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    plan: text('plan').notNull(),
    /** pending (claimed, the provider asked) | completed | failed */
    status: text('status').notNull().default('pending'),
    lines: jsonb('lines').notNull(),
    netOre: integer('net_ore').notNull(),
    vatOre: integer('vat_ore').notNull(),
    grossOre: integer('gross_ore').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * What the charge is for (initial | upgrade | renewal), set when it is claimed: with `id` and `attempts` it
     * makes the provider's order reference `${kind}:${id}:${attempts}`, which a resumed charge sends again.
     */
    kind: text('kind'),
    /** When a runner last claimed the row to ask the provider; a row still pending long after is resumed. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    invoiceNumber: integer('invoice_number'),
    providerTransactionId: text('provider_transaction_id'),
    /** The buyer as invoiced (name, address, CVR), fixed when the charge completes. */
    buyer: jsonb('buyer'),
    /**
     * The seller as invoiced (name, address, CVR, e-mail from BILLING_SELLER_*), fixed when the charge completes, so
     * a later change of the configuration never changes an issued invoice. Null on charges completed before
     * migration 0015: those are rendered with the configuration of the day.
     */
    seller: jsonb('seller'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_transactions_company_period').on(table.companyId, table.periodKey),
    uniqueIndex('billing_transactions_company_invoice').on(table.companyId, table.invoiceNumber),
    index('billing_transactions_company_status').on(table.companyId, table.status, table.createdAt),
  ],
);

/** The installation's one invoice-number series (docs/rules/billing.md#ruling-27): a single row, bumped under its row lock. */
export const invoiceNumberSeries = pgTable('invoice_number_series', {
  id: integer('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
