// The fixed cost of one authenticated request (issue 32, decision 060): every statement a simple GET sends to the
// database, listed, and the time of a request whose own work is one small read against that read alone.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { App } from '@kollega/server/src/app';
import { employees } from '@kollega/server/src/db/schema/index';
import { LIST_COLUMNS } from '@kollega/server/src/features/employees/employee-record';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type Measurement, measureHttp, measureLoop } from './measure';

export interface RequestCostFigures {
  /** Every statement (and transaction control) one GET /api/employees of one employee sends, in order. */
  statements: string[];
  http: Measurement;
  raw: Measurement;
}

/** The first line of a statement, short enough to print. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 110 ? `${line.slice(0, 107)}…` : line;
}

/**
 * Records the text of every statement sent while `run` runs: on PostgreSQL every `pg.Client` query (the app's and
 * the owner's pools, `set_config` and `BEGIN`/`COMMIT` included); on PGlite every query, exec and transaction of
 * the one client, inside transactions too.
 */
export async function traceStatements(app: App, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const driver = app.database.driver;
  if (driver.kind === 'postgresql') {
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function traced(this: unknown, ...args: unknown[]) {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      seen.push(shorten(text ?? '?'));
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      prototype.query = original;
    }
    return seen;
  }
  const client = driver.client as unknown as Record<string, unknown> & PGlite;
  const record = (kind: string, text: unknown) => seen.push(`${kind}: ${shorten(String(text))}`);
  const originals = { query: client.query, exec: client.exec, transaction: client.transaction };
  client.query = ((text: string, ...rest: unknown[]) => {
    record('query', text);
    return (originals.query as (...args: unknown[]) => unknown).call(client, text, ...rest);
  }) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => {
    record('exec', text);
    return (originals.exec as (...args: unknown[]) => unknown).call(client, text, ...rest);
  }) as PGlite['exec'];
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) => {
    seen.push('BEGIN');
    return originals.transaction
      .call(client, (tx: Transaction) =>
        fn({
          ...tx,
          get closed() {
            return tx.closed;
          },
          query: (text: string, ...rest: unknown[]) => {
            record('  tx query', text);
            return (tx.query as (...args: unknown[]) => unknown)(text, ...rest);
          },
          exec: (text: string, ...rest: unknown[]) => {
            record('  tx exec', text);
            return (tx.exec as (...args: unknown[]) => unknown)(text, ...rest);
          },
        } as Transaction),
      )
      .finally(() => seen.push('COMMIT'));
  }) as PGlite['transaction'];
  try {
    await run();
  } finally {
    Object.assign(client, originals);
  }
  return seen;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own company. */
export async function benchRequestCosts(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<RequestCostFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(db, companyId, 'premiumplus');
  const cookie = await loginAs(app, owner);
  const url = `${origin}/api/employees`;
  const headers = { cookie };
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`GET /api/employees answered ${probe.status}`);
  // The second request: the first one warms caches (and on PostgreSQL the connection's tenant).
  await (await fetch(url, { headers })).arrayBuffer();
  const statements = await traceStatements(app, () =>
    fetch(url, { headers }).then((response) => response.arrayBuffer()),
  );
  const rawRead = () =>
    db.select(LIST_COLUMNS).from(employees).where(eq(employees.companyId, companyId)).limit(1000);
  await measureLoop('warm-up', rawRead, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
  const raw = await measureLoop('raw SQL read of the 1 employee', rawRead, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const http = await measureHttp('GET /api/employees (1 employee)', url, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  return { statements, http, raw };
}
