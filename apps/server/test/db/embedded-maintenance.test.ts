import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/database';
import { maintainEmbeddedTables } from '../../src/db/embedded-maintenance';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/** PGlite has no autovacuum (issue 32): the app analyses what changed, or the planner guesses one row a table. */
describe.runIf(testDatabaseKind === 'pglite')('embedded database maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const client = () => {
    if (database.driver.kind !== 'pglite') throw new Error('PGlite only');
    return database.driver.client;
  };
  const statistics = async () =>
    new Map(
      (
        await queryRows<{ name: string; tuples: number }>(
          database.db,
          sql`select relname as name, reltuples::int as tuples from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
        )
      ).map((row) => [row.name, row.tuples]),
    );

  it('analyses the tables never analysed, then only those that grew', async () => {
    const first = await maintainEmbeddedTables(client());
    expect(first).toContain('equipment');
    expect(await maintainEmbeddedTables(client())).toEqual([]);

    await client().exec(
      `insert into throttle (key, window_start, hits) select 'maintenance-' || g, now(), 1 from generate_series(1, 3000) g`,
    );
    expect(await maintainEmbeddedTables(client())).toEqual(['throttle']);
    expect((await statistics()).get('throttle')).toBeGreaterThanOrEqual(3000);
  });
});
