import type { AppConfig } from '../../config/config';
import { BuiltinPaymentProvider, builtinWindowSecret } from './builtin-provider';
import { OnPayProvider } from './onpay-provider';
import { NoPaymentProvider, type PaymentProvider } from './payment-provider';

export {
  BuiltinPaymentProvider,
  builtinWindowSecret,
  TEST_CARDS,
  type TestCardKey,
  testCardOf,
} from './builtin-provider';
export { OnPayProvider } from './onpay-provider';
export { onpayHmac, phpUrlencode, signOnpayFields, verifyOnpayFields } from './onpay-signing';
export type {
  CallbackResult,
  CardDetails,
  ChargeResult,
  PaymentProvider,
  WindowRequest,
} from './payment-provider';

/** The built-in window's form posts here (billing routes). */
export const BUILTIN_WINDOW_PATH = '/api/payment/builtin-window';

/**
 * OnPay when configured, otherwise the built-in payment window (docs/rules/billing.md#ruling-27); in production without either
 * chosen, none: no payment window opens and nothing is charged.
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const { billing } = config;
  if (billing.provider === 'onpay' && billing.onpay) return new OnPayProvider(billing.onpay);
  if (billing.provider === 'builtin')
    return new BuiltinPaymentProvider(
      `${config.baseUrl}${BUILTIN_WINDOW_PATH}`,
      builtinWindowSecret(config.encryptionKey),
    );
  return new NoPaymentProvider();
}
