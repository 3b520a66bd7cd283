import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterEach(() => vi.useRealTimers());

const signUp = (email: string, password = 'Kodeord-1234') =>
  call(app, 'POST', '/api/auth/sign-up/email', { payload: { email, password, name: '' } });

describe('sign-up', () => {
  it('signs the new user in with an httpOnly, SameSite=Lax session cookie and sends a Danish verification e-mail', async () => {
    const response = await signUp('ny@example.dk');
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/kollega\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // BASE_URL is http in tests; Secure comes with https

    const { mail, link, mode } = await latestMail(app, 'ny@example.dk');
    expect(mail.subject).toBe('Bekræft din e-mail til Kollega');
    expect(mail.html).toContain('lang="da"');
    expect(link).toMatch(/^http:\/\/localhost:3000\/email-action-handler\?mode=verifyEmail&oobCode=/);
    expect(mode).toBe('verifyEmail');

    const me = await call(app, 'GET', '/api/me', { cookie: response.cookie });
    expect(me.json()).toMatchObject({
      user: { email: 'ny@example.dk', emailVerified: false },
      profile: null,
      company: null,
    });
    expect(Date.parse(me.json().resendVerificationAvailableAt)).toBeGreaterThan(Date.now() + 170_000);
  });

  it('refuses an e-mail that already has an account', async () => {
    await signUp('to-gange@example.dk');
    const again = await signUp('to-gange@example.dk');
    expect(again.statusCode).toBe(422);
    // better-auth's code, in the envelope with the Danish text instead of 'User already exists. Use another email.'
    expect(again.json()).toEqual({
      error: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'E-mailen er allerede i brug' },
    });
  });

  it('refuses a malformed body in the envelope, in Danish', async () => {
    const response = await call(app, 'POST', '/api/auth/sign-up/email', { payload: { email: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Nogle af oplysningerne er ugyldige. Ret dem og prøv igen.',
      },
    });
  });

  it('refuses a password under 8 characters', async () => {
    const response = await signUp('kort@example.dk', 'kort');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'PASSWORD_TOO_SHORT', message: 'Password skal være mindst 8 tegn' },
    });
  });
});

describe('e-mail verification', () => {
  it('verifies with the link from the e-mail, signs the user in, and a bad code says why in Danish', async () => {
    await signUp('verificer@example.dk');
    const { token } = await latestMail(app, 'verificer@example.dk');

    const bad = await call(app, 'POST', '/api/account/verify-email', { payload: { token: 'ikke-en-kode' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'INVALID_LINK', message: 'Linket er ugyldigt eller allerede brugt. Bed om et nyt.' },
    });

    const good = await call(app, 'POST', '/api/account/verify-email', { payload: { token } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ ok: true });
    expect(good.cookie).toContain('kollega.session_token=');
    const me = await call(app, 'GET', '/api/me', { cookie: good.cookie });
    expect(me.json().user).toMatchObject({ email: 'verificer@example.dk', emailVerified: true });
  });

  it('locks resending for 3 minutes after the last e-mail, then sends a new one', async () => {
    const signup = await signUp('gensend@example.dk');
    const locked = await call(app, 'POST', '/api/account/resend-verification', { cookie: signup.cookie });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'RESEND_LOCKED',
      message: 'Vent lidt, før du sender e-mailen igen.',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 181_000);
    const sent = await call(app, 'POST', '/api/account/resend-verification', { cookie: signup.cookie });
    expect(sent.statusCode).toBe(200);
    expect(Date.parse(sent.json().availableAt)).toBeGreaterThan(Date.now() + 179_000);
    const [verification] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'gensend@example.dk'));
    expect(verification?.emailVerified).toBe(false);
  });

  it('needs a session to resend', async () => {
    const response = await call(app, 'POST', '/api/account/resend-verification');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/me', () => {
  it('answers 200 with no user for a visitor, so the landing page has no error', async () => {
    const response = await call(app, 'GET', '/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      impersonatedBy: null,
      resendVerificationAvailableAt: null,
      profile: null,
      company: null,
    });
  });

  it('treats a forged session cookie as signed out', async () => {
    const response = await call(app, 'GET', '/api/me', {
      cookie: 'kollega.session_token=forfalsket.signatur',
    });
    expect(response.json().user).toBeNull();
  });
});
