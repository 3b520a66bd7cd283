import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/** time-registration §4: an employee's approved weeks ('week-year' keys, hr-core §3 timeLogApprovedWeeks). */
export const approvedWeeks = pgTable(
  'approved_weeks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    weekKey: text('week_key').notNull(),
    /** The week's Monday, for range queries. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.employeeId, table.weekKey] })],
);
