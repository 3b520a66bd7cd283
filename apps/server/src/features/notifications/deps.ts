import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../integrations/mail/index';

/** What the notification actions, the sender and the scan need, handed in by the app or the CLI. */
export interface NotificationDeps {
  db: Db;
  mailer: Mailer;
  /** The address users open, for links in e-mail. */
  baseUrl: string;
  /** Signs the one-click unsubscribe links (derived from ENCRYPTION_KEY, unsubscribe-token.ts). */
  unsubscribeSecret: string;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
