import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { addressKey } from '../../src/plugins/auth/client-address';
import { createUser, signInOverHttp } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig({ TRUST_PROXY: 'true' }) }));
});

describe('the better-auth endpoints that are reachable', () => {
  it.each([
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/send-verification-email'],
    ['GET', '/api/auth/verify-email?token=x&callbackURL=/'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/auth/reset-password/abc'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/admin/set-user-password'],
    ['GET', '/api/auth/sign-in/email'],
  ] as const)('%s %s answers 404: only the app’s own endpoints are forwarded', async (method, url) => {
    const superadmin = await createUser(app, { superadmin: true });
    const response = await call(app, method, url, {
      cookie: await signInOverHttp(app, superadmin),
      ...(method === 'POST' ? { payload: { email: superadmin.email } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses a path that only becomes sign-in after resolving dots, so the limits cannot be skipped', async () => {
    // app.inject resolves dots itself, so this goes over a real socket with the raw path.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/x/../sign-in/email',
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ email: 'a@example.dk', password: 'x' }));
    });
    expect(status).toBe(404);
  });
});

describe('limits that cannot lock the owner out', () => {
  const signIn = (email: string, password: string, ip: string) =>
    call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('keeps an account’s own address open after strangers used up the e-mail’s overall ceiling', async () => {
    const owner = await createUser(app);
    expect((await signIn(owner.email, owner.password, '192.0.2.1')).statusCode).toBe(200); // the owner's address
    for (let address = 10; address < 15; address++) {
      for (let attempt = 0; attempt < 10; attempt++)
        await signIn(owner.email, 'gæt', `198.51.100.${address}`);
    }
    expect((await signIn(owner.email, owner.password, '192.0.2.1')).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, '203.0.113.200')).statusCode).toBe(429);
  });

  it('counts forgot-password per e-mail and address, so strangers cannot use up the owner’s reset e-mails', async () => {
    const owner = await createUser(app);
    for (let attempt = 0; attempt < 3; attempt++) {
      await call(app, 'POST', '/api/account/forgot-password', {
        payload: { email: owner.email },
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
    }
    const stranger = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: owner.email },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(stranger.statusCode).toBe(429);
    const ownerAsks = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: owner.email },
      headers: { 'x-forwarded-for': '192.0.2.44' },
    });
    expect(ownerAsks.statusCode).toBe(204);
  });

  it('answers an absurdly long e-mail with 4xx, never 5xx', async () => {
    const long = `${'a'.repeat(6000)}@example.dk`;
    expect((await signIn(long, 'x', '192.0.2.50')).statusCode).toBeLessThan(500);
    const forgot = await call(app, 'POST', '/api/account/forgot-password', { payload: { email: long } });
    expect(forgot.statusCode).toBe(400);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
