import type { Db } from '../../db/database';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { Storage } from '../../integrations/storage/index';
import type { FileLog } from '../../integrations/uploads/index';

/** Checks a login's own password (better-auth's hash and verifier); false for a login without a password. */
export type PasswordCheck = (userId: string, password: string) => Promise<boolean>;

/** What the 'Mig' actions need besides the caller: handed in by the routes, never reached for. */
export interface MeDeps {
  db: Db;
  cipher: FieldCipher;
  storage: Storage;
  log: FileLog;
  passwords: PasswordCheck;
}
