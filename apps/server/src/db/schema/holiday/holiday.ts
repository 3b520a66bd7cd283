import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/** A company's holiday settings (decision 026): holiday in advance by agreement, and its feriefridage. */
export const holidaySettings = pgTable('holiday_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  allowAdvance: boolean('allow_advance').notNull().default(false),
  /** Feriefridage per period, 0–5. */
  extraDays: integer('extra_days').notNull().default(0),
  /** 'calendarYear' or 'holidayYear'. */
  extraDaysPeriod: text('extra_days_period').notNull().default('calendarYear'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An employee's request for holiday or feriefridage from the employee app (decision 026). Approval writes the
 * time registrations of its working days; their ids are kept so a cancellation removes the future ones.
 */
export const holidayRequests = pgTable(
  'holiday_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'holiday' or 'extra' (feriefridage). */
    bucket: text('bucket').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Working days of the period when asked; the registrations made when approved. */
    days: integer('days').notNull(),
    note: text('note').notNull().default(''),
    /** pending, approved, declined, cancelled. */
    status: text('status').notNull().default('pending'),
    decisionComment: text('decision_comment').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The time registrations approval made. */
    entryIds: uuid('entry_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('holiday_requests_company_status_idx').on(table.companyId, table.status, table.fromDate),
    index('holiday_requests_company_employee_idx').on(table.companyId, table.employeeId, table.fromDate),
  ],
);

/** An admin's row in an employee's holiday ledger: opening balance, correction or transfer (decision 026). */
export const holidayLedger = pgTable(
  'holiday_ledger',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    /** opening, correction, transfer. */
    kind: text('kind').notNull(),
    /** The ferieår (or feriefridage period) the row belongs to; a transfer moves days from it to the next. */
    year: integer('year').notNull(),
    days: numeric('days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** fifthWeek or hindrance, for a transfer. */
    transferKind: text('transfer_kind'),
    /** A transfer counts once its written agreement is signed. */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('holiday_ledger_company_employee_idx').on(table.companyId, table.employeeId, table.year)],
);

/**
 * The dashboard's holiday reminders of one employee as last computed (decision 054): the accrual of every open
 * ferieår is the costly part of the dashboard, and its inputs rarely change. Valid while `computed_version` equals
 * `version`, `computed_on` is today and `inputs` (employment dates and the company's settings) is unchanged;
 * triggers in the migration raise `version` whenever the employee's requests, ledger rows or holiday and
 * time-off registrations change, whichever server or path writes them.
 */
export const holidayBalanceCache = pgTable(
  'holiday_balance_cache',
  {
    // Derived rows, worth nothing without their company or employee: they go with either (as notifications do).
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Raised by the triggers on every change of what the balances are computed from. */
    version: integer('version').notNull().default(0),
    /** The `version` the reminders were computed at; null before the first computation. */
    computedVersion: integer('computed_version'),
    /** The Danish date the reminders hold for (accrual and the November reminders follow the date). */
    computedOn: date('computed_on', { mode: 'string' }),
    /** The employment dates and settings they were computed with, compared when read. */
    inputs: text('inputs').notNull().default(''),
    /** The reminders without the employee's name (read from the employee when shown). */
    reminders: jsonb('reminders').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.employeeId] })],
);
