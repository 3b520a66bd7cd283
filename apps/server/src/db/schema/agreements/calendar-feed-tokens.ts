import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';

/**
 * An admin's personal calendar feed of the company's open agreements (decision 022). Only the SHA-256 of the
 * token is stored; revoking deletes the row, so the old address answers 404.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_feed_tokens_company_user_idx').on(table.companyId, table.userId),
    // The feed finds its token before it knows the company: one row per admin, so a scan is cheap (decision 022).
    uniqueIndex('calendar_feed_tokens_company_hash_idx').on(table.companyId, table.tokenHash),
  ],
);
