import type { FastifyBaseLogger } from 'fastify';
import type { VapidKeys } from '../../config/vapid-keys';
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
  /** Web push (decision 040); absent when there are no VAPID keys, and push is off. */
  push?: {
    keys: VapidKeys;
    /** Tests only: any https host and a fake push service on http://127.0.0.1 may be subscribed. */
    allowLocalHttpEndpoints: boolean;
  };
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
