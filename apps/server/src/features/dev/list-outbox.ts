import type { Db } from '../../db/database';
import { listOutbox } from '../../integrations/mail/outbox-mailer';

/** The newest e-mails first (development and tests only: see outbox-exposure.ts for when the dev routes exist). */
export async function listOutboxMessages(db: Db) {
  const rows = await listOutbox(db);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    createdAt: row.createdAt,
  }));
}
