import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/config';
import { requestQueuePlugin } from '../src/plugins/request-queue';

/** A Fastify app whose /api/slow waits until the test opens the gate: the queue is filled by hand, not by load. */
async function appWithGate(options: { maxConcurrent: number; maxQueued: number; queueTimeoutMs?: number }) {
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const app = Fastify({ logger: false });
  await app.register(requestQueuePlugin, { queueTimeoutMs: 60_000, ...options });
  app.get('/api/slow', async () => {
    await gate;
    return { ok: true };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/kom-godt-i-gang', async () => 'web app');
  await app.ready();
  return { app, openGate };
}

describe('the embedded request queue', () => {
  it('queues within its bound and answers 503 with Retry-After past it, while health still answers', async () => {
    const { app, openGate } = await appWithGate({ maxConcurrent: 1, maxQueued: 1 });
    const running = app.inject({ method: 'GET', url: '/api/slow' });
    await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));
    const queued = app.inject({ method: 'GET', url: '/api/slow?igen' });
    await vi.waitFor(() => expect(app.requestQueue.queued).toBe(1));

    const refused = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Tjenesten er midlertidigt utilgængelig. Prøv igen om lidt.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/kom-godt-i-gang' })).statusCode).toBe(200);

    openGate();
    expect((await running).statusCode).toBe(200);
    expect((await queued).statusCode).toBe(200);
    expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/slow' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 to a request that waited in the queue too long', async () => {
    const { app, openGate } = await appWithGate({ maxConcurrent: 1, maxQueued: 5, queueTimeoutMs: 1 });
    const running = app.inject({ method: 'GET', url: '/api/slow' });
    await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));
    const timedOut = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(app.requestQueue.queued).toBe(0);
    openGate();
    expect((await running).statusCode).toBe(200);
    await app.close();
  });

  it('frees the slot of a request that failed', async () => {
    const app = Fastify({ logger: false });
    await app.register(requestQueuePlugin, { maxConcurrent: 1, maxQueued: 0, queueTimeoutMs: 1000 });
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await app.inject({ method: 'GET', url: '/api/boom' })).statusCode).toBe(500);
    }
    expect(app.requestQueue.active).toBe(0);
    await app.close();
  });

  it('has configurable limits with sane defaults', () => {
    expect(loadConfig({}).embeddedRequestQueue).toEqual({
      maxConcurrent: 16,
      maxQueued: 100,
      queueTimeoutMs: 5000,
    });
    expect(
      loadConfig({
        EMBEDDED_MAX_CONCURRENT_REQUESTS: '2',
        EMBEDDED_MAX_QUEUED_REQUESTS: '0',
        EMBEDDED_QUEUE_TIMEOUT_MS: '250',
      }).embeddedRequestQueue,
    ).toEqual({ maxConcurrent: 2, maxQueued: 0, queueTimeoutMs: 250 });
    expect(() => loadConfig({ EMBEDDED_MAX_CONCURRENT_REQUESTS: '0' })).toThrow(
      'EMBEDDED_MAX_CONCURRENT_REQUESTS must be a whole number of at least 1',
    );
  });
});
