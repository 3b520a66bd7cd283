import { describe, expect, it } from 'vitest';
import { devOutboxExposure } from '../../src/features/dev/outbox-exposure';
import { buildTestApp, testConfig } from '../helpers/test-app';

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
    const { app } = await buildTestApp();
    for (const url of ['/api/dev/outbox', '/dev/mail']) {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.remoteAddress,
        headers: { ...request.headers },
      });
      expect(response.statusCode, url).toBe(status);
    }
  });
});

describe('the dev outbox behind a reverse proxy on the same host', () => {
  it('is not served when BASE_URL is a public address, even to a loopback request with a local Host', async () => {
    // nginx's default: the proxy connects from 127.0.0.1 and rewrites Host to the upstream, 127.0.0.1:3000.
    const config = testConfig({ NODE_ENV: 'development', BASE_URL: 'https://hr.example.dk' });
    const { app } = await buildTestApp({ config, logger: false });
    const proxied = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000' } };
    const api = await app.inject({ method: 'GET', url: '/api/dev/outbox', ...proxied });
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
      reason: expect.stringContaining('http://localhost:3000/dev/mail'),
    });
    expect(devOutboxExposure({ ...local, baseUrl: 'https://hr.example.dk' }, 'outbox').reason).toContain(
      'BASE_URL https://hr.example.dk is not a loopback address',
    );
    expect(devOutboxExposure({ ...local, nodeEnv: 'production' }, 'outbox')).toEqual({
      served: false,
      reason: expect.stringContaining('NODE_ENV=production'),
    });
    expect(devOutboxExposure(local, 'smtp')).toEqual({
      served: false,
      reason: expect.stringContaining('SMTP_URL'),
    });
  });
});
