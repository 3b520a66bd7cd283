import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createUser } from '../../src/testing/factories';
import { call, expectNoSessionTokenInBody } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

const signIn = (app: Parameters<typeof call>[0], email: string, password: string, ip = '203.0.113.10') =>
  call(app, 'POST', '/api/auth/sign-in/email', {
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

// One app per configuration, shared by the tests (decision 066): each makes accounts of its own, and the
// failures the limiter counts, the one state they would share, are forgotten before each test.
let app: App;
/** TRUST_PROXY=true: the client's address is the one X-Forwarded-For names. */
let behindProxy: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  ({ app: behindProxy } = await buildTestApp({ config: testConfig({ TRUST_PROXY: 'true' }) }));
});
beforeEach(async () => {
  await resetThrottle(app);
  await resetThrottle(behindProxy);
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const user = await createUser(app);
    const wrong = await signIn(app, user.email, 'forkert-kodeord');
    expect(wrong.statusCode).toBe(401);
    // hr-core §5's text, in the envelope, instead of better-auth's 'Invalid email or password'.
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Fejl i email eller kodeord. Prøv igen.' },
    });
    const malformed = await signIn(app, 'ikke-en-email', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Fejl i email eller kodeord. Prøv igen.');
    const right = await signIn(app, user.email, user.password);
    expect(right.statusCode).toBe(200);
    expect(right.cookie).toContain('kollega.session_token=');
    // Issue 25: the token is in the HttpOnly cookie only, never in the body a script can read.
    expectNoSessionTokenInBody(right);
    expect(right.json().user.email).toBe(user.email);
  });

  it('marks the session cookie Secure when the app is served over https', async () => {
    const { app } = await buildTestApp({ config: testConfig({ BASE_URL: 'https://hr.example.dk' }) });
    const user = await createUser(app);
    const response = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email: user.email, password: user.password },
      headers: { origin: 'https://hr.example.dk' },
    });
    expect(response.statusCode).toBe(200);
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(
      /__Secure-kollega\.session_token=.*Secure/,
    );
  });

  it('after 10 failures stops an e-mail from one address, but not its owner on another address', async () => {
    const app = behindProxy;
    const victim = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn(app, victim.email, 'gæt', '198.51.100.66')).statusCode).toBe(401);
    }
    const locked = await signIn(app, victim.email, victim.password, '198.51.100.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'For mange forsøg. Vent lidt og prøv igen.',
    });

    const owner = await signIn(app, victim.email, victim.password, '192.0.2.20');
    expect(owner.statusCode).toBe(200);
  });

  it('limits attempts per real client address, so one client cannot lock everybody out', async () => {
    const app = behindProxy;
    const user = await createUser(app);
    for (let attempt = 0; attempt < 30; attempt++)
      await signIn(app, `x${attempt}@example.dk`, 'x', '198.51.100.7');
    expect((await signIn(app, user.email, user.password, '198.51.100.7')).statusCode).toBe(429);
    expect((await signIn(app, user.email, user.password, '198.51.100.8')).statusCode).toBe(200);
  });

  // docs/rules/auth-and-access.md#ruling-33: only failures count; a success never counts and clears that account's failures from that address.
  it('never refuses 100 people signing in from one office address', async () => {
    const app = behindProxy;
    const office = '198.51.100.100';
    for (let person = 0; person < 100; person++) {
      const user = await createUser(app);
      // Some mistype first, as people do on a Monday morning.
      if (person % 10 === 0) expect((await signIn(app, user.email, 'forkert', office)).statusCode).toBe(401);
      expect((await signIn(app, user.email, user.password, office)).statusCode).toBe(200);
    }
  }, 180_000);

  it("clears an account's failures from an address when it signs in there", async () => {
    const app = behindProxy;
    const address = '198.51.100.101';
    const users = [await createUser(app), await createUser(app), await createUser(app)];
    for (const round of [1, 2]) {
      for (const user of users) {
        for (let attempt = 0; attempt < 9; attempt++)
          expect((await signIn(app, user.email, 'forkert', address)).statusCode, `round ${round}`).toBe(401);
        expect((await signIn(app, user.email, user.password, address)).statusCode, `round ${round}`).toBe(
          200,
        );
      }
    }
    // 54 failures in all, but each success took its account's own away again: the address is not blocked.
    const stranger = await createUser(app);
    expect((await signIn(app, stranger.email, stranger.password, address)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await signIn(app, `y${attempt}@example.dk`, 'x', `198.51.100.${attempt}`); // a client faking new addresses
    }
    const user = await createUser(app);
    expect((await signIn(app, user.email, user.password, '192.0.2.99')).statusCode).toBe(429);
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await createUser(app);
    const response = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email: user.email, password: user.password },
      headers: { origin: 'https://ond.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
