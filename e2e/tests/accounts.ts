import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_DEV_OUTBOX_TOKEN } from './dev-outbox-token';

/** A fresh address per test, so tests never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
}

export const PASSWORD = 'Hemmeligt-kodeord-1';

/**
 * A CVR number no other test (nor the demo seed, which owns 11223344) uses: CVR numbers are unique across the
 * installation. Starts with 9 so it never collides with the offline lookup's known numbers.
 */
let vatSequence = 0;
export function uniqueVat(): string {
  vatSequence += 1;
  return `9${String((Date.now() + vatSequence * 7919) % 10_000_000).padStart(7, '0')}`;
}

type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

/**
 * The newest e-mail action link (/email-action-handler?mode=…&oobCode=…) sent to `email`, from the outbox that
 * the server keeps outside production (GET /api/dev/outbox with the e2e server's token, newest first). Waits for it to arrive. Returns the
 * path and query, to open against the test server.
 */
export async function emailActionLink(
  request: APIRequestContext,
  email: string,
  mode: 'verifyEmail' | 'resetPassword',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox', {
          headers: { 'x-dev-outbox-token': E2E_DEV_OUTBOX_TOKEN },
        });
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        for (const message of messages) {
          if (!message.to.toLowerCase().includes(email.toLowerCase())) continue;
          const found = message.text.match(/https?:\/\/[^\s"'<>]+\/email-action-handler\?[^\s"'<>]+/g) ?? [];
          const url = found.map((text) => new URL(text)).find((u) => u.searchParams.get('mode') === mode);
          if (url) {
            link = `${url.pathname}${url.search}`;
            return link;
          }
        }
        return undefined;
      },
      { message: `an e-mail with a ${mode} link to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * The client address a sign-up by API claims (X-Forwarded-For, trusted from loopback by the e2e server's
 * TRUST_PROXY): one of TEST-NET-3 (RFC 5737, never routed) per sign-up, so the suite's many accounts do not use up
 * the sign-up limit of one real address (20 an hour, plugins/throttle.ts). Nothing is ever sent to it.
 */
let signUps = Math.floor(Math.random() * 200);
function nextClientAddress(): string {
  signUps += 1;
  return `203.0.113.${(signUps % 254) + 1}`;
}

/**
 * Signs in through the API (the request context shares its cookies with the page) and answers the response. Like
 * a sign-up it names a client address of its own, so the suite stays under one address's sign-in limit (30
 * failures in 15 minutes, docs/rules/auth-and-access.md#ruling-33).
 */
export function signInByApi(request: APIRequestContext, credentials: { email: string; password: string }) {
  return request.post('/api/auth/sign-in/email', {
    data: credentials,
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
}

/** Signs up through the API (the request context shares its cookies with the browser context's pages). */
export async function signUpByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs up and opens the verification link, leaving a verified user without a profile, signed in. */
export async function verifiedUserByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  await signUpByApi(request, email, password);
  const link = await emailActionLink(request, email, 'verifyEmail');
  const token = new URL(link, 'http://x').searchParams.get('oobCode');
  // From the sign-up's own kind of address: the suite verifies more accounts than one address may in 15 minutes
  // (emailActionPerIp, plugins/throttle.ts).
  const response = await request.post('/api/account/verify-email', {
    data: { token },
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A company admin and owner, signed in: sign-up, verification and the account setup, all by API. */
export async function adminByApi(
  request: APIRequestContext,
  { email, firstName, vat }: { email: string; firstName: string; vat: string },
) {
  await verifiedUserByApi(request, email);
  const response = await request.post('/api/company/add', {
    data: {
      firstName,
      lastName: 'Testesen',
      jobPosition: 'Direktør',
      phone: '12345678',
      company: { vat, name: `${firstName} ApS`, address: 'Testvej 1', zipcode: '8000', city: 'Aarhus C' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * The code an authenticator app shows for a base32 secret (decision 034), made by the library better-auth checks
 * codes with, so a test types exactly what a phone would.
 */
export async function totpCode(base32Secret: string): Promise<string> {
  const { base32 } = await import('@better-auth/utils/base32');
  const { createOTP } = await import('@better-auth/utils/otp');
  return createOTP(base32.decode(base32Secret.replace(/\s/g, '')) as never).totp();
}

/** Turns two-factor on for the signed-in user by API (password, then a first code); answers the base32 secret. */
export async function enableTwoFactorByApi(request: APIRequestContext, password = PASSWORD): Promise<string> {
  const enabled = await request.post('/api/auth/two-factor/enable', { data: { password } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  await verifyTotpByApi(request, secret);
  return secret;
}

/** Answers the second step (or confirms the set-up) with the current code for `secret`. */
export async function verifyTotpByApi(request: APIRequestContext, secret: string) {
  const response = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await totpCode(secret) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
