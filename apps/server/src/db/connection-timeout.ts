/**
 * How long a request waits for a free pooled connection (DATABASE_CONNECTION_TIMEOUT_MS) before it fails: under
 * more load than the pool serves, a request gets an answer it can retry rather than waiting without end.
 */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

/** Connections the request path's pool holds at most (DATABASE_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;

/** Retry-After when no connection came free in time: the server is busy, not the request wrong. */
export const CONNECTION_TIMEOUT_RETRY_AFTER_SECONDS = 5;

/**
 * node-postgres's two connection timeouts, which carry no code, only these messages: pg-pool's wait for a free
 * connection ran out (every connection busy: overload), or a new connection was not accepted in time.
 */
const TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * Whether no database connection could be had in time behind this error, which Drizzle may wrap as the `cause`
 * of its own error.
 */
export function isConnectionTimeout(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause
  ) {
    if (current instanceof Error && TIMEOUT_MESSAGES.has(current.message)) return true;
    depth++;
  }
  return false;
}
