import type { Db } from '../../db/database';

/** What the sickness actions need besides the caller: handed in by the routes, never reached for. */
export interface SicknessDeps {
  db: Db;
  /** Today in Danish time; the tests pin it. */
  today: () => string;
}
