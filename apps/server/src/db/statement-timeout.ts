/**
 * PostgreSQL cancels any statement running longer than this (error 57014), so a runaway query fails its request
 * instead of holding a pooled connection. Thirty seconds is far beyond any page's queries. DATABASE_STATEMENT_TIMEOUT_MS
 * overrides it; the embedded PGlite has no such limit.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** Retry-After for a cancelled statement: the database was busy, not the request wrong; a retry may well pass. */
export const STATEMENT_TIMEOUT_RETRY_AFTER_SECONDS = 5;

/**
 * Whether PostgreSQL cancelled the statement behind this error (SQLSTATE 57014, query_canceled), which Drizzle
 * wraps as the `cause` of its own error.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '57014') return true;
    depth++;
  }
  return false;
}
