import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { describeUserAgent } from '../../src/features/auth/user-agent';
import { createUser } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

/** Issue 25 'Aktive sessioner': the caller's signed-in browsers; sign out one or all others. */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig({ TRUST_PROXY: 'true' }) }));
});

async function signInFrom(user: { email: string; password: string }, userAgent: string, ip: string) {
  const response = await call(app, 'POST', '/api/auth/sign-in/email', {
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(response.statusCode).toBe(200);
  return response.cookie;
}

describe('describeUserAgent', () => {
  it('names browser and system in Danish, and the kind of device', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome på Windows', device: 'Computer' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari på iOS', device: 'Mobil' });
    expect(describeUserAgent(null)).toEqual({ browser: 'Ukendt browser', device: 'Ukendt enhed' });
    expect(describeUserAgent('curl/8.0')).toMatchObject({ device: 'Ukendt enhed' });
  });
});

describe('active sessions', () => {
  it('lists every signed-in browser with device, browser, IP and last use, never a token', async () => {
    const user = await createUser(app);
    const office = await signInFrom(user, CHROME_WINDOWS, '198.51.100.20');
    await signInFrom(user, SAFARI_IPHONE, '198.51.100.21');
    const response = await call(app, 'GET', '/api/account/sessions', {
      cookie: office,
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    // The factory's sign-up left a session of its own (no browser): three in all, the current one first.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Chrome på Windows',
      device: 'Computer',
      ipAddress: '198.51.100.20',
    });
    const phone = sessions.find((session: { browser: string }) => session.browser === 'Safari på iOS');
    expect(phone).toMatchObject({ current: false, device: 'Mobil', ipAddress: '198.51.100.21' });
    expect(Date.parse(phone.lastUsedAt)).not.toBeNaN();
    expect(response.body).not.toMatch(/token/i);
  });

  it('signs one other browser out; the current one and another person’s are refused', async () => {
    const user = await createUser(app);
    const office = await signInFrom(user, CHROME_WINDOWS, '198.51.100.22');
    const phone = await signInFrom(user, SAFARI_IPHONE, '198.51.100.23');
    const { sessions } = (await call(app, 'GET', '/api/account/sessions', { cookie: office })).json();
    const phoneSession = sessions.find((session: { browser: string }) => session.browser === 'Safari på iOS');
    const currentSession = sessions.find((session: { current: boolean }) => session.current);

    const stranger = await createUser(app);
    const strangerCookie = await signInFrom(stranger, CHROME_WINDOWS, '198.51.100.24');
    const notTheirs = await call(app, 'DELETE', `/api/account/sessions/${phoneSession.id}`, {
      cookie: strangerCookie,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/me', { cookie: phone })).json().user).not.toBeNull();

    const self = await call(app, 'DELETE', `/api/account/sessions/${currentSession.id}`, { cookie: office });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('Brug "Log ud" for at logge denne browser ud.');

    const revoked = await call(app, 'DELETE', `/api/account/sessions/${phoneSession.id}`, { cookie: office });
    expect(revoked.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/me', { cookie: phone })).json().user).toBeNull();
    expect((await call(app, 'GET', '/api/me', { cookie: office })).json().user.email).toBe(user.email);
    expect(
      (await call(app, 'DELETE', '/api/account/sessions/ikke-et-id', { cookie: office })).statusCode,
    ).toBe(400);
  });

  it('signs every other browser out at once', async () => {
    const user = await createUser(app);
    const office = await signInFrom(user, CHROME_WINDOWS, '198.51.100.25');
    const phone = await signInFrom(user, SAFARI_IPHONE, '198.51.100.26');
    const laptop = await signInFrom(user, CHROME_WINDOWS, '198.51.100.27');
    const response = await call(app, 'POST', '/api/account/sessions/sign-out-others', { cookie: office });
    expect(response.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/me', { cookie: phone })).json().user).toBeNull();
    expect((await call(app, 'GET', '/api/me', { cookie: laptop })).json().user).toBeNull();
    const { sessions } = (await call(app, 'GET', '/api/account/sessions', { cookie: office })).json();
    expect(sessions).toHaveLength(1);
    expect((await call(app, 'GET', '/api/account/sessions')).statusCode).toBe(401);
  });
});
