import type { OnPayConfig } from '../../config/billing-config';
import { verifiedResult } from './builtin-provider';
import { signOnpayFields, verifyOnpayFields } from './onpay-signing';
import {
  type CallbackResult,
  type CardDetails,
  type ChargeResult,
  DKK,
  type PaymentProvider,
  type WindowRequest,
} from './payment-provider';

const PLATFORM = 'kollega/1.0';

/** OnPay answered, with an error status: a 4xx to an authorization is a decline, not an unknown outcome. */
class OnPayHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
const TIMEOUT_MS = 15_000;

interface OnPayTransactionData {
  uuid?: string;
  order_id?: string;
  /** active: authorized; finished: captured; cancelled, … */
  status?: string;
}
interface OnPayTransaction {
  data?: OnPayTransactionData;
}
interface OnPayTransactionList {
  data?: OnPayTransactionData[];
}
interface OnPaySubscription {
  data?: {
    card_type?: string;
    card_bin?: string;
    card_mask?: string;
    expiry_month?: number | string;
    expiry_year?: number | string;
  };
}

/**
 * OnPay (decision 028): the payment window v3 as a signed form (`onpay_type=subscription` saves the card), and
 * API v1 for what follows: authorize and capture against the subscription, read its card, cancel it.
 */
export class OnPayProvider implements PaymentProvider {
  readonly kind = 'onpay' as const;

  constructor(
    private readonly config: OnPayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  windowForm(request: WindowRequest) {
    return {
      action: this.config.windowUrl,
      fields: signOnpayFields(
        {
          onpay_gatewayid: this.config.gatewayId,
          onpay_currency: DKK,
          onpay_amount: String(request.amountOre),
          onpay_reference: request.reference,
          onpay_type: 'subscription',
          onpay_accepturl: request.acceptUrl,
          onpay_declineurl: request.declineUrl,
          onpay_callbackurl: request.callbackUrl,
          onpay_language: 'da',
          onpay_platform: PLATFORM,
        },
        this.config.windowSecret,
      ),
    };
  }

  verifyCallback(fields: Readonly<Record<string, string>>): CallbackResult | null {
    if (!verifyOnpayFields(fields, this.config.windowSecret)) return null;
    return verifiedResult(fields);
  }

  async readCard(providerSubscriptionId: string): Promise<CardDetails> {
    const body = (await this.call('GET', `/v1/subscription/${encodeURIComponent(providerSubscriptionId)}`)) as
      | OnPaySubscription
      | undefined;
    const data = body?.data ?? {};
    const mask = String(data.card_mask ?? '');
    return {
      cardType: String(data.card_type ?? 'Kort'),
      bin: String(data.card_bin ?? mask.slice(0, 6)),
      last4: mask.replace(/\D/g, '').slice(-4) || '????',
      expiryMonth: Number(data.expiry_month ?? 0),
      expiryYear: Number(data.expiry_year ?? 0),
    };
  }

  /**
   * Authorize and capture, once per reference: a charge resumed after a crash (decision 028) sends its reference
   * again, so the gateway's transactions are searched for it first (`GET /v1/transaction/?query=`, the order id
   * matched exactly). A captured one is the answer; an authorized one is captured; only without one is a new
   * authorization made.
   */
  async charge(providerSubscriptionId: string, amountOre: number, reference: string): Promise<ChargeResult> {
    let authorizing = false;
    try {
      const earlier = await this.findTransaction(reference);
      if (earlier?.uuid && earlier.status === 'finished') return { ok: true, transactionId: earlier.uuid };
      let uuid = earlier?.uuid && earlier.status === 'active' ? earlier.uuid : undefined;
      if (!uuid) {
        authorizing = true;
        const authorized = (await this.call(
          'POST',
          `/v1/subscription/${encodeURIComponent(providerSubscriptionId)}/authorize`,
          { data: { amount: amountOre, order_id: reference } },
        )) as OnPayTransaction | undefined;
        authorizing = false;
        uuid = authorized?.data?.uuid;
      }
      if (!uuid) return { ok: false, reason: 'authorize gave no transaction' };
      await this.call('POST', `/v1/transaction/${encodeURIComponent(uuid)}/capture`, {
        data: { amount: amountOre },
      });
      return { ok: true, transactionId: uuid };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Only OnPay refusing the authorization is a decline; anything else may have charged the card.
      const declined = authorizing && error instanceof OnPayHttpError && error.status < 500;
      return declined ? { ok: false, reason } : { ok: false, reason, uncertain: true };
    }
  }

  /** The gateway's transaction with this order id, if any (the search is free text: the id must match). */
  private async findTransaction(reference: string): Promise<OnPayTransactionData | undefined> {
    const query = new URLSearchParams({ query: reference, page_size: '10' });
    const body = (await this.call('GET', `/v1/transaction/?${query}`)) as OnPayTransactionList | undefined;
    return (body?.data ?? []).find(
      (transaction) => transaction.order_id === reference && transaction.status !== 'cancelled',
    );
  }

  async cancel(providerSubscriptionId: string): Promise<void> {
    await this.call('POST', `/v1/subscription/${encodeURIComponent(providerSubscriptionId)}/cancel`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.config.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new OnPayHttpError(`OnPay ${method} ${path} answered ${response.status}`, response.status);
    }
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
}
