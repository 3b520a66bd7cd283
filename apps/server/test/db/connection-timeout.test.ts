import { ERROR_MESSAGES } from '@kollega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { withCompany } from '../../src/db/tenant-scope';
import { createCompanyWithOwner, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { makeTempDir, testConfig } from '../helpers/test-app';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/**
 * Under more requests than the pool has connections, a request that waits past DATABASE_CONNECTION_TIMEOUT_MS
 * for one is overload, answered 503 with Retry-After as the request queue answers it, not a 500 (the load test
 * on PostgreSQL with 500 users got node-postgres's "timeout exceeded when trying to connect" as 500s).
 */
describe.skipIf(testDatabaseKind !== 'postgresql')('pool connection timeout on PostgreSQL', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase({ poolMax: 1, connectionTimeoutMs: 200 });
    app = await buildApp(testConfig(), { database, webRoot: makeTempDir() });
  });
  afterAll(() => app.close());

  it('answers a request that gets no free connection in time with 503 and Retry-After, not a 500', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    if (database.driver.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    const { pool } = database.driver;
    // Someone else holds the request path's only connection.
    const held = await withCompany(companyId, () => pool.connect());
    try {
      const response = await call(app, 'GET', '/api/employees', { cookie });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
      });
    } finally {
      held.release();
    }
    // With the connection free again, the same request passes.
    const again = await call(app, 'GET', '/api/employees', { cookie });
    expect(again.statusCode).toBe(200);
  });
});
