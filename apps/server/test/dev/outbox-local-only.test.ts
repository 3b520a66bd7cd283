import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

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
