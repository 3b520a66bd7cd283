import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * A running clock from the employee app's 'Start arbejdsdag' (issue 17, decision 030): at most one per employee,
 * deleted when 'Slut arbejdsdag' turns it into a work registration (or the employee cancels it). Instants, not
 * wall-clock times: the registration is read off the Danish clock when it stops.
 */
export const timeClocks = pgTable(
  'time_clocks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the break now running began ('Start pause'); null when not on a break. */
    breakStartedAt: timestamp('break_started_at', { withTimezone: true }),
    /** Whole minutes of the breaks already ended ('Slut pause'). */
    breakMinutes: integer('break_minutes').notNull().default(0),
  },
  (table) => [uniqueIndex('time_clocks_company_employee_idx').on(table.companyId, table.employeeId)],
);
