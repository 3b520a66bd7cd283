import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/config';
import { attributeRequestToCompany, requestQueuePlugin } from '../src/plugins/request-queue';

/** A Fastify app whose /api/slow waits until the test opens the gate: the queue is filled by hand, not by load. */
async function appWithGate(options: {
  maxConcurrent: number;
  maxQueued: number;
  queueTimeoutMs?: number;
  perCompany?: { concurrent: number; queued: number };
  perUser?: { concurrent: number; queued: number };
}) {
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const app = Fastify({ logger: false });
  await app.register(requestQueuePlugin, { queueTimeoutMs: 60_000, ...options });
  app.get('/api/slow', async (request) => {
    // As the request context does once it knows the session's company (here: from a header).
    const company = request.headers['x-company'];
    if (typeof company === 'string') attributeRequestToCompany(request, company);
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
      perCompany: { concurrent: 8, queued: 16 },
      perUser: { concurrent: 4, queued: 8 },
    });
    expect(
      loadConfig({
        EMBEDDED_MAX_CONCURRENT_PER_COMPANY: '3',
        EMBEDDED_MAX_QUEUED_PER_COMPANY: '0',
        EMBEDDED_MAX_CONCURRENT_PER_USER: '1',
        EMBEDDED_MAX_QUEUED_PER_USER: '2',
      }).embeddedRequestQueue,
    ).toMatchObject({ perCompany: { concurrent: 3, queued: 0 }, perUser: { concurrent: 1, queued: 2 } });
    expect(() => loadConfig({ EMBEDDED_MAX_CONCURRENT_PER_USER: '0' })).toThrow(
      'EMBEDDED_MAX_CONCURRENT_PER_USER must be a whole number of at least 1',
    );
    expect(
      loadConfig({
        EMBEDDED_MAX_CONCURRENT_REQUESTS: '2',
        EMBEDDED_MAX_QUEUED_REQUESTS: '0',
        EMBEDDED_QUEUE_TIMEOUT_MS: '250',
      }).embeddedRequestQueue,
    ).toMatchObject({ maxConcurrent: 2, maxQueued: 0, queueTimeoutMs: 250 });
    expect(() => loadConfig({ EMBEDDED_MAX_CONCURRENT_REQUESTS: '0' })).toThrow(
      'EMBEDDED_MAX_CONCURRENT_REQUESTS must be a whole number of at least 1',
    );
  });

  describe('fair sharing (issue 25)', () => {
    const as = (token: string) => ({ cookie: `kollega.session_token=${token}` });

    it('answers a session over its share 429 with Retry-After and a Danish message, and others still get in', async () => {
      const { app, openGate } = await appWithGate({
        maxConcurrent: 4,
        maxQueued: 10,
        perUser: { concurrent: 1, queued: 1 },
      });
      const running = app.inject({ method: 'GET', url: '/api/slow', headers: as('flood') });
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));
      // Its second waits although slots are free: one session runs one request at a time here.
      const queued = app.inject({ method: 'GET', url: '/api/slow', headers: as('flood') });
      await vi.waitFor(() => expect(app.requestQueue.queued).toBe(1));

      const refused = await app.inject({ method: 'GET', url: '/api/slow', headers: as('flood') });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual({
        error: {
          code: 'USER_BUSY',
          message: 'Du har mange forespørgsler i gang. Vent et øjeblik, og prøv igen.',
        },
      });

      const other = app.inject({ method: 'GET', url: '/api/slow', headers: as('other') });
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(2));
      openGate();
      expect((await running).statusCode).toBe(200);
      expect((await queued).statusCode).toBe(200);
      expect((await other).statusCode).toBe(200);
      expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
      await app.close();
    });

    /** Company A's requests wait at the gate once their session is known; anything else answers at once. */
    async function fairApp(limits: {
      perCompany?: { concurrent: number; queued: number };
      perUser?: { concurrent: number; queued: number };
    }) {
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      const app = Fastify({ logger: false });
      await app.register(requestQueuePlugin, {
        maxConcurrent: 2,
        maxQueued: 100,
        queueTimeoutMs: 60_000,
        ...limits,
      });
      const seen = new Set<string>();
      app.get('/api/slow', async (request) => {
        const company = String(request.headers['x-company']);
        attributeRequestToCompany(request, company);
        const token = String(request.headers.cookie);
        if (company === 'A' && seen.has(token)) await gate;
        seen.add(token);
        return { ok: true };
      });
      await app.ready();
      const call = (token: string, company: string) =>
        app.inject({ method: 'GET', url: '/api/slow', headers: { ...as(token), 'x-company': company } });
      // One request each teaches the queue the companies of A's two admins and of B's employee.
      for (const [token, company] of [
        ['a1', 'A'],
        ['a2', 'A'],
        ['b1', 'B'],
      ] as const) {
        expect((await call(token, company)).statusCode).toBe(200);
      }
      return { app, call, openGate };
    }

    it("counts a company's sessions together once the company is known", async () => {
      const { app, call, openGate } = await fairApp({ perCompany: { concurrent: 1, queued: 0 } });
      const running = call('a1', 'A');
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));
      const refused = await call('a2', 'A');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toEqual({
        error: {
          code: 'COMPANY_BUSY',
          message: 'Din virksomhed har mange forespørgsler i gang lige nu. Vent et øjeblik, og prøv igen.',
        },
      });
      expect((await call('b1', 'B')).statusCode).toBe(200);
      openGate();
      expect((await running).statusCode).toBe(200);
      expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
      await app.close();
    });

    it('keeps a slot free for another company while one company floods', async () => {
      const { app, call, openGate } = await fairApp({
        perCompany: { concurrent: 1, queued: 2 },
        perUser: { concurrent: 1, queued: 2 },
      });
      // A floods from both sessions: one runs, two wait, the rest are A's own 429s, never a 503.
      const flood = Array.from({ length: 10 }, (_, index) => call(index % 2 ? 'a1' : 'a2', 'A'));
      await vi.waitFor(() => expect(app.requestQueue).toMatchObject({ active: 1, queued: 2 }));
      // B still finds the second slot, although A's requests were in line first.
      const fromB = await call('b1', 'B');
      expect(fromB.statusCode).toBe(200);
      openGate();
      const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect(statuses).not.toContain(503);
      expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
      await app.close();
    });

    it('runs one heavy request at a time per company, while its light requests and other companies go on', async () => {
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      const app = Fastify({ logger: false });
      await app.register(requestQueuePlugin, { maxConcurrent: 8, maxQueued: 100, queueTimeoutMs: 60_000 });
      app.get('/api/export', { config: { heavy: true } }, async (request) => {
        attributeRequestToCompany(request, String(request.headers['x-company']));
        await gate;
        return { ok: true };
      });
      app.get('/api/light', async (request) => {
        attributeRequestToCompany(request, String(request.headers['x-company']));
        return { ok: true };
      });
      await app.ready();
      const call = (url: string, token: string, company: string) =>
        app.inject({ method: 'GET', url, headers: { ...as(token), 'x-company': company } });
      for (const [token, company] of [
        ['a1', 'A'],
        ['a2', 'A'],
        ['b1', 'B'],
      ] as const) {
        await call('/api/light', token, company);
      }
      const first = call('/api/export', 'a1', 'A');
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(1));
      // A's second heavy request waits (another session of A), though slots are free; its third and fourth: 429.
      const second = call('/api/export', 'a2', 'A');
      const third = call('/api/export', 'a1', 'A');
      await vi.waitFor(() => expect(app.requestQueue.queued).toBe(2));
      const refused = await call('/api/export', 'a2', 'A');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('COMPANY_BUSY');
      expect((await call('/api/light', 'a2', 'A')).statusCode).toBe(200);
      const fromB = call('/api/export', 'b1', 'B');
      await vi.waitFor(() => expect(app.requestQueue.active).toBe(2));
      openGate();
      expect(
        (await Promise.all([first, second, third, fromB])).map((response) => response.statusCode),
      ).toEqual([200, 200, 200, 200]);
      expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
      await app.close();
    });
  });
});
