import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';
import type { FileLog } from '../../integrations/uploads/index';

/** What the agreement actions need besides the caller: handed in by the routes, never reached for. */
export interface AgreementDeps {
  db: Db;
  storage: Storage;
  /** Where a stored file that could not be removed is reported. */
  log: FileLog;
  /** The app's public address, for the link in a calendar event and the feed's address. */
  baseUrl: string;
}
