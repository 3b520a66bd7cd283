import type { Db } from '../../../db/database';
import type { Storage } from '../../../integrations/storage/storage';
import type { FileLog } from '../../../integrations/uploads/index';

/** What retention's actions and job need: the database, the file storage its files go from, a log, the clock. */
export interface RetentionDeps {
  db: Db;
  storage: Storage;
  log: FileLog & { error(details: object, message: string): void };
  now: () => Date;
}
