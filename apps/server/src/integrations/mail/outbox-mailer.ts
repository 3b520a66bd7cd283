import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema/index';
import type { Mailer, MailMessage } from './mailer';

/** Keeps e-mail in the database instead of sending it: for development, tests and installs without SMTP. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values(message);
    },
    async close() {},
  };
}

/** The newest e-mails first, for /dev/mail and GET /api/dev/outbox. */
export function listOutbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
