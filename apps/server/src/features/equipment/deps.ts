import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';
import type { FileLog } from '../../integrations/uploads/index';

/** What the equipment actions need besides the caller: handed in by the routes, never reached for. */
export interface EquipmentDeps {
  db: Db;
  storage: Storage;
  /** Where a stored file that could not be removed is reported. */
  log: FileLog;
  /** The moment the list and the export judge an item's status by; the clock unless a test pins it. */
  now?: () => Date;
}
