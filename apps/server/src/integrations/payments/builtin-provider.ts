import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { signOnpayFields, verifyOnpayFields } from './onpay-signing';
import {
  type CallbackResult,
  type CardDetails,
  DKK,
  type PaymentProvider,
  type WindowRequest,
} from './payment-provider';

/**
 * The built-in payment window's test cards (decision 028). Like a real acquirer's test numbers, each behaves one
 * way: approved; declined in the window; approved in the window but every later charge declined; approved and
 * expiring this month.
 */
export const TEST_CARDS = {
  success: { number: '4111 1111 1111 1111', cardType: 'Visa', label: 'Godkendes' },
  declined: { number: '4000 0000 0000 0002', cardType: 'Visa', label: 'Afvises' },
  failsLater: {
    number: '4000 0000 0000 0341',
    cardType: 'Visa',
    label: 'Godkendes, men senere træk afvises',
  },
  expiringSoon: { number: '5555 5555 5555 4444', cardType: 'Mastercard', label: 'Udløber snart' },
} as const;
export type TestCardKey = keyof typeof TEST_CARDS;

const digits = (value: string) => value.replace(/\D/g, '');

/** Which test card a typed number is, or null. */
export function testCardOf(number: string): TestCardKey | null {
  const typed = digits(number);
  const found = (Object.keys(TEST_CARDS) as TestCardKey[]).find(
    (key) => digits(TEST_CARDS[key].number) === typed,
  );
  return found ?? null;
}

export interface BuiltinWindowSubmission {
  fields: Record<string, string>;
  cardNumber: string;
  approve: boolean;
}

export type BuiltinWindowOutcome =
  | { ok: true; callbackUrl: string; acceptUrl: string; callbackFields: Record<string, string> }
  | { ok: false; declineUrl: string; errorCode: number }
  | { ok: false; declineUrl: null; errorCode: number };

/**
 * The built-in window's secret, derived from ENCRYPTION_KEY (issue 25): every server of one installation agrees,
 * so a window opened on one can be answered on another, and a restart does not void open windows. A random one
 * only where there is no key (never in a started server, which always resolves one).
 */
export function builtinWindowSecret(encryptionKey: string | undefined): string {
  if (!encryptionKey) return randomBytes(32).toString('hex');
  return createHmac('sha256', Buffer.from(encryptionKey, 'hex'))
    .update('kollega:builtin-payment-window')
    .digest('hex');
}

/** One key per purpose, so that a form signed for one purpose is never accepted for the other. */
const subkey = (secret: string, purpose: 'window' | 'callback') =>
  createHmac('sha256', secret).update(purpose).digest('hex');

/**
 * The built-in payment window: the default without OnPay credentials outside production. It signs and checks
 * exactly as OnPay does, so the same callback route serves both. Its provider subscription ids carry the test
 * card (`builtin-<card>-<uuid>`), so charges need no state of their own. The window's form and the callback are
 * signed with different keys: the form the browser holds, posted to the callback, is not a callback (issue 25).
 */
export class BuiltinPaymentProvider implements PaymentProvider {
  readonly kind = 'builtin' as const;
  private readonly windowSecret: string;
  private readonly callbackSecret: string;

  constructor(
    private readonly windowAction: string,
    secret: string = randomBytes(32).toString('hex'),
    private readonly today: () => Date = () => new Date(),
  ) {
    this.windowSecret = subkey(secret, 'window');
    this.callbackSecret = subkey(secret, 'callback');
  }

  windowForm(request: WindowRequest) {
    return {
      action: this.windowAction,
      fields: signOnpayFields(
        {
          onpay_gatewayid: 'builtin',
          onpay_currency: DKK,
          onpay_amount: String(request.amountOre),
          onpay_reference: request.reference,
          onpay_type: 'subscription',
          onpay_accepturl: request.acceptUrl,
          onpay_declineurl: request.declineUrl,
          onpay_callbackurl: request.callbackUrl,
        },
        this.windowSecret,
      ),
    };
  }

