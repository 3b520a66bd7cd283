import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

/** Holds PGlite's single connection in a transaction, so every request stalls inside its queue slot. */
function holdDatabase(database: Database): () => Promise<void> {
  if (database.driver.kind !== 'pglite') return async () => {};
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const done = database.driver.client.transaction(() => held);
  return async () => {
    letGo();
    await done;
  };
}

let app: App;
let database: Database;
beforeAll(async () => {
  // A small server, so a handful of requests is a flood: two run, four wait (embedded only; PostgreSQL has no
  // queue and must simply answer everyone).
  ({ app, database } = await buildTestApp({
    config: testConfig({
      EMBEDDED_MAX_CONCURRENT_REQUESTS: '2',
      EMBEDDED_MAX_QUEUED_REQUESTS: '4',
      EMBEDDED_QUEUE_TIMEOUT_MS: '60000',
      EMBEDDED_MAX_CONCURRENT_PER_COMPANY: '1',
      EMBEDDED_MAX_QUEUED_PER_COMPANY: '2',
      EMBEDDED_MAX_CONCURRENT_PER_USER: '1',
      EMBEDDED_MAX_QUEUED_PER_USER: '2',
    }),
  }));
});

describe('fair sharing of the server between companies (issue 25)', () => {
  it("cannot be made to answer another company's request 503 by one company's flood of exports", async () => {
    const flooder = await createCompanyWithOwner(app);
    await setPlan(app.database.db, flooder.companyId, 'premiumplus');
    const floodCookie = await loginAs(app, flooder.owner);
    const other = await createCompanyWithOwner(app);
    const otherCookie = await loginAs(app, other.owner);
    await createEmployee(app, other.companyId, { firstName: 'Bo' });
    // Each session's first request tells the queue its company.
    expect((await call(app, 'GET', '/api/employees', { cookie: floodCookie })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/employees', { cookie: otherCookie })).statusCode).toBe(200);

    const release = holdDatabase(database);
    const flood = Array.from({ length: 12 }, () =>
      call(app, 'GET', '/api/timereg/overview/export.xlsx?from=2026-01-01&to=2026-03-31', {
        cookie: floodCookie,
      }),
    );
    if (database.kind === 'pglite') {
      await vi.waitFor(() =>
        expect(app.requestQueue.active + app.requestQueue.queued).toBeGreaterThanOrEqual(3),
      );
    }
    const otherList = call(app, 'GET', '/api/employees', { cookie: otherCookie });
    if (database.kind === 'pglite') await vi.waitFor(() => expect(app.requestQueue.active).toBe(2));
    await release();

    const answer = await otherList;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().employees.map((row: { firstName: string }) => row.firstName)).toContain('Bo');
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    // The flooder is told to wait (429 with Retry-After), never the other company; nothing fails.
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(200);
    if (database.kind === 'pglite') {
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
    }
  });
});
