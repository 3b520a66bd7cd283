import { hkdfSync } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/index';
import type { Mailer } from '../../integrations/mail/index';
import { resetPasswordMail } from '../../integrations/mail/templates/reset-password';
import { verifyEmailMail } from '../../integrations/mail/templates/verify-email';
import { CLIENT_IP_HEADER } from './fetch-bridge';
import { kollegaPasskeys } from './passkeys';
import { passwordHashing } from './password-hashing';
import { promoteSuperadmins } from './superadmins';

export const SESSION_DAYS = 30;

/** Links in e-mails point at the web app's page, which then calls our API with the token (hr-core §2). */
export function emailActionUrl(
  baseUrl: string,
  mode: 'verifyEmail' | 'resetPassword',
  token: string,
): string {
  const url = new URL('/email-action-handler', baseUrl);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', token);
  return url.toString();
}

/** A separate secret for signing auth cookies, derived from ENCRYPTION_KEY so there is one key to keep. */
function deriveAuthSecret(encryptionKey: string): string {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(encryptionKey, 'hex'), Buffer.alloc(0), 'kollega/better-auth/secret', 32),
  ).toString('hex');
}

export function createAuth(options: { config: AppConfig; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = options;
  if (!config.encryptionKey)
    throw new Error('buildApp needs config.encryptionKey (resolveEncryptionKey) to sign sessions');
  const superadmins = new Set(config.superadminEmails);

  return betterAuth({
    appName: 'Kollega',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: deriveAuthSecret(config.encryptionKey),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: { modelName: 'users' },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // 'passkey' when a passkey started the session (decision 053); never set from a request body.
      additionalFields: { signInMethod: { type: 'string', required: false, input: false } },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      // The spec signs an unverified user in and shows the verification screen on every path; the app's
      // own guard refuses every route but that screen's until the e-mail is verified.
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // better-auth's strong scrypt, except under NODE_ENV=test (password-hashing.ts).
      password: passwordHashing(config),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link came to this address, so following it proves the address: an employee who sets their first
      // password from the setup e-mail (or anyone resetting one) has a verified e-mail from then on.
      async onPasswordReset({ user }) {
        if (!user.emailVerified) {
          await db
            .update(users)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(users.id, user.id));
          if (superadmins.has(user.email.toLowerCase()))
            await promoteSuperadmins(db, [user.email.toLowerCase()]);
        }
      },
      async sendResetPassword({ user, token }) {
        await mailer.send({
          to: user.email,
          ...resetPasswordMail(emailActionUrl(config.baseUrl, 'resetPassword', token)),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      // SUPERADMIN_EMAILS (docs/rules/auth-and-access.md#ruling-6) takes effect only once the address is proven: whoever signs up first
      // with a listed address gets nothing until they can read its mail.
      async afterEmailVerification(user) {
        if (superadmins.has(user.email.toLowerCase()))
          await promoteSuperadmins(db, [user.email.toLowerCase()]);
      },
      async sendVerificationEmail({ user, token }) {
        await mailer.send({
          to: user.email,
          ...verifyEmailMail(emailActionUrl(config.baseUrl, 'verifyEmail', token)),
        });
      },
    },
    plugins: [
      admin({
        // The platform's only administrator role is 'superadmin' (docs/rules/auth-and-access.md#ruling-2); everyone else is 'user'.
        roles: { superadmin: adminAc, user: userAc },
        adminRoles: ['superadmin'],
        defaultRole: 'user',
        impersonationSessionDuration: 60 * 60,
      }),
      // Decision 034: TOTP from an authenticator app, with ten one-time backup codes; the password is asked
      // to turn it on or off. No 'trust this device': every sign-in asks for the code.
      twoFactor({
        issuer: 'Kollega',
        twoFactorTable: 'twoFactors',
        allowPasswordless: false,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      // Decision 053: passkeys, our own plugin on @simplewebauthn/server; RP ID and origin from BASE_URL.
      kollegaPasskeys({ db, baseUrl: config.baseUrl, rpName: 'Kollega' }),
    ],
    trustedOrigins: [new URL(config.baseUrl).origin],
    rateLimit: { enabled: false }, // our own limiter (plugins/throttle.ts) runs in front, in the database
    telemetry: { enabled: false },
    logger: { disabled: config.nodeEnv === 'test' },
    advanced: {
      cookiePrefix: 'kollega',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // One CSRF rule for the whole API: plugins/origin-check.ts, in front of this handler.
      disableCSRFCheck: true,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
