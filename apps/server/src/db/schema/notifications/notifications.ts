import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * One notification to one person (issue 26, decision 040): what happened (kind and the values its Danish text is
 * made from), where it leads, and whether it is read. The dedupe key names the event ('equipment-expired:<id>',
 * 'weekly-summary:2026-W49'): the unique (company, recipient, dedupe key) makes producing it twice (two servers,
 * a re-run scan, a retried action) one row, by `insert … on conflict do nothing`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The recipient's employee record in the company. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The recipient's login: only people who can sign in are notified. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NotificationKind (packages/domain notifications). */
    kind: text('kind').notNull(),
    /** The values the kind's Danish text is made from, as they were when it was produced. */
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The web app's path the item leads to, or null. */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Web push (decision 040): 'pending' when it was produced for someone with a push subscription, 'sent' once a
     * sender claimed it (the push goes out after that commit: at most once), null when there is nothing to push.
     */
    pushState: text('push_state'),
  },
  (table) => [
    // The push sender looks across companies for what is pending: a partial index holds only those few rows.
    index('notifications_push_pending_idx').on(table.createdAt).where(sql`push_state = 'pending'`),
    uniqueIndex('notifications_company_employee_dedupe_idx').on(
      table.companyId,
      table.employeeId,
      table.dedupeKey,
    ),
    index('notifications_company_employee_created_idx').on(
      table.companyId,
      table.employeeId,
      table.createdAt,
    ),
  ],
);

/** A person's choice of delivery for one kind; a kind without a row has the domain's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'in-app' | 'e-mail' | 'daily-digest' | 'off'. */
    delivery: text('delivery').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_preferences_company_employee_kind_idx').on(
      table.companyId,
      table.employeeId,
      table.kind,
    ),
  ],
);

/**
 * The e-mail of one notification, from 'pending' to 'sent' (issue 26: at most once, also across a crash). A
 * sender claims due rows `for update skip locked` (a second server skips them) and marks them sent in the
 * transaction that puts the mail in the outbox, so a crash before the commit leaves them pending and one after
 * it leaves them sent. `channel` 'digest' rows wait for the recipient's daily e-mail.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'e-mail' (one mail each) | 'daily-digest' (one mail a day with all of the day's). */
    channel: text('channel').notNull(),
    /** Not before this moment: the next opening of the 07:00–20:00 window, or the digest's 07:00. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    /** 'pending' | 'sent' | 'skipped' (the recipient turned the kind off, or has no e-mail left). */
    status: text('status').notNull().default('pending'),
    /** An iTIP calendar file sent with the mail (agreement invitations), as text. */
    calendar: text('calendar'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_emails_company_notification_idx').on(table.companyId, table.notificationId),
    index('notification_emails_company_status_send_idx').on(table.companyId, table.status, table.sendAfter),
    // The sender looks across companies for what is due: a partial index holds only the few pending rows.
    index('notification_emails_pending_idx').on(table.sendAfter).where(sql`status = 'pending'`),
  ],
);

/**
 * One device's web push subscription (issue 26, decision 040): the push service's endpoint and the browser's keys
 * the message is encrypted to (RFC 8291). Per person and company, at most PUSH_SUBSCRIPTIONS_PER_USER; a push
 * service that answers 404 or 410 has forgotten it, and the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person's employee record in the company: the device goes with it. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_company_user_endpoint_idx').on(
      table.companyId,
      table.userId,
      table.endpoint,
    ),
  ],
);
