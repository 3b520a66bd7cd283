import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * Issue 29 'Registrér sygemelding': the admin's sick report for an employee, with a first day, an optional
 * expected return and, once 'Raskmeld', the day the employee is fit again ('Rask fra'; the last sick day is the
 * day before). Together with the Sygdom registrations it makes the employee's sick periods.
 */
export const sickReports = pgTable(
  'sick_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    expectedReturn: date('expected_return', { mode: 'string' }),
    /** 'Rask fra'; null while the report is open. */
    recoveredOn: date('recovered_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sick_reports_company_employee_first_day_idx').on(
      table.companyId,
      table.employeeId,
      table.firstDay,
    ),
  ],
);

/** Issue 29: per-employee sickness settings: the 120-day rule in the contract, and a § 56-aftale with its dates. */
export const employeeSicknessSettings = pgTable(
  'employee_sickness_settings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    rule120: boolean('rule_120').notNull().default(false),
    section56From: date('section_56_from', { mode: 'string' }),
    section56To: date('section_56_to', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employee_sickness_settings_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);
