import { z } from 'zod';
import { isLoopbackHost } from './loopback';

/** Billing (docs/rules/billing.md#ruling-27, decision 028): on or off, the payment provider, and the seller on the invoices. */
export interface BillingConfig {
  /** BILLING=off (self-hosting for one's own company): every company has premiumplus, no subscription page. */
  enabled: boolean;
  /**
   * OnPay when its credentials are set; otherwise the built-in payment window, which production uses only when
   * chosen (PAYMENT_PROVIDER=builtin): without a choice, production has none and no card can be added.
   */
  provider: 'onpay' | 'builtin' | 'none';
  onpay: OnPayConfig | undefined;
  /** The seller's details on every invoice (momsbekendtgørelsen §58). */
  seller: { name: string; address: string; cvr: string; email: string };
  /** Whether every BILLING_SELLER_* variable was given (production warns when not). */
  sellerConfigured: boolean;
}

export interface OnPayConfig {
  gatewayId: string;
  windowSecret: string;
  apiKey: string;
  windowUrl: string;
  apiUrl: string;
}

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const url = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
        message: `must be an http:// or https:// URL such as ${fallback}`,
      })
      .default(fallback),
  );

/** The billing variables, spread into the environment schema in config.ts. */
export const billingEnvShape = {
  BILLING: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['onpay', 'builtin'], { error: 'must be onpay or builtin' }).optional(),
  ),
  ONPAY_GATEWAY_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d+$/, 'must be the gateway id OnPay gives, digits only').optional(),
  ),
  ONPAY_WINDOW_SECRET: optionalText,
  ONPAY_API_KEY: optionalText,
  ONPAY_WINDOW_URL: url('https://onpay.io/window/v3/'),
  ONPAY_API_URL: url('https://api.onpay.io'),
  BILLING_SELLER_NAME: optionalText,
  BILLING_SELLER_ADDRESS: optionalText,
  BILLING_SELLER_CVR: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{8}$/, 'must be 8 digits')
      .optional(),
  ),
  BILLING_SELLER_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
};

type BillingEnv = {
  NODE_ENV: string;
  BILLING: 'on' | 'off';
  PAYMENT_PROVIDER?: 'onpay' | 'builtin' | undefined;
  ONPAY_GATEWAY_ID?: string | undefined;
  ONPAY_WINDOW_SECRET?: string | undefined;
  ONPAY_API_KEY?: string | undefined;
  ONPAY_WINDOW_URL: string;
  ONPAY_API_URL: string;
  BILLING_SELLER_NAME?: string | undefined;
  BILLING_SELLER_ADDRESS?: string | undefined;
  BILLING_SELLER_CVR?: string | undefined;
  BILLING_SELLER_EMAIL?: string | undefined;
};

const ONPAY_VARIABLES = ['ONPAY_GATEWAY_ID', 'ONPAY_WINDOW_SECRET', 'ONPAY_API_KEY'] as const;
const SELLER_VARIABLES = [
  'BILLING_SELLER_NAME',
  'BILLING_SELLER_ADDRESS',
  'BILLING_SELLER_CVR',
  'BILLING_SELLER_EMAIL',
] as const;

/** Cross-field rules: OnPay's three credentials together, and PAYMENT_PROVIDER=onpay only with them. */
export function refineBillingEnv(env: BillingEnv, context: z.RefinementCtx): void {
  if (env.BILLING === 'off') return;
  const onpaySet = ONPAY_VARIABLES.filter((name) => env[name] !== undefined);
  if (onpaySet.length > 0 && onpaySet.length < ONPAY_VARIABLES.length) {
    for (const name of ONPAY_VARIABLES.filter((name) => env[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required with the other ONPAY_* variables',
      });
    }
  }
  if (env.PAYMENT_PROVIDER === 'onpay' && onpaySet.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: 'is onpay, which needs ONPAY_GATEWAY_ID, ONPAY_WINDOW_SECRET and ONPAY_API_KEY',
    });
  }
}

/**
 * The built-in test window is the default only where nobody else can reach it: outside production and on a
 * loopback BASE_URL, as the dev mail outbox. A server started without NODE_ENV=production behind a public address
 * must not sell plans for a test card; PAYMENT_PROVIDER=builtin still chooses it explicitly.
 */
function builtinByDefault(env: BillingEnv, baseUrl: string): boolean {
  return env.NODE_ENV !== 'production' && isLoopbackHost(new URL(baseUrl).hostname);
}

/** The billing configuration from the validated variables. */
export function billingConfigFrom(env: BillingEnv, baseUrl: string): BillingConfig {
  const onpay =
    env.ONPAY_GATEWAY_ID && env.ONPAY_WINDOW_SECRET && env.ONPAY_API_KEY
      ? {
          gatewayId: env.ONPAY_GATEWAY_ID,
          windowSecret: env.ONPAY_WINDOW_SECRET,
          apiKey: env.ONPAY_API_KEY,
          windowUrl: env.ONPAY_WINDOW_URL,
          apiUrl: env.ONPAY_API_URL.replace(/\/+$/, ''),
        }
      : undefined;
  return {
    enabled: env.BILLING === 'on',
    provider: env.PAYMENT_PROVIDER ?? (onpay ? 'onpay' : builtinByDefault(env, baseUrl) ? 'builtin' : 'none'),
    onpay,
    // Outside production a placeholder seller, so invoices work on a fresh clone.
    seller: {
      name: env.BILLING_SELLER_NAME ?? 'Kollega ApS',
      address: env.BILLING_SELLER_ADDRESS ?? 'Eksempelvej 1, 1000 København K',
      cvr: env.BILLING_SELLER_CVR ?? '12345678',
      email: env.BILLING_SELLER_EMAIL ?? 'faktura@kollega.local',
    },
    sellerConfigured: SELLER_VARIABLES.every((name) => env[name] !== undefined),
  };
}

/** Never shown in an error message or a log. */
export const BILLING_SECRET_VARIABLES = ['ONPAY_WINDOW_SECRET', 'ONPAY_API_KEY'];

/** Printed at start-up in production (main.ts): billing that cannot take payments or invoices a placeholder. */
export function billingWarnings(config: { nodeEnv: string; billing: BillingConfig }): string[] {
  const { billing } = config;
  if (config.nodeEnv !== 'production' || !billing.enabled) return [];
  const warnings: string[] = [];
  if (billing.provider === 'none') {
    warnings.push(
      'Billing has no payment provider: set ONPAY_GATEWAY_ID, ONPAY_WINDOW_SECRET and ONPAY_API_KEY, or PAYMENT_PROVIDER=builtin (test payments), or BILLING=off.',
    );
  }
  if (billing.provider === 'builtin') {
    warnings.push('PAYMENT_PROVIDER=builtin: payments are simulated, no money is taken.');
  }
  if (!billing.sellerConfigured) {
    warnings.push(
      'Invoices show a placeholder seller: set BILLING_SELLER_NAME, BILLING_SELLER_ADDRESS, BILLING_SELLER_CVR and BILLING_SELLER_EMAIL.',
    );
  }
  return warnings;
}
