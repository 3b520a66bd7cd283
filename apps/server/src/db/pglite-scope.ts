import type { PGlite, Transaction } from '@electric-sql/pglite';
import { APP_ROLE, effectiveScope, type UnscopedAccess } from './tenant-pool';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statement that puts a transaction under the app role and its tenant. Local to the transaction, so it
 * ends with it. A company id is a UUID the app itself verified; checked again here because it is inlined
 * (one simple-protocol message instead of a prepared statement's five).
 */
function enterAppRole(companyId: string | null): string {
  if (companyId !== null && !UUID.test(companyId)) throw new Error('Company id is not a UUID');
  return `set local role ${APP_ROLE}; select set_config('app.company_id', '${companyId ?? ''}', true)`;
}

type QueryArgs = Parameters<PGlite['query']>;

/**
 * The embedded database's second wall (decision 033). PGlite is one superuser session (its `username` option
 * is itself only a `SET ROLE`), so the request path cannot log in as `kollega_app` as on PostgreSQL. Instead
 * every statement outside an across-companies scope runs in a transaction that first sets `ROLE kollega_app`
 * and the tenant, and inside a transaction both are set again before each statement: a statement that
 * switched the role back (`RESET ROLE`, `SET ROLE postgres`) or the tenant reaches nothing, because the next
 * one runs as the app role and its own company again, and a single statement is planned, with its policies, under the role it started with.
 * PGlite runs one transaction at a time, so no other request's statement can slip in between.
 * Across-companies code (the named `unsafe…` paths, better-auth, migrations) uses the superuser session as is.
 */
export function scopedPgliteClient(client: PGlite, unscoped: UnscopedAccess): PGlite {
  const guard = (tx: Transaction, enter: string): Transaction => ({
    ...tx,
    get closed() {
      return tx.closed;
    },
    async query(...args: QueryArgs) {
      // A statement that ended the transaction (COMMIT) would leave `set local` with nothing to act on.
      if (!client.isInTransaction()) throw new Error('The transaction ended before its last statement');
      await tx.exec(enter);
      return tx.query(...(args as Parameters<Transaction['query']>));
    },
    // Simple-protocol text may hold several statements; Drizzle does not use it, so it is not offered.
    async exec() {
      throw new Error('exec is not available on the request path');
    },
    async sql() {
      throw new Error('sql is not available on the request path');
    },
  });
  const scoped = {
    async query(...args: QueryArgs) {
      const scope = effectiveScope(unscoped);
      if (scope.acrossCompanies) return client.query(...args);
      return client.transaction(async (tx) => {
        await tx.exec(enterAppRole(scope.companyId));
        return tx.query(...(args as Parameters<Transaction['query']>));
      });
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const scope = effectiveScope(unscoped);
      if (scope.acrossCompanies) return client.transaction(fn);
      return client.transaction(async (tx) => {
        const enter = enterAppRole(scope.companyId);
        await tx.exec(enter);
        return fn(guard(tx, enter));
      });
    },
  };
  // Drizzle's PGlite driver uses only `query` and `transaction`; anything else reaching the raw client would
  // bypass the wall, so the rest is left out on purpose.
  return scoped as unknown as PGlite;
}
