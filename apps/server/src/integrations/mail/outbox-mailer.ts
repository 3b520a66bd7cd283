import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox, type OutboxAttachment } from '../../db/schema/index';
import type { MailAttachment, Mailer, MailMessage } from './mailer';

/** An attachment as the outbox keeps it: the file itself (base64), so a test or /dev/mail can open it. */
function toOutbox(attachment: MailAttachment): OutboxAttachment {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.content.length,
    contentBase64: attachment.content.toString('base64'),
  };
}

/**
 * Puts one e-mail in the outbox through `db`, which may be a transaction: the notification sender marks its
 * rows sent in the same transaction, so the outbox holds each notification's mail exactly once.
 */
export async function insertIntoOutbox(db: Pick<Db, 'insert'>, message: MailMessage): Promise<void> {
  const { attachments = [], headers = {}, ...mail } = message;
  await db.insert(mailOutbox).values({ ...mail, headers, attachments: attachments.map(toOutbox) });
}

/** Keeps e-mail in the database instead of sending it: for development, tests and installs without SMTP. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await insertIntoOutbox(db, message);
    },
    async close() {},
  };
}

/** The newest e-mails first, for /dev/mail and GET /api/dev/outbox. */
export function listOutbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
