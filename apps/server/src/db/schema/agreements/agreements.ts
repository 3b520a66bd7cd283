import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * hr-core §3 Agreement: a meeting or agreement of the company (docs/rules/agreements.md#ruling-22), regarding one employee. The
 * employee's name is kept beside the link, so deleting the employee keeps the agreement with the name as it
 * was (the link becomes null).
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    /** The meeting's moment; the form edits it as a Danish date and time of day. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** One of the 11 types of hr-core §9. */
    agreementType: text('agreement_type').notNull(),
    regardingId: uuid('regarding_id').references(() => employees.id, { onDelete: 'set null' }),
    regardingName: text('regarding_name').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    /** The invitation's iTIP SEQUENCE (issue 26): raised by every change the attendees are sent. */
    invitationSequence: integer('invitation_sequence').notNull().default(0),
    /** 'Beskrivelse': the meeting's record (docs/rules/agreements.md#ruling-21). */
    summary: text('summary').notNull().default(''),
    /** 'Noter': for admins only (docs/rules/agreements.md#ruling-21). */
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list: a tab ordered by date and id (hr-core §2; the id breaks ties, so the page's order is the index's
    // and a page is read without sorting the tab, decision 054), and the employee's tab (hr-core §7: by regarding
    // and date).
    index('agreements_company_closed_starts_idx').on(
      table.companyId,
      table.isClosed,
      table.startsAt,
      table.id,
    ),
    index('agreements_company_regarding_starts_idx').on(table.companyId, table.regardingId, table.startsAt),
  ],
);

/** hr-core §3 Agreement.attendees: 'Deltagere', with the name kept like the agreement's regarding. */
export const agreementAttendees = pgTable(
  'agreement_attendees',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    employeeName: text('employee_name').notNull(),
  },
  (table) => [
    index('agreement_attendees_company_agreement_idx').on(table.companyId, table.agreementId),
    index('agreement_attendees_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);
