import { date, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * What payroll needs about an employee beyond the HR record (decision 029): the employee's number in the payroll
 * system ('Medarbejdernr.', the Lønudtræk's first column) and the start of the running plus/minus balance with
 * its opening balance ('Saldo'). One row per employee, written only by an admin.
 */
export const employeePayroll = pgTable(
  'employee_payroll',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    employeeNumber: text('employee_number').notNull().default(''),
    /** The first day the running balance counts; null: no balance is kept. */
    balanceStartDate: date('balance_start_date', { mode: 'string' }),
    /** Hours carried in on the start date (plus or minus). */
    openingBalance: numeric('opening_balance', { precision: 7, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.employeeId] })],
);
