import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONNECTION_TIMEOUT_MS, DEFAULT_POOL_MAX } from '../db/connection-timeout';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../db/statement-timeout';
import {
  BILLING_SECRET_VARIABLES,
  type BillingConfig,
  billingConfigFrom,
  billingEnvShape,
  refineBillingEnv,
} from './billing-config';
import { refineS3Env, S3_SECRET_VARIABLES, type S3Config, s3ConfigFrom, s3EnvShape } from './s3-config';

/**
 * The server's configuration, read once from environment variables at start-up and validated, so a
 * typo stops the server with a message that names the variable instead of failing later.
 * Operator messages are English; everything a user sees is Danish.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The request path's own login (DATABASE_APP_URL): the `kollega_app` role, so no request can switch row-level
   * security off (decision 033). Unset, it is DATABASE_URL with the user `kollega_app` and no password, which
   * works where the server trusts local connections; set it (with the role's password) everywhere else.
   */
  databaseAppUrl: string | undefined;
  /**
   * The token that opens the development mail outbox (DEV_OUTBOX_TOKEN); unset, a random one is made at each
   * start and printed. Fixed only for tools that read the outbox, such as the e2e tests.
   */
  devOutboxToken: string | undefined;
  /**
   * PostgreSQL cancels any statement running longer (DATABASE_STATEMENT_TIMEOUT_MS, default 30 000), so a runaway
   * query fails its request instead of holding a connection. The embedded PGlite has no such limit.
   */
  databaseStatementTimeoutMs: number;
  /** Connections the request path's pool holds at most on PostgreSQL (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  /**
   * How long a request waits for a free PostgreSQL connection (DATABASE_CONNECTION_TIMEOUT_MS, default 5 000)
   * before it is answered 503 with Retry-After.
   */
  databaseConnectionTimeoutMs: number;
  smtpUrl: string | undefined;
  trustProxy: boolean | number | string[];
  /** 32 bytes as 64 hex characters; resolved by `resolveEncryptionKey` when absent outside production. */
  encryptionKey: string | undefined;
  /**
   * Keys that encrypted CPR numbers before the current one (PREVIOUS_ENCRYPTION_KEYS): kept so those values
   * still decrypt while `npm run cli -- reencrypt` rewrites them under the current key.
   */
  previousEncryptionKeys: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Sender of every e-mail. */
  mailFrom: string;
  /**
   * Who hosts the servers and database (DPA_HOSTING_PROVIDER, e.g. 'Hetzner Online GmbH, Tyskland'): named as a
   * sub-processor in the Databehandleraftale (decision 051). Unset: the agreement names no hosting provider.
   */
  hostingProvider: string | undefined;
  /** Users with these e-mails are super admins (docs/rules/auth-and-access.md#ruling-6), lower-cased. */
  superadminEmails: string[];
  /** Which CVR lookup to use: cvrapi.dk, or the offline list (development, tests, air-gapped installs). */
  cvrProvider: 'cvrapi' | 'offline';
  cvrApiUrl: string;
  /** File storage: a bucket when S3_BUCKET is set (s3-config.ts), otherwise local disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Admission control for /api in embedded mode (PGlite runs one query at a time): see plugins/request-queue.ts. */
  embeddedRequestQueue: {
    maxConcurrent: number;
    maxQueued: number;
    queueTimeoutMs: number;
    /** What one company may hold at once, running and waiting (issue 25, decision 035). */
    perCompany: { concurrent: number; queued: number };
    /** What one signed-in user (one session) may hold at once. */
    perUser: { concurrent: number; queued: number };
  };
  /** Subscriptions and payments (docs/rules/billing.md#ruling-27): see billing-config.ts. */
  billing: BillingConfig;
  /**
   * Web push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; decision 040). Without the keys,
   * `resolveVapidKeys` generates a pair into DATA_DIR on the embedded database; otherwise push is off.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const portSchema = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const countSchema = (min: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `must be a whole number of at least ${min}` })
      .int(`must be a whole number of at least ${min}`)
      .min(min, `must be a whole number of at least ${min}`)
      .default(fallback),
  );

const httpUrl = (example: string) =>
  z.string().refine((value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value), {
    message: `must be an http:// or https:// URL such as ${example}`,
  });

/** TRUST_PROXY: false (default), true, a number of proxy hops, or a comma-separated list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, context): boolean | number | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const addressPattern = /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
    const bad = entries.filter((entry) => !addressPattern.test(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxy hops, or a comma-separated list of IP addresses/CIDRs (not understood: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.preprocess(emptyToUndefined, portSchema.default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    BASE_URL: z.preprocess(emptyToUndefined, httpUrl('https://hr.example.dk').optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/.+/,
          'must be a PostgreSQL URL such as postgres://user:password@host:5432/kollega',
        )
        .optional(),
    ),
    DATABASE_APP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/.+/,
          'must be a PostgreSQL URL such as postgres://kollega_app:password@host:5432/kollega',
        )
        .optional(),
    ),
    DEV_OUTBOX_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,}$/, 'must be at least 16 letters, digits, - or _')
        .optional(),
    ),
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of milliseconds, at least 100' })
        .int('must be a whole number of milliseconds, at least 100')
        .min(100, 'must be a whole number of milliseconds, at least 100')
        .default(DEFAULT_STATEMENT_TIMEOUT_MS),
    ),
    DATABASE_POOL_MAX: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of connections from 1 to 1000' })
        .int('must be a whole number of connections from 1 to 1000')
        .min(1, 'must be a whole number of connections from 1 to 1000')
        .max(1000, 'must be a whole number of connections from 1 to 1000')
        .default(DEFAULT_POOL_MAX),
    ),
    DATABASE_CONNECTION_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number of milliseconds from 100 to 600000' })
        .int('must be a whole number of milliseconds from 100 to 600000')
        .min(100, 'must be a whole number of milliseconds from 100 to 600000')
        .max(600_000, 'must be a whole number of milliseconds from 100 to 600000')
        .default(DEFAULT_CONNECTION_TIMEOUT_MS),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'must be an SMTP URL such as smtps://user:password@smtp.example.dk:465')
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema),
    ENCRYPTION_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[0-9a-fA-F]{64}$/,
          'must be 64 hexadecimal characters (32 bytes); generate one with: openssl rand -hex 32',
        )
        .optional(),
    ),
    PREVIOUS_ENCRYPTION_KEYS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((key) => key.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine((keys) => keys.every((key) => /^[0-9a-f]{64}$/.test(key)), {
          message: 'must be a comma-separated list of keys of 64 hexadecimal characters',
        }),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
    DPA_HOSTING_PROVIDER: z.preprocess(emptyToUndefined, z.string().trim().min(2).max(200).optional()),
    // Web push (decision 040): the keys from `npx web-push generate-vapid-keys`, base64url.
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{87}$/,
          'must be a base64url P-256 public key (npx web-push generate-vapid-keys)',
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{43}$/,
          'must be a base64url P-256 private key (npx web-push generate-vapid-keys)',
        )
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
        .optional(),
    ),
    SUPERADMIN_EMAILS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
          message: 'must be a comma-separated list of e-mail addresses',
        }),
    ),
    CVR_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['cvrapi', 'offline'], { error: 'must be cvrapi or offline' }).optional(),
    ),
    CVR_API_URL: z.preprocess(emptyToUndefined, httpUrl('https://cvrapi.dk').default('https://cvrapi.dk')),
    EMBEDDED_MAX_CONCURRENT_REQUESTS: countSchema(1, 16),
    EMBEDDED_MAX_QUEUED_REQUESTS: countSchema(0, 100),
    EMBEDDED_QUEUE_TIMEOUT_MS: countSchema(1, 5000),
    EMBEDDED_MAX_CONCURRENT_PER_COMPANY: countSchema(1, 8),
    EMBEDDED_MAX_QUEUED_PER_COMPANY: countSchema(0, 16),
    EMBEDDED_MAX_CONCURRENT_PER_USER: countSchema(1, 4),
    EMBEDDED_MAX_QUEUED_PER_USER: countSchema(0, 8),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be one of fatal, error, warn, info, debug, trace, silent',
        })
        .optional(),
    ),
    // File storage in S3 or an S3-compatible service: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
    // S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (s3-config.ts).
    ...s3EnvShape,
    ...billingEnvShape,
  })
  .superRefine((env, context) => {
    refineS3Env(env, context);
    refineBillingEnv(env, context);
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key (both or neither)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.ENCRYPTION_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message:
          'is required in production (it encrypts CPR numbers; losing it loses them). Generate one with: openssl rand -hex 32',
      });
    }
  });

/** Variables that may hold credentials: their values never go into an error message or a log. */
const SECRET_VARIABLES = new Set([
  'ENCRYPTION_KEY',
  'PREVIOUS_ENCRYPTION_KEYS',
  'VAPID_PRIVATE_KEY',
  'DATABASE_URL',
  'DATABASE_APP_URL',
  'DEV_OUTBOX_TOKEN',
  'SMTP_URL',
  ...S3_SECRET_VARIABLES,
  ...BILLING_SECRET_VARIABLES,
]);

