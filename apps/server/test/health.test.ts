import { healthResponseSchema } from '@kollega/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { buildTestApp, makeTempDir, testConfig } from './helpers/test-app';
import { createTestDatabase, testDatabaseKind } from './helpers/test-database';

// The tests that need no configuration of their own share one app (decision 066): they only read.
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('GET /api/health', () => {
  it('answers after a database round trip, with the version and the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', version: '0.1.0', database: testDatabaseKind });
  });

  it('gives every response a request id, keeping a well-formed one from a proxy', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-1234.abc');

    const hostile = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\nb<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says 503 in the error envelope when the database does not answer', async () => {
    const real = await createTestDatabase();
    const broken: Database = {
      ...real,
      async ping() {
        throw new Error('connection refused');
      },
    };
    const app = await buildApp(testConfig(), { database: broken, webRoot: makeTempDir() });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.',
        },
      });
    } finally {
      await app.close();
    }
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('OpenAPI', () => {
  it('describes the routes at /api/docs/json and serves the UI at /api/docs', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page =
      ui.statusCode === 302 ? await app.inject({ method: 'GET', url: ui.headers.location as string }) : ui;
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('compresses large API responses for clients that accept it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('https-only headers', () => {
  it('asks browsers to upgrade to https only when BASE_URL is https', async () => {
    const { app: plain } = await buildTestApp({
      config: testConfig({ BASE_URL: 'http://192.168.1.20:3000' }),
    });
    const plainResponse = await plain.inject({ method: 'GET', url: '/api/health' });
    expect(plainResponse.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plainResponse.headers['strict-transport-security']).toBeUndefined();

    const { app: secure } = await buildTestApp({ config: testConfig({ BASE_URL: 'https://hr.example.dk' }) });
    const secureResponse = await secure.inject({ method: 'GET', url: '/api/health' });
    expect(secureResponse.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(secureResponse.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
