import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tenant: every company-scoped table has `company_id NOT NULL` referencing this one (DESIGN.md rule 1).
 * The fields follow hr-core §3 (Company). The owner reference is added with the accounts' user table.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  city: text('city').notNull().default(''),
  vat: text('vat').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
