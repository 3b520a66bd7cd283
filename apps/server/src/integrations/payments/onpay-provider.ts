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
const TIMEOUT_MS = 15_000;

interface OnPayTransaction {
  data?: { uuid?: string; status?: string };
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

  async charge(providerSubscriptionId: string, amountOre: number, reference: string): Promise<ChargeResult> {
    try {
      const authorized = (await this.call(
        'POST',
        `/v1/subscription/${encodeURIComponent(providerSubscriptionId)}/authorize`,
        { data: { amount: amountOre, order_id: reference } },
      )) as OnPayTransaction | undefined;
      const uuid = authorized?.data?.uuid;
      if (!uuid) return { ok: false, reason: 'authorize gave no transaction' };
      await this.call('POST', `/v1/transaction/${encodeURIComponent(uuid)}/capture`, {
        data: { amount: amountOre },
      });
      return { ok: true, transactionId: uuid };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
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
    if (!response.ok) throw new Error(`OnPay ${method} ${path} answered ${response.status}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
}
