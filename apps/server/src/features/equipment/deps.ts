import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/index';

/** What the equipment actions need besides the caller: handed in by the routes, never reached for. */
export interface EquipmentDeps {
  db: Db;
  storage: Storage;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
