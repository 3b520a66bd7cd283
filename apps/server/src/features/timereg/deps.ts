import type { Writer } from '../../services/context';

/** What the time registration actions need besides the caller: handed in by the routes, never reached for. */
export interface TimeregDeps {
  /** The database, or the caller's transaction: the actions open theirs with `withTransaction`, so they join it. */
  db: Writer;
  /** The clock (issue 23: no work may end after now); tests hand in a fixed moment. Default: the real time. */
  now?: () => Date;
}

/** The moment an action runs at: the deps' clock, else the real time. */
export function nowOf(deps: TimeregDeps): Date {
  return deps.now?.() ?? new Date();
}
