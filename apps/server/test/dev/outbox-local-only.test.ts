import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { devOutboxExposure } from '../../src/features/dev/outbox-exposure';
import { buildTestApp, DEV_OUTBOX_AUTH, TEST_DEV_OUTBOX_TOKEN, testConfig } from '../helpers/test-app';

/**
 * One app with the test configuration for the tests that need no other (decision 078): they only read (nothing in
 * this file writes to the outbox), and the outbox keeps no state between requests: the cookie is the token itself.
 * Built in a hook, whose time limit allows for a busy machine.
 */
let appWithTestConfig: App;
beforeAll(async () => {
  ({ app: appWithTestConfig } = await buildTestApp());
});

describe('the dev outbox holds live reset links, so only this machine may read it', () => {
  it.each([
    ['a local request', { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } }, 200],
    [
      'another machine on the network',
      { remoteAddress: '192.168.1.23', headers: { host: 'localhost:3000' } },
      404,
    ],
    [
      'a page using DNS rebinding (foreign Host)',
      { remoteAddress: '127.0.0.1', headers: { host: 'ond.example:3000' } },
      404,
    ],
    [
      'a forged X-Forwarded-For',
      { remoteAddress: '192.168.1.23', headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' } },
      404,
    ],
  ] as const)('%s gets %i', async (_, request, status) => {
    const app = appWithTestConfig;
    for (const url of ['/api/dev/outbox', '/dev/mail']) {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.remoteAddress,
        // With the token: being local must still be required on top of it.
        headers: { ...request.headers, ...DEV_OUTBOX_AUTH },
      });
      expect(response.statusCode, url).toBe(status);
    }
  });
});

describe('the dev outbox needs the token printed at start-up (issue 25)', () => {
  // A proxy on the same host: it connects from 127.0.0.1, rewrites Host to the upstream and adds no
  // X-Forwarded-For, so it looks exactly like the developer's own browser.
  const proxied = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } };

  it('answers 404 through a same-host proxy without the token, and to a wrong one', async () => {
    const app = appWithTestConfig;
    for (const url of ['/api/dev/outbox', '/dev/mail', '/dev/mail?token=wrong-token-0123456789']) {
      const response = await app.inject({ method: 'GET', url, ...proxied });
      expect(response.statusCode, url).toBe(404);
    }
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: {
        host: 'localhost:3000',
        'x-dev-outbox-token': 'wrong-token-0123456789',
        cookie: 'kollega_dev_outbox=nope',
      },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('trades the link’s token for a cookie, then serves the page with it', async () => {
    const app = appWithTestConfig;
    const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
    const link = await app.inject({
      method: 'GET',
      url: `/dev/mail?token=${TEST_DEV_OUTBOX_TOKEN}`,
      ...local,
    });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/dev/mail');
    const cookie = String(link.headers['set-cookie']);
    expect(cookie).toBe(`kollega_dev_outbox=${TEST_DEV_OUTBOX_TOKEN}; Path=/; HttpOnly; SameSite=Strict`);
    const headers = { ...local.headers, cookie: cookie.split(';')[0] as string };
    const page = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Udbakke');
    const api = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers,
    });
    expect(api.json()).toEqual({ messages: [] });
  });

  it('makes a random token at each start unless DEV_OUTBOX_TOKEN names one, and prints the link', () => {
    const local = { nodeEnv: 'development', baseUrl: 'http://localhost:3000' } as const;
    const first = devOutboxExposure(local, 'outbox');
    const second = devOutboxExposure(local, 'outbox');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.token).not.toBe(first.token);
    expect(first.reason).toContain(`http://localhost:3000/dev/mail?token=${first.token}`);
    const fixed = devOutboxExposure({ ...local, devOutboxToken: TEST_DEV_OUTBOX_TOKEN }, 'outbox');
    expect(fixed.token).toBe(TEST_DEV_OUTBOX_TOKEN);
    expect(
      devOutboxExposure({ ...local, nodeEnv: 'production', devOutboxToken: TEST_DEV_OUTBOX_TOKEN }, 'outbox'),
    ).toMatchObject({ served: false, token: null });
  });
});

describe('the dev outbox behind a reverse proxy on the same host', () => {
  it('is not served when BASE_URL is a public address, even to a loopback request with a local Host', async () => {
    // nginx's default: the proxy connects from 127.0.0.1 and rewrites Host to the upstream, 127.0.0.1:3000.
    const config = testConfig({ NODE_ENV: 'development', BASE_URL: 'https://hr.example.dk' });
    const { app } = await buildTestApp({ config, logger: false });
    const proxied = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } };
    const api = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: proxied.remoteAddress,
      headers: { ...proxied.headers, ...DEV_OUTBOX_AUTH },
    });
    expect(api.statusCode).toBe(404);
    // /dev/mail is then an ordinary path of the web app (whose build this test does not have).
    const page = await app.inject({ method: 'GET', url: '/dev/mail', ...proxied });
    expect(page.body).not.toContain('Udbakke');
  });
});

describe('devOutboxExposure says whether the outbox is served, and why', () => {
  const local = { nodeEnv: 'development', baseUrl: 'http://localhost:3000' } as const;

  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:8080', true],
    ['http://[::1]:3000', true],
    ['http://kollega.localhost:3000', true],
    ['https://hr.example.dk', false],
    ['http://192.168.1.10:3000', false],
    ['http://localhost.example.dk', false],
  ])('BASE_URL %s: served %s', (baseUrl, served) => {
    expect(devOutboxExposure({ ...local, baseUrl }, 'outbox').served).toBe(served);
  });

  it('names the reason in the start-up line', () => {
    expect(devOutboxExposure(local, 'outbox')).toEqual({
      served: true,
      token: expect.any(String),
      reason: expect.stringContaining('http://localhost:3000/dev/mail?token='),
    });
    expect(devOutboxExposure({ ...local, baseUrl: 'https://hr.example.dk' }, 'outbox').reason).toContain(
      'BASE_URL https://hr.example.dk is not a loopback address',
    );
    expect(devOutboxExposure({ ...local, nodeEnv: 'production' }, 'outbox')).toEqual({
      served: false,
      token: null,
      reason: expect.stringContaining('NODE_ENV=production'),
    });
    expect(devOutboxExposure(local, 'smtp')).toEqual({
      served: false,
      token: null,
      reason: expect.stringContaining('SMTP_URL'),
    });
  });
});
