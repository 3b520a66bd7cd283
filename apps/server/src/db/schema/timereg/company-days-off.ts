import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';

/** docs/rules/timereg.md#ruling-9: a company's own days off (1 May, Grundlovsdag, 24 and 31 December, …): no norm time. */
export const companyDaysOff = pgTable(
  'company_days_off',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.date] })],
);