/** Reads and validates the configuration; throws a `ConfigError` listing every bad value at once. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'configuration');
        const given = env[name];
        const shown = given === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${given}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const value = parsed.data;
  const isProduction = value.NODE_ENV === 'production';
  const port = value.PORT;
  // In production the server normally sits in a container or behind a proxy; on a laptop it stays private.
  const host = value.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const baseUrl = (value.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    nodeEnv: value.NODE_ENV,
    port,
    host,
    baseUrl,
    dataDir: path.resolve(cwd, value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    databaseAppUrl: value.DATABASE_APP_URL,
    devOutboxToken: value.DEV_OUTBOX_TOKEN,
    databaseStatementTimeoutMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
    databasePoolMax: value.DATABASE_POOL_MAX,
    databaseConnectionTimeoutMs: value.DATABASE_CONNECTION_TIMEOUT_MS,
    smtpUrl: value.SMTP_URL,
    trustProxy: value.TRUST_PROXY,
    encryptionKey: value.ENCRYPTION_KEY?.toLowerCase(),
    previousEncryptionKeys: value.PREVIOUS_ENCRYPTION_KEYS,
    logLevel: value.LOG_LEVEL ?? (value.NODE_ENV === 'test' ? 'silent' : 'info'),
    mailFrom: value.MAIL_FROM ?? 'Kollega <no-reply@kollega.local>',
    hostingProvider: value.DPA_HOSTING_PROVIDER,
    superadminEmails: value.SUPERADMIN_EMAILS,
    // The real register in production; elsewhere the offline list, so nothing depends on the internet.
    cvrProvider: value.CVR_PROVIDER ?? (isProduction ? 'cvrapi' : 'offline'),
    cvrApiUrl: value.CVR_API_URL.replace(/\/+$/, ''),
    s3: s3ConfigFrom(value),
    embeddedRequestQueue: {
      maxConcurrent: value.EMBEDDED_MAX_CONCURRENT_REQUESTS,
      maxQueued: value.EMBEDDED_MAX_QUEUED_REQUESTS,
      queueTimeoutMs: value.EMBEDDED_QUEUE_TIMEOUT_MS,
      perCompany: {
        concurrent: value.EMBEDDED_MAX_CONCURRENT_PER_COMPANY,
        queued: value.EMBEDDED_MAX_QUEUED_PER_COMPANY,
      },
      perUser: {
        concurrent: value.EMBEDDED_MAX_CONCURRENT_PER_USER,
        queued: value.EMBEDDED_MAX_QUEUED_PER_USER,
      },
    },
    billing: billingConfigFrom(value, baseUrl),
    vapid: {
      publicKey: value.VAPID_PUBLIC_KEY,
      privateKey: value.VAPID_PRIVATE_KEY,
      subject: value.VAPID_SUBJECT,
    },
  };
}
