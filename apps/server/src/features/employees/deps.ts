import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FieldCipher } from '../../integrations/crypto/index';
import type { Mailer } from '../../integrations/mail/index';
import type { Storage } from '../../integrations/storage/index';
import type { FileLog } from '../../integrations/uploads/index';

/** What the employee actions need besides the caller: handed in by the routes, never reached for. */
export interface EmployeeDeps {
  db: Db;
  cipher: FieldCipher;
  storage: Storage;
  /** Where a stored file that could not be removed is reported. */
  log: FileLog;
  mailer: Mailer;
  baseUrl: string;
}

/** The deps the routes hand in: the request's own logger, which the e-mail actions report failures to. */
export type RequestDeps = EmployeeDeps & { log: FastifyBaseLogger };

/**
 * What the employee route plugins are registered with. It lives here, not in routes.ts, so that
 * company-admins-routes.ts (registered by routes.ts) can name it without an import circle.
 */
export interface EmployeeRoutesOptions {
  cipher: FieldCipher;
  storage: Storage;
  mailer: Mailer;
  baseUrl: string;
}
