import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * better-auth's tables (email + password, sessions in the database, the admin plugin's role, ban and
 * impersonation fields), generated from its own field list (`getAuthTables`) once and kept in step by
 * test/auth-schema.test.ts. Property names are better-auth's field names; columns are snake_case.
 * A user is a login; the HR record is an employee (docs/rules/employees.md#ruling-1).
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Platform role: 'superadmin' or 'user' (docs/rules/auth-and-access.md#ruling-2). Company roles live on the employee record. */
  role: text('role'),
  banned: boolean('banned'),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  /** better-auth's two-factor plugin: TOTP is set up and confirmed (decision 034). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The super admin behind an impersonated session. */
    impersonatedBy: uuid('impersonated_by'),
    /**
     * 'passkey' for a session started with a passkey (decision 053: it satisfies the required two-factor rule);
     * null for a password sign-in. better-auth writes it as a session field (create-auth.ts).
     */
    signInMethod: text('sign_in_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (scrypt, by better-auth). */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** One-time tokens: e-mail verification and password reset. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * better-auth's two-factor plugin: one row per user with the TOTP secret and the backup codes, both
 * encrypted by better-auth with the auth secret. `verified` stays false until the first code is confirmed.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factors_user_idx').on(table.userId),
    index('two_factors_secret_idx').on(table.secret),
  ],
);

/**
 * Passkeys (WebAuthn credentials, decision 053): our own better-auth plugin (`plugins/auth/passkeys.ts`) writes them
 * on its privileged connection; like `two_factors` the request path's role gets nothing of them. The public key is
 * no secret, but the credential id ties a device to a person.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person's own name for it ('MacBook', 'Telefon'). */
    name: text('name').notNull(),
    /** base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (a 32-bit unsigned number); it must grow, or the key was copied. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** 'singleDevice' or 'multiDevice' (synced between a person's devices). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** Comma-separated ('internal,hybrid'), a hint for the browser. */
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('passkeys_user_idx').on(table.userId),
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialId),
  ],
);
