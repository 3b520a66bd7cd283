/**
 * The payment provider (DESIGN.md rule 7, decision 028): OnPay, or the built-in payment window that behaves like
 * it. The billing feature only sees this interface.
 */
export interface PaymentProvider {
  /** 'none': production without a chosen provider (docs/rules/billing.md#ruling-27); no window opens, nothing is charged. */
  readonly kind: 'onpay' | 'builtin' | 'none';
  /**
   * The payment window's signed form for a new card subscription (`onpay_type=subscription`): where the
   * browser posts it, and the fields.
   */
  windowForm(request: WindowRequest): { action: string; fields: Record<string, string> };
  /**
   * A callback or the browser's return, verified in constant time: what it says, or null when the signature
   * is wrong (a tampered or forged callback).
   */
  verifyCallback(fields: Readonly<Record<string, string>>): CallbackResult | null;
  /** The card behind a provider subscription. */
  readCard(providerSubscriptionId: string): Promise<CardDetails>;
  /** A recurring charge against the card: authorize and capture `amountOre` (incl. moms). */
  charge(providerSubscriptionId: string, amountOre: number, reference: string): Promise<ChargeResult>;
  /** Stops a provider subscription (the old card after 'Skift betalingskort'). */
  cancel(providerSubscriptionId: string): Promise<void>;
}

export interface WindowRequest {
  /** Our payment order's id: comes back as `onpay_reference`. */
  reference: string;
  /** Incl. moms, in øre. */
  amountOre: number;
  acceptUrl: string;
  declineUrl: string;
  callbackUrl: string;
}

export type CallbackResult =
  | { approved: true; reference: string; providerSubscriptionId: string }
  | { approved: false; reference: string | null; errorCode: number };

export interface CardDetails {
  cardType: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type ChargeResult =
  | { ok: true; transactionId: string }
  /**
   * Not charged. `uncertain`: no answer (a timeout, a lost connection, the provider's own error), so the charge
   * may have gone through: the caller keeps it pending and sends the same reference again later.
   */
  | { ok: false; reason: string; uncertain?: boolean };

/** OnPay's currency code for DKK. */
export const DKK = 'DKK';

/** Production without OnPay and without PAYMENT_PROVIDER=builtin: payments are not possible. */
export class NoPaymentProvider implements PaymentProvider {
  readonly kind = 'none' as const;
  windowForm(): never {
    throw new Error('no payment provider is configured');
  }
  verifyCallback(): null {
    return null;
  }
  async readCard(): Promise<never> {
    throw new Error('no payment provider is configured');
  }
  async charge(): Promise<ChargeResult> {
    return { ok: false, reason: 'no payment provider is configured' };
  }
  async cancel(): Promise<void> {}
}
