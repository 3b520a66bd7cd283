import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * time-registration §3 Time log warning: computed by the server whenever entries change (docs/rules/timereg.md#ruling-10, docs/rules/timereg.md#ruling-11),
 * one per employee, type and period; `read` and `comment` are the admin's.
 */
export const timeLogWarnings = pgTable(
  'time_log_warnings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** 11HourWarning or 48HourWarning. */
    type: text('type').notNull(),
    value: numeric('value', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    read: boolean('read').notNull().default(false),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('time_log_warnings_period_unique').on(
      table.companyId,
      table.employeeId,
      table.type,
      table.fromDate,
      table.toDate,
    ),
    index('time_log_warnings_company_to_date_idx').on(table.companyId, table.toDate),
  ],
);
