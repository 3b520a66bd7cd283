import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createCompanyWithOwner, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

/** Holds PGlite's single connection in a transaction, so every request stalls inside its queue slot. */
function holdDatabase(database: Database): () => Promise<void> {
  if (database.driver.kind !== 'pglite') throw new Error('embedded only');
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

/**
 * Decision 035 / issue 25: every synchronous data export is a heavy request, one at a time per company with two
 * waiting, though the company's share of ordinary requests (4 here) would let more run. Embedded only: PostgreSQL
 * has no request queue.
 */
describe.skipIf(testDatabaseKind !== 'pglite')('the data exports are heavy requests (decision 035)', () => {
  beforeAll(async () => {
    ({ app, database } = await buildTestApp({
      config: testConfig({
        EMBEDDED_MAX_CONCURRENT_REQUESTS: '8',
        EMBEDDED_MAX_QUEUED_REQUESTS: '20',
        EMBEDDED_QUEUE_TIMEOUT_MS: '60000',
        EMBEDDED_MAX_CONCURRENT_PER_COMPANY: '4',
        EMBEDDED_MAX_QUEUED_PER_COMPANY: '8',
        EMBEDDED_MAX_CONCURRENT_PER_USER: '2',
        EMBEDDED_MAX_QUEUED_PER_USER: '4',
      }),
    }));
  });

  it.each([
    '/api/holiday/export.xlsx',
    '/api/timereg/payroll.csv?from=2026-01-01&to=2026-01-31',
    '/api/company/activity-log.csv',
  ])('runs %s one at a time per company', async (url) => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    await setPlan(app.database.db, companyId, 'premiumplus');
    // Three browsers of the owner, each known to the queue as the company's by a first request.
    const cookies = [await loginAs(app, owner), await loginAs(app, owner), await loginAs(app, owner)];
    for (const cookie of cookies)
      expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);

    const release = holdDatabase(database);
    const exports = cookies.map((cookie) => call(app, 'GET', url, { cookie }));
    try {
      await vi.waitFor(() => expect(app.requestQueue).toMatchObject({ active: 1, queued: 2 }));
      const refused = await call(app, 'GET', url, { cookie: cookies[0] });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('COMPANY_BUSY');
    } finally {
      await release();
    }

    expect((await Promise.all(exports)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(app.requestQueue).toMatchObject({ active: 0, queued: 0 });
  });

  it("runs a heavy route's statements at the jobs' priority, an ordinary request's at the requests'", async () => {
    if (database.driver.kind !== 'pglite') throw new Error('embedded only');
    const { gate } = database.driver;
    const { companyId, owner } = await createCompanyWithOwner(app);
    await setPlan(app.database.db, companyId, 'premiumplus');
    const cookie = await loginAs(app, owner);
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);

    const before = gate.served;
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);
    const afterList = gate.served;
    expect(afterList.requests).toBeGreaterThan(before.requests);
    expect(afterList.jobs).toBe(before.jobs);

    expect((await call(app, 'GET', '/api/holiday/export.xlsx', { cookie })).statusCode).toBe(200);
    expect(gate.served.jobs).toBeGreaterThan(afterList.jobs);
  });
});
