import type { Db } from '../../db/database';

/** What the reports need besides the caller: handed in by the routes, never reached for. */
export interface ReportsDeps {
  db: Db;
  /** Now; the tests pin it (today, the open ferieår and the equipment's status follow from it). */
  now: () => Date;
}
