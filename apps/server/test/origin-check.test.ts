import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { call } from './helpers/http';
import { buildTestApp, testConfig } from './helpers/test-app';
import { resetThrottle } from './helpers/throttle';

// One app in the test configuration for the file (decision 066); the forgot-password attempts the limiter counts
// are forgotten before each test, so no case meets another's 429.
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

describe('cross-site request forgery', () => {
  it.each([
    ['another site', { origin: 'https://ond.example' }, 403],
    ['a look-alike of our own address', { origin: 'http://localhost:3000.ond.example' }, 403],
    ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site' }, 403],
    ['our configured address', { origin: 'http://localhost:3000' }, 204],
    ['the address the request came to', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 204],
    ['a client without a browser (no Origin)', {}, 204],
  ] as const)('a POST from %s answers %i', async (_, headers, status) => {
    // Any state-changing route will do: the check runs before routing.
    const response = await call(app, 'POST', '/api/account/forgot-password', {
      payload: { email: 'x@example.dk' },
      headers: { ...headers },
    });
    expect(response.statusCode === 404 ? 204 : response.statusCode).toBe(status);
  });

  it('lets the Vite dev server post in development only', async () => {
    const development = await buildTestApp({
      config: testConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
    });
    const fromVite = { payload: { email: 'x@example.dk' }, headers: { origin: 'http://localhost:5173' } };
    expect((await call(development.app, 'POST', '/api/account/forgot-password', fromVite)).statusCode).toBe(
      404,
    );
    expect((await call(app, 'POST', '/api/account/forgot-password', fromVite)).statusCode).toBe(403);
  });
});
