import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../../src/db/database';
import { runAsBackgroundWork, StatementGate } from '../../src/db/statement-priority';
import { unsafeAcrossCompanies, withCompany } from '../../src/db/tenant-scope';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/**
 * Decision 035 / issue 25: on PGlite's one connection a request's statement goes before the statements
 * background work has queued, and a job gives way between its statements. Order of execution only, no timings.
 */
describe.runIf(testDatabaseKind === 'pglite')('statement priority on the embedded database', () => {
  let database: Database;
  const gate = () => {
    if (database.driver.kind !== 'pglite') throw new Error('PGlite only');
    return database.driver.gate;
  };
  // Started when called (a Drizzle query alone runs only once awaited).
  const record = async (label: string) => {
    await database.privilegedDb.execute(sql`insert into statement_order (label) values (${label})`);
  };
  const order = async () =>
    (
      await queryRows<{ label: string }>(
        database.privilegedDb,
        sql`select label from statement_order order by id`,
      )
    ).map((row) => row.label);

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('serves a request statement before the job statements queued before it', async () => {
    await database.privilegedDb.execute(
      sql`create temporary table statement_order (id serial primary key, label text not null)`,
    );
    // A request's transaction holds the connection while the others queue.
    let letGo: (() => void) | undefined;
    const held = database.privilegedDb.transaction(
      () =>
        new Promise<void>((resolve) => {
          letGo = resolve;
        }),
    );
    await vi.waitFor(() => expect(letGo).toBeDefined());
    const jobs = [runAsBackgroundWork(() => record('job 1')), runAsBackgroundWork(() => record('job 2'))];
    await vi.waitFor(() => expect(gate().waiting).toEqual({ requests: 0, jobs: 2 }));
    const request = record('request');
    await vi.waitFor(() => expect(gate().waiting).toEqual({ requests: 1, jobs: 2 }));

    letGo?.();
    await Promise.all([held, ...jobs, request]);
    expect(await order()).toEqual(['request', 'job 1', 'job 2']);
  });

  it('lets a request in between two statements of a job that follow each other at once', async () => {
    await database.privilegedDb.execute(sql`truncate statement_order`);
    let firstDone = () => {};
    const afterFirst = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    const job = runAsBackgroundWork(async () => {
      await record('job 1');
      firstDone();
      // Issued in the same turn as the request below: the job's turn comes only after it.
      await record('job 2');
    });
    await afterFirst;
    await Promise.all([record('request'), job]);
    expect(await order()).toEqual(['job 1', 'request', 'job 2']);
  });
});

describe('the statement gate', () => {
  it('runs job statements once no request waits, in the order they came', async () => {
    const gate = new StatementGate();
    const ran: string[] = [];
    const statement = (label: string) => async () => {
      ran.push(label);
    };
    await Promise.all([
      gate.run(statement('job 1'), 'job'),
      gate.run(statement('request 1'), 'request'),
      gate.run(statement('job 2'), 'job'),
      gate.run(statement('request 2'), 'request'),
    ]);
    expect(ran).toEqual(['request 1', 'request 2', 'job 1', 'job 2']);
    expect(gate.waiting).toEqual({ requests: 0, jobs: 0 });
  });

  it('frees the connection when a statement fails', async () => {
    const gate = new StatementGate();
    await expect(gate.run(() => Promise.reject(new Error('broken')), 'job')).rejects.toThrow('broken');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

/** Decision 035: on PostgreSQL background work takes its connections from pools of its own. */
describe.runIf(testDatabaseKind === 'postgresql')('background work on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  const applicationName = async (scope: 'company' | 'across') => {
    const read = () =>
      queryRows<{ name: string }>(database.db, sql`select current_setting('application_name') as name`);
    const [row] =
      scope === 'company'
        ? await withCompany('00000000-0000-4000-8000-000000000001', read)
        : await unsafeAcrossCompanies(read);
    return row?.name;
  };

  it('runs on its own connections, as the app role and across companies', async () => {
    expect(await applicationName('company')).toBe('kollega');
    expect(await runAsBackgroundWork(() => applicationName('company'))).toBe('kollega-background');
    expect(await applicationName('across')).toBe('kollega-owner');
    expect(await runAsBackgroundWork(() => applicationName('across'))).toBe('kollega-background-owner');
  });
});