  /** What the window's 'Godkend' and 'Afvis' do: the signed callback, or the decline. */
  submitWindow(submission: BuiltinWindowSubmission): BuiltinWindowOutcome {
    const { fields } = submission;
    if (!verifyOnpayFields(fields, this.windowSecret))
      return { ok: false, declineUrl: null, errorCode: 1000 };
    const declineUrl = fields.onpay_declineurl ?? '/subscription';
    const card = testCardOf(submission.cardNumber);
    if (!submission.approve || card === null || card === 'declined') {
      return { ok: false, declineUrl, errorCode: 3 };
    }
    const number = digits(TEST_CARDS[card].number);
    const callbackFields = signOnpayFields(
      {
        onpay_uuid: `builtin-${card}-${randomUUID()}`,
        onpay_number: `BI${Date.now()}`,
        onpay_reference: fields.onpay_reference ?? '',
        onpay_amount: fields.onpay_amount ?? '0',
        onpay_currency: DKK,
        onpay_method: 'card',
        onpay_cardmask: `${number.slice(0, 6)}XXXXXX${number.slice(-4)}`,
      },
      this.callbackSecret,
    );
    return {
      ok: true,
      callbackUrl: fields.onpay_callbackurl ?? '',
      acceptUrl: fields.onpay_accepturl ?? '',
      callbackFields,
    };
  }

  verifyCallback(fields: Readonly<Record<string, string>>): CallbackResult | null {
    if (!verifyOnpayFields(fields, this.callbackSecret)) return null;
    return verifiedResult(fields);
  }

  async readCard(providerSubscriptionId: string): Promise<CardDetails> {
    const key = (providerSubscriptionId.split('-')[1] ?? 'success') as TestCardKey;
    const card = TEST_CARDS[key] ?? TEST_CARDS.success;
    const number = digits(card.number);
    const now = this.today();
    const soon = key === 'expiringSoon';
    return {
      cardType: card.cardType,
      bin: number.slice(0, 6),
      last4: number.slice(-4),
      expiryMonth: soon ? now.getUTCMonth() + 1 : 12,
      expiryYear: soon ? now.getUTCFullYear() : now.getUTCFullYear() + 3,
    };
  }

  async charge(providerSubscriptionId: string, _amountOre: number, reference: string) {
    const key = providerSubscriptionId.split('-')[1];
    if (key === 'declined' || (key === 'failsLater' && !reference.startsWith('initial:'))) {
      return { ok: false as const, reason: 'declined' };
    }
    // One reference, one charge, as OnPay: a resumed charge sent again gets the same transaction back.
    const transactionId = `BI-${createHash('sha256').update(reference).digest('hex').slice(0, 32)}`;
    return { ok: true as const, transactionId };
  }

  async cancel(): Promise<void> {}
}

/**
 * The callback's meaning once its signature is known to be right (OnPay and the built-in window alike), or null
 * for signed fields that are no result at all: OnPay signs its window form with the same secret as its
 * callbacks, and that form (which the browser holds) carries neither a subscription nor an error code. Posted
 * to the callback, it must not count as a decline of the order (issue 25).
 */
export function verifiedResult(fields: Readonly<Record<string, string>>): CallbackResult | null {
  if (fields.onpay_uuid === undefined && fields.onpay_errorcode === undefined) return null;
  const errorCode = fields.onpay_errorcode;
  if (errorCode !== undefined && errorCode !== '0') {
    return {
      approved: false,
      reference: fields.onpay_reference ?? null,
      errorCode: Number(errorCode) || 1000,
    };
  }
  const reference = fields.onpay_reference;
  const uuid = fields.onpay_uuid;
  if (!reference || !uuid) return { approved: false, reference: reference ?? null, errorCode: 1000 };
  return { approved: true, reference, providerSubscriptionId: uuid };
}
