import { z } from 'zod';
import { planSchema, subscriptionStatusSchema } from '../auth/roles';

export const planChangeSchema = z.enum(['upgrade', 'downgrade', 'cancel', 'nochange']);

/**
 * POST /api/payment/subscriptions/add|update (hr-core §7). The company comes from the session (DESIGN.md rule 1):
 * a `companyId` in the body is ignored; the action is decided by the server from the current plan.
 */
export const subscriptionChangeSchema = z.object({
  name: planSchema,
  action: planChangeSchema.optional(),
});
export type SubscriptionChangeInput = z.infer<typeof subscriptionChangeSchema>;

export const subscriptionChangeResponseSchema = z.object({
  action: planChangeSchema,
  /** Where the browser goes to pay (no card on file yet), or null: the change is made and the page reloads. */
  paymentLink: z.string().nullable(),
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

export const changeCardResponseSchema = z.object({ paymentLink: z.string() });

export const invoiceLineSchema = z.object({
  kind: z.enum(['plan', 'timereg', 'extraAdmin', 'credit']),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceOre: z.number().int(),
  amountOre: z.number().int(),
  period: z.object({ start: z.string(), end: z.string() }).optional(),
});

export const paymentCardSchema = z.object({
  cardType: z.string(),
  /** e.g. '4111 11•• •••• 1111' */
  maskedNumber: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const bannerKindSchema = z.enum([
  'suspended',
  'paymentFailed',
  'cardExpired',
  'cardExpiringSoon',
  'noCard',
]);

export const transactionStatusSchema = z.enum(['completed', 'failed', 'pending']);

export const transactionRowSchema = z.object({
  id: z.string(),
  invoiceNumber: z.number().int().nullable(),
  /** The charge's date (YYYY-MM-DD). */
  date: z.string(),
  netOre: z.number().int(),
  grossOre: z.number().int(),
  status: transactionStatusSchema,
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

/** GET /api/payment/subscription: everything /subscription and the topbar banners show. */
export const subscriptionOverviewSchema = z.object({
  plan: planSchema,
  status: subscriptionStatusSchema,
  trial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  /** A downgrade or cancel waiting for nextBillingDate. */
  pendingPlan: planSchema.nullable(),
  lastPaymentFailed: z.boolean(),
  /**
   * A failed charge will be tried again (docs/rules/billing.md#ruling-27): false once suspended after the third try, when only a
   * new card pays it, so the failed invoice no longer promises a retry (issue 23).
   */
  retryScheduled: z.boolean(),
  /** The next charge's lines and total excl. moms, counted as of today. */
  nextPayment: z.object({ lines: z.array(invoiceLineSchema), netOre: z.number().int() }),
  card: paymentCardSchema.nullable(),
  /** A charge that failed and will be retried, or is awaiting the bank: shown first in the invoice list. */
  openCharges: z.array(transactionRowSchema),
  banners: z.array(bannerKindSchema),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/** GET /api/payment/transactions: completed charges only, newest first (hr-core §7). */
export const transactionListSchema = z.object({ items: z.array(transactionRowSchema) });
export type TransactionList = z.infer<typeof transactionListSchema>;
