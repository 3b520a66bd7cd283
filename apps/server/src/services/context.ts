import { and, eq, type SQL } from 'drizzle-orm';
import { type PgColumn, type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import { type AuditActor, type AuditEntry, recordAudit } from '../db/audit';
import type { Db } from '../db/database';
import { isUuid } from '../db/uuid';
import { notFound } from '../errors/app-error';

/**
 * The service kernel (issue 31 item 2): what every feature action is written against, declared once.
 *
 * An action has one shape, `(deps, ctx, input)`: `deps` is what the routes hand in (at least `db`), `ctx` the
 * caller (company, user, request), `input` every id and value the action needs. Inside, it reads through a
 * `Reader`, writes inside `withTransaction`, and writes its audit row with the change through `audited`.
 */

/** A transaction: what `db.transaction(fn)` hands to `fn`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whatever can read: the database, a transaction, or a test's double that only selects. */
export type Reader = Pick<Db, 'select' | 'selectDistinct' | 'selectDistinctOn' | 'execute'>;

/** Whatever can write: the database or a transaction. */
export type Writer = Db | Tx;

/** The least an action's deps carry. */
export interface ServiceDeps {
  db: Writer;
}

/**
 * Runs `work` in a transaction. Called with a transaction already open, it joins it, so an action that another
 * action calls inside its own transaction commits or rolls back with it (no savepoint glue at the call site).
 */
export async function withTransaction<T>(db: Writer, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as Tx);
  return (db as Db).transaction(work);
}

/** One read of several that do not depend on each other: started only when called. */
type Read = () => PromiseLike<unknown>;

/**
 * Reads that do not depend on each other, for the caller's `db`: at once on the pool, where PostgreSQL runs each
 * on a connection of its own; one after the other in a transaction. A transaction is one connection, which would
 * only queue them, in no order the code states, and one that failed would leave the others running on the
 * aborted transaction, failing in turn while the rollback waits behind them. Each read is a function so that none
 * starts before its turn.
 */
export async function independentReads<const Reads extends readonly Read[]>(
  db: Reader,
  reads: Reads,
): Promise<{ -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> }> {
  type Results = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

/** What an audited write returns: its result and the audit rows that say what happened. */
export interface AuditedChange<T> {
  result: T;
  audit: AuditEntry | readonly AuditEntry[];
}

/**
 * One change and its audit row(s) in one transaction (DESIGN.md rule 2: no change without its audit row, no audit
 * row without its change). Joins an outer transaction as `withTransaction` does.
 */
export async function audited<T>(
  db: Writer,
  actor: AuditActor,
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const { result, audit } = await change(tx);
    for (const entry of Array.isArray(audit) ? audit : [audit as AuditEntry]) {
      await recordAudit(tx, actor, entry);
    }
    return result;
  });
}

/** A table that belongs to a company: every tenant table has both columns. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * One row of the caller's company by id, or 404: a malformed id, a missing row and another company's row look
 * the same to the caller and never reach the database as a bad uuid cast. `forUpdate` locks the row for the rest
 * of the transaction; `where` narrows it further (a task of this checklist, an item not deleted).
 */
export async function loadInCompany<Table extends CompanyTable>(
  db: Reader,
  table: Table,
  ctx: { companyId: string },
  id: string,
  options: { forUpdate?: boolean; message?: string; where?: SQL | undefined } = {},
): Promise<Table['$inferSelect']> {
  if (!isUuid(id)) throw notFound(options.message);
  const query = (db as Db)
    .select()
    .from(table as PgTable)
    .where(and(eq(table.companyId, ctx.companyId), eq(table.id, id), options.where))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(options.message);
  return row as Table['$inferSelect'];
}
