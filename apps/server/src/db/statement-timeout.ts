/**
 * PostgreSQL cancels any statement running longer than this (error 57014), so a runaway query fails its request
 * instead of holding a pooled connection. Thirty seconds is far beyond any page's queries. DATABASE_STATEMENT_TIMEOUT_MS
 * overrides it; the embedded PGlite has no such limit.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
