import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a kept e-mail, the file itself included (base64). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  contentBase64: string;
}

/**
 * E-mails kept instead of sent when no SMTP_URL is configured (docs/rules/platform.md#ruling-17). Outside production they are
 * shown at /dev/mail and GET /api/dev/outbox, so a newcomer can click the verification link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra headers the mail carries (List-Unsubscribe for notifications, issue 26). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
