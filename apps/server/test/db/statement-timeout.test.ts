import { ERROR_MESSAGES } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createCompanyWithOwner, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { makeTempDir, testConfig } from '../helpers/test-app';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

const TIMEOUT_MS = 300;

/** A statement beyond DATABASE_STATEMENT_TIMEOUT_MS is cancelled by PostgreSQL, and its request answers. */
describe.skipIf(testDatabaseKind !== 'postgresql')('statement timeout on PostgreSQL', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase({ statementTimeoutMs: TIMEOUT_MS });
    app = await buildApp(testConfig(), { database, webRoot: makeTempDir() });
  });
  afterAll(() => app.close());

  it('cancels a statement that runs too long (57014) instead of waiting for it', async () => {
    await expect(database.db.execute(sql`select pg_sleep(30)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    // The connection is fine afterwards.
    await database.ping();
  });

  it('answers a health check whose query runs too long with the 503 envelope', async () => {
    const slow: Database = {
      ...database,
      async ping() {
        await database.db.execute(sql`select pg_sleep(30)`);
      },
    };
    const slowApp = await buildApp(testConfig(), { database: slow, webRoot: makeTempDir() });
    const response = await slowApp.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    // Not closing slowApp: it shares (and would close) this file's database; the pool ends with `app`.
  });

  it('answers a request stuck behind a lock with 503 and Retry-After, not a hang or a 500', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    if (database.driver.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    // Someone else holds the company row (creating an employee locks it first, docs/rules/employees.md#ruling-4).
    const locker = new pg.Client({ connectionString: database.driver.connectionString });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from companies where id = $1 for update', [companyId]);
      const response = await call(app, 'POST', '/api/employees', {
        cookie,
        payload: {
          firstName: 'Anne',
          lastName: 'Hansen',
          jobPosition: 'Bogholder',
          email: 'anne.laas@firma.dk',
          startDate: '2024-03-01',
        },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
      });
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
