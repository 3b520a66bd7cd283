import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../src/db/database';
import { withCompany } from '../../src/db/tenant-scope';
import { createCompany } from '../../src/testing/factories';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/** Which connection a statement in the company's scope ran on, and the tenant it saw there. */
async function connectionOf(app: Database, companyId: string) {
  const [row] = await withCompany(companyId, () =>
    queryRows<{ pid: number; tenant: string }>(
      app.db,
      sql`select pg_backend_pid() as pid, current_setting('app.company_id', true) as tenant`,
    ),
  );
  return row!;
}

/**
 * Decision 065: a checkout prefers an idle connection that already carries its company, so the set_config round
 * trip is skipped; whichever connection it gets, the tenant is the scope's (decision 015).
 */
describe.skipIf(testDatabaseKind !== 'postgresql')(
  'the request path pool prefers a company’s own connection',
  () => {
    let setup: Database;
    let app: Database;
    let first: { id: string };
    let second: { id: string };

    beforeAll(async () => {
      setup = await createTestDatabase();
      first = await createCompany(setup.db, { name: 'Første ApS' });
      second = await createCompany(setup.db, { name: 'Anden ApS' });
      if (setup.driver.kind !== 'postgresql') throw new Error('PostgreSQL only');
      app = openPostgres(setup.driver.connectionString, { max: 2 });
    });
    afterAll(async () => {
      await app?.close();
      await setup.close();
    });

    it('hands a company the idle connection that last served it, with its tenant', async () => {
      // Two connections at once: one for each company.
      const held = await Promise.all([
        withCompany(first.id, () =>
          queryRows<{ pid: number }>(app.db, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`),
        ),
        withCompany(second.id, () =>
          queryRows<{ pid: number }>(app.db, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`),
        ),
      ]);
      const firstPid = held[0][0]!.pid;
      const secondPid = held[1][0]!.pid;
      expect(firstPid).not.toBe(secondPid);
      // Whichever was released last, each company gets its own back, again and again.
      for (let round = 0; round < 3; round += 1) {
        expect(await connectionOf(app, first.id)).toEqual({ pid: firstPid, tenant: first.id });
        expect(await connectionOf(app, second.id)).toEqual({ pid: secondPid, tenant: second.id });
      }
    });

    it('sets the tenant when no idle connection carries the company', async () => {
      const third = await createCompany(setup.db, { name: 'Tredje ApS' });
      const seen = await connectionOf(app, third.id);
      expect(seen.tenant).toBe(third.id);
      // The connection it took served another company before; that one now gets a connection with its own tenant.
      expect((await connectionOf(app, first.id)).tenant).toBe(first.id);
      expect((await connectionOf(app, second.id)).tenant).toBe(second.id);
    });
  },
);
