import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { employees, timeEntries } from '../../src/db/schema/index';
import { loadTimeLogs } from '../../src/features/timereg/time-logs';
import { independentReads } from '../../src/services/context';
import { createCompany } from '../../src/testing/factories';
import { createTestDatabase } from '../helpers/test-database';

/**
 * `independentReads`: reads that do not depend on each other start together on the pool and one after the other
 * in a transaction, so a failing one leaves nothing running on the aborted transaction.
 */
describe('independentReads', () => {
  let database: Database;
  let companyId: string;
  let employeeId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await createCompany(database.db)).id;
    const [employee] = await database.db
      .insert(employees)
      .values({
        companyId,
        firstName: 'Læse',
        lastName: 'Test',
        jobPosition: 'Tømrer',
        email: 'laes@example.dk',
      })
      .returning();
    employeeId = (employee as { id: string }).id;
  });
  afterAll(() => database.close());

  /** A read that logs when it starts and ends, and answers its name from the database. */
  const loggedRead = (db: Pick<Database['db'], 'execute'>, log: string[], name: string) => async () => {
    log.push(`start ${name}`);
    const result = (await db.execute(sql`select ${name}::text as name`)) as unknown as {
      rows: { name: string }[];
    };
    log.push(`end ${name}`);
    return result.rows[0]?.name;
  };

  it('on the pool, starts every read before any has ended', async () => {
    const log: string[] = [];
    const results = await independentReads(database.db, [
      loggedRead(database.db, log, 'a'),
      loggedRead(database.db, log, 'b'),
      loggedRead(database.db, log, 'c'),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('in a transaction, runs the reads one after the other and answers them in order', async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) =>
      independentReads(tx, [loggedRead(tx, log, 'a'), loggedRead(tx, log, 'b'), loggedRead(tx, log, 'c')]),
    );
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('in a transaction, a failing read starts no later one and the transaction rolls back cleanly', async () => {
    const log: string[] = [];
    const failure = await database.db
      .transaction(async (tx) => {
        await tx
          .insert(timeEntries)
          .values({ companyId, employeeId, date: '2026-03-02', type: 'work', hours: 7 });
        return independentReads(tx, [
          loggedRead(tx, log, 'a'),
          async () => {
            log.push('start failing');
            await tx.execute(sql`select 1 / 0`);
          },
          loggedRead(tx, log, 'c'),
        ]);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(log).toEqual(['start a', 'end a', 'start failing']);
    // The write before the failure is gone, and the database answers the next statement as usual.
    const rows = await database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
    expect(rows).toEqual([]);
  });

  it('a feature read inside a transaction (the time logs) sees the transaction’s own writes, as after commit', async () => {
    const range = { from: '2026-04-01', to: '2026-04-30' };
    const inside = await database.db.transaction(async (tx) => {
      await tx
        .insert(timeEntries)
        .values({ companyId, employeeId, date: '2026-04-06', type: 'work', hours: 7.5 });
      return loadTimeLogs(tx, companyId, range, [employeeId]);
    });
    expect(inside).toHaveLength(1);
    expect(inside[0]?.entries.map((entry) => [entry.date, entry.hours])).toEqual([['2026-04-06', 7.5]]);
    const outside = await loadTimeLogs(database.db, companyId, range, [employeeId]);
    expect(outside).toEqual(inside);
  });
});
