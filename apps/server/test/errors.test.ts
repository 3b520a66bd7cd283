import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES, ERRORS, type ErrorCode } from '@kollega/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import { AppError, notFound } from '../src/errors/app-error';
import { errorsPlugin } from '../src/plugins/errors';
import { buildTestApp } from './helpers/test-app';

describe('the error envelope on the real app', () => {
  it.each([
    ['GET', '/api/findes-ikke'],
    ['GET', '/api'],
    ['POST', '/api/findes-ikke'],
    ['DELETE', '/api/health/x'],
    ['POST', '/medarbejdere'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Siden eller data blev ikke fundet.' },
    });
  });
});

describe("Fastify's and Node's own refusals, in the envelope", () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });

  it.each([
    ['/api/employees/%ED%A0%80', 400, { code: 'BAD_REQUEST', message: 'Adressen er ugyldig.' }],
    ['/api/employees/%', 400, { code: 'BAD_REQUEST', message: 'Adressen er ugyldig.' }],
    [`/api/employees/${'a'.repeat(300)}`, 414, { code: 'URI_TOO_LONG', message: 'Adressen er for lang.' }],
  ])('GET %s answers %i', async (url, status, error) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers headers over the limit with a 431 envelope, from a real socket', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-stor': 'x'.repeat(20_000) } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Forespørgslens headere er for store.' },
    });
  });
});

/** The error plugin on its own, with routes that throw each kind of error a feature can produce. */
async function appWithErrorRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/api/employees',
    {
      schema: {
        body: z.object({ email: z.email('Email mangler'), startDate: z.iso.date('Ansættelsesdato mangler') }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/missing', async () => {
    throw notFound();
  });
  app.get('/api/conflict', async () => {
    throw new AppError('EMAIL_IN_USE');
  });
  app.get('/api/statement-timeout', async () => {
    // What Drizzle throws when PostgreSQL cancels a statement: its own error, pg's as the cause.
    throw new Error('Failed query: select …', {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
  });
  app.get('/api/crash', async () => {
    throw new Error('SELECT failed: relation "x" does not exist');
  });
  app.get(
    '/api/bad-response',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 42 }) as never,
  );
  return app;
}

describe('the error plugin', () => {
  it('turns schema validation into 400 with a Danish message per field', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/employees',
      payload: { email: 'nej', startDate: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Nogle af oplysningerne er ugyldige. Ret dem og prøv igen.',
        details: [
          { path: 'body.email', message: 'Email mangler' },
          { path: 'body.startDate', message: 'Ansættelsesdato mangler' },
        ],
      },
    });
  });

  it('gives zod’s own messages in Danish where a schema has none', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({ method: 'POST', url: '/api/employees', payload: {} });
    const details = response.json().error.details as { message: string }[];
    expect(details[0]?.message).toBe('Email mangler');
    const untyped = await app.inject({
      method: 'POST',
      url: '/api/employees',
      payload: { email: 3, startDate: '2024-01-01' },
    });
    expect(untyped.json().error.details[0].message).toBe('Email mangler');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Forespørgslen kunne ikke forstås.' },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { 'content-type': 'application/x-foo' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Filen eller forespørgslen er for stor.',
    });
  });

  it('maps a service AppError to its status and Danish message', async () => {
    const app = await appWithErrorRoutes();
    const missing = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: { code: 'EMAIL_IN_USE', message: 'E-mailen er allerede i brug' },
    });
  });

  it("takes every code's status and message from the domain's one registry", () => {
    for (const [code, { status, message }] of Object.entries(ERRORS) as [
      ErrorCode,
      (typeof ERRORS)[ErrorCode],
    ][]) {
      const error = new AppError(code);
      expect([code, error.statusCode, error.message]).toEqual([code, status, message]);
    }
    // @ts-expect-error: a code outside the registry does not compile (it used to become a silent 400).
    expect(() => new AppError('NO_SUCH_CODE')).toThrow();
  });

  it('answers a statement PostgreSQL cancelled (57014) with 503 and Retry-After, not 500', async () => {
    const app = await appWithErrorRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/statement-timeout' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
    });
  });

  it('hides the internals of an unexpected error behind the general Danish text', async () => {
    const app = await appWithErrorRoutes();
    for (const url of ['/api/crash', '/api/bad-response']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Der skete en fejl. Prøv igen senere.' },
      });
      expect(response.body).not.toContain('SELECT');
    }
  });
});
