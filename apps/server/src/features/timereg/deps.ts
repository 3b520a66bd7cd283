import type { Db } from '../../db/database';

/** What the time registration actions need besides the caller: handed in by the routes, never reached for. */
export interface TimeregDeps {
  db: Db;
}
