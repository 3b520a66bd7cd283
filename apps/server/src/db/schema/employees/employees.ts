import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';

/**
 * The HR record of a person in a company (decisions.md 1). Every person has one; a login (`user_id`) only
 * when they are an admin or have app access. This issue holds the fields that sign-up and the profile need;
 * the employees issue adds the rest of hr-core §3.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobPosition: text('job_position').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The work e-mail (unique across the installation, decisions.md 1). */
    email: text('email').notNull(),
    /** 'admin' or 'employee' (decisions.md 2). */
    role: text('role').notNull().default('employee'),
    /** Storage key of the profile photo, under {companyId}/users/{id}/profilePhoto/. */
    profilePhotoKey: text('profile_photo_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employees_company_created_idx').on(table.companyId, table.createdAt),
    // One HR record per login; a login belongs to one company.
    uniqueIndex('employees_user_unique').on(table.userId),
    uniqueIndex('employees_email_unique').on(sql`lower(${table.email})`),
  ],
);
