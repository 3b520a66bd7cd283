import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';

/** What the agreement actions need besides the caller: handed in by the routes, never reached for. */
export interface AgreementDeps {
  db: Db;
  storage: Storage;
  /** The app's public address, for the link in a calendar event and the feed's address. */
  baseUrl: string;
}
