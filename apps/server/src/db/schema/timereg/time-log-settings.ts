import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * time-registration §3 TimeLogSetting with its history (docs/rules/timereg.md#ruling-13): the company default when
 * `employee_id` is null, else an employee's individual setting. Never updated: a change is a new row applying
 * from its `created_date`, so past norm time keeps the setting it had.
 */
export const timeLogSettings = pgTable(
  'time_log_settings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
    breakDuration: integer('break_duration').notNull(),
    paidBreak: boolean('paid_break').notNull(),
    isPaidHourly: boolean('is_paid_hourly').notNull(),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
    /** Seven ScheduleDay objects, Monday to Sunday. */
    weeklySchedule: jsonb('weekly_schedule').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_log_settings_company_employee_idx').on(table.companyId, table.employeeId, table.createdDate),
  ],
);
