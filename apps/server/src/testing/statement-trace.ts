// The statements a piece of work sends, in order: for tests that count round trips and the bench (decision 060).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { App } from '../app';

/** A statement on one line, short enough to print. */
export function shortStatement(text: string): string {
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
      seen.push(text ?? '?');
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
  const record = (kind: string, text: unknown) => seen.push(`${kind}: ${String(text)}`);
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
