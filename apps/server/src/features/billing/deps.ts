import type { BillingConfig } from '../../config/billing-config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../integrations/mail/index';
import type { PaymentProvider } from '../../integrations/payments/index';

/** What the billing actions need besides the caller: handed in by the routes and the jobs, never reached for. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The app's public address: the payment window's return and callback addresses. */
  baseUrl: string;
  seller: BillingConfig['seller'];
  /** The clock (tests move it to a billing date). */
  now: () => Date;
  /** For what must not fail a charge but must not pass unseen: an invoice e-mail not sent, a card not cancelled. */
  log: { error(details: object, message: string): void };
}
