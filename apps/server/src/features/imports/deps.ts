import type { Db } from '../../db/database';
import type { FieldCipher } from '../../integrations/crypto/index';

/** What the import actions need besides the caller: handed in by the routes. */
export interface ImportDeps {
  db: Db;
  cipher: FieldCipher;
}
