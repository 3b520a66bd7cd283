import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { trackChanges } from '../access/database-fingerprint';
import { call } from '../helpers/http';
import { poolStatistics } from '../helpers/pglite-pool';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase, openFreshPglite, testDatabaseKind } from '../helpers/test-database';

/**
 * Decision 074: on PGlite, test files share one instance per worker, reset between them. After whatever a file
 * did, the next file's database must be one no test can tell from a fresh copy of the template, or a fresh copy.
 */

function clientOf(database: Database): PGlite {
  if (database.driver.kind !== 'pglite') throw new Error('PGlite only');
  return database.driver.client;
}

/** Everything a test could read: every table's rows in scan order, every sequence, the session, user objects. */
async function contents(client: PGlite): Promise<Record<string, unknown>> {
  const read = async <Row>(query: string) => (await client.query<Row>(query)).rows;
  const tables = await read<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%' order by 1`,
  );
  const sequences = await read<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname not like 'pg\\_%' order by 1`,
  );
  const result: Record<string, unknown> = {};
  for (const { name } of tables)
    result[name] = (
      await read<{ rows: string | null }>(`select string_agg(t::text, '|') as rows from ${name} t`)
    )[0]?.rows;
  for (const { name } of sequences)
    result[name] = (await read(`select last_value, is_called from ${name}`))[0];
  result.session = (
    await read(
      // A custom setting a session once set reads '' after DISCARD ALL, NULL in a new session; every policy and
      // query reads it as nullif(…, '').
      `select current_user, session_user, current_setting('work_mem') as work_mem,
        coalesce(current_setting('app.company_id', true), '') as company,
        (select count(*)::int from pg_locks where locktype = 'advisory') as advisory_locks,
        (select md5(string_agg(name || '=' || setting, '|' order by name)) from pg_settings) as settings`,
    )
  )[0];
  result.inTransaction = client.isInTransaction();
  result.objects = (
    await read(
      `select (select string_agg(tgname, ',' order by tgname) from pg_trigger) as triggers,
        (select count(*)::int from pg_proc where oid >= 16384) as functions,
        (select count(*)::int from pg_class where oid >= 16384) as relations,
        (select count(*)::int from pg_policy) as policies,
        (select string_agg(rolname, ',' order by rolname) from pg_roles) as roles`,
    )
  )[0];
  return result;
}

describe.runIf(testDatabaseKind === 'pglite')('the worker’s pooled PGlite', () => {
  let fresh: Record<string, unknown>;
  beforeAll(async () => {
    const client = await openFreshPglite();
    fresh = await contents(client);
    await client.close();
  });

  /** The database the next file would get, and whether the pool reused the instance or loaded a copy. */
  async function next(): Promise<{ database: Database; reused: boolean }> {
    const before = { ...poolStatistics };
    const database = await createTestDatabase();
    expect(poolStatistics.reused + poolStatistics.loaded).toBe(before.reused + before.loaded + 1);
    return { database, reused: poolStatistics.reused > before.reused };
  }

  it('resets rows, seeded rows, sequences and the session after a file’s work, and reuses the instance', async () => {
    const { app, database } = await buildTestApp();
    const client = clientOf(database);
    const { owner, companyId } = await createCompanyWithOwner(app);
    await createEmployee(app, companyId, { firstName: 'Ditte' });
    const cookie = await loginAs(app, owner);
    expect((await call(app, 'GET', '/api/employees', { cookie })).statusCode).toBe(200);
    await createCompanyWithOwner(app);
    // The migrations' own rows changed, every sequence moved on, rows in a table nothing else writes.
    await client.exec(`update recruitment_services set title = 'Ændret' where sort_order = 1;
      delete from document_templates where sort_order = 2;
      insert into throttle values ('probe', now(), 1);
      select nextval('audit_log_id_seq'), nextval('time_entry_changes_id_seq'),
        nextval('drizzle.__drizzle_migrations_id_seq');`);
    expect(await contents(client)).not.toEqual(fresh);
    // Session state a test may leave behind, and a transaction it never ended.
    await client.exec(`set work_mem = '7MB'; select set_config('app.company_id', '${companyId}', false);
      select pg_advisory_lock(74);`);
    await client.exec(`begin; delete from recruitment_services; set role kollega_app;`);
    await app.close();

    const { database: again, reused } = await next();
    expect(reused).toBe(true);
    expect(await contents(clientOf(again))).toEqual(fresh);
    await again.close();
  });

  // Decision 079: what two kinds of file leave behind that the pool can take back.
  it.each([
    // The migrations' triggers are PL/pgSQL: the first that fires loads the library, whose settings then stay.
    [
      'a PL/pgSQL function ran',
      async (database: Database) => {
        await clientOf(database).exec(`do $$ begin perform 1; end $$`);
      },
    ],
    // The route table's change triggers, taken away again before the file closes its database.
    [
      'the route table’s change triggers were created and taken away',
      async (database: Database) => {
        const stopTracking = await trackChanges(database.db, database.privilegedDb);
        await clientOf(database).exec(`insert into throttle values ('probe', now(), 1)`);
        await stopTracking();
      },
    ],
  ])('reuses an instance after %s', async (_what, work) => {
    const database = await createTestDatabase();
    await work(database);
    const discarded = poolStatistics.discarded['catalog changed'] ?? 0;
    await database.close();
    expect(poolStatistics.discarded['catalog changed'] ?? 0).toBe(discarded);

    const { database: again, reused } = await next();
    expect(reused).toBe(true);
    expect(await contents(clientOf(again))).toEqual(fresh);
    await again.close();
  });

  it('refuses every call on a database the file has closed', async () => {
    const database = await createTestDatabase();
    const client = clientOf(database);
    await database.close();
    expect(client.closed).toBe(true);
    expect(() => client.query('select 1')).toThrow('went back to the pool');
  });

  it.each([
    [
      'a trigger and its function',
      [
        `create function probe_written() returns trigger language plpgsql as $$ begin return null; end $$`,
        `create trigger probe_written after insert on users for each statement execute function probe_written()`,
      ],
    ],
    ['a table', ['create table probe (id int)']],
    [
      'a trigger switched off',
      ['alter table holiday_requests disable trigger holiday_requests_balance_cache'],
    ],
    ['a function’s setting', [`alter function holiday_balance_cache_changed() set work_mem = '8MB'`]],
    ['a grant', ['grant select on sessions to kollega_app']],
    ['a policy', ['create policy probe on users using (true)']],
    ['a role', ['create role probe']],
    ['a role’s setting', [`alter role kollega_app set work_mem = '8MB'`]],
    [
      'the database’s setting',
      [`do $$ begin execute format('alter database %I set work_mem = ''8MB''', current_database()); end $$`],
    ],
    ['the server’s setting', [`alter system set work_mem = '8MB'`]],
    ['planner statistics', ["insert into throttle values ('probe', now(), 1)", 'analyze throttle']],
    ['a comment', [`comment on table users is 'probe'`]],
  ])('discards an instance whose catalog changed: %s', async (_change, statements) => {
    const database = await createTestDatabase();
    for (const statement of statements) await clientOf(database).exec(statement);
    const discarded = poolStatistics.discarded['catalog changed'] ?? 0;
    await database.close();
    expect(poolStatistics.discarded['catalog changed']).toBe(discarded + 1);

    const { database: again, reused } = await next();
    expect(reused).toBe(false);
    expect(await contents(clientOf(again))).toEqual(fresh);
    await again.close();
  });

  it('discards an instance once a table grew past what the planner treats as empty', async () => {
    const database = await createTestDatabase();
    await clientOf(database).exec(
      `insert into throttle select 'probe-' || n, now(), n from generate_series(1, 2000) n`,
    );
    const discarded = poolStatistics.discarded['grew past ten pages'] ?? 0;
    await database.close();
    expect(poolStatistics.discarded['grew past ten pages']).toBe(discarded + 1);
    const { database: again, reused } = await next();
    expect(reused).toBe(false);
    expect(await contents(clientOf(again))).toEqual(fresh);
  });
});
