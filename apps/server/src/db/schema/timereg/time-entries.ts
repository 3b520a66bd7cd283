import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * time-registration §3 "Time log per user and date": one row per registration, keyed by employee and date
 * (docs/rules/timereg.md#ruling-8: read by date range in one query). Kept at least five years (docs/rules/timereg.md#ruling-14): the employee
 * row cannot be deleted while it has any (ON DELETE RESTRICT); deletion anonymises instead.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** work, overtime, holiday, sickLeave, timeOff, and issue 34's optional absence types (TIME_ENTRY_TYPES). */
    type: text('type').notNull(),
    /** Hours with two decimals (numeric, so sums are exact). */
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    breakWasIncluded: boolean('break_was_included').notNull().default(false),
    /** Break minutes clocked in the employee app (decision 030), subtracted on top of the included break. */
    clockedBreakMinutes: integer('clocked_break_minutes').notNull().default(0),
    note: text('note').notNull().default(''),
    /** A company's own kind of time off (time-registration §3 timeOffType), when given. */
    timeOffType: text('time_off_type'),
    /**
     * 'Til afspadsering' (issue 34, decision 052): overtime banked in the employee's time bank instead of paid.
     * Set when saved (by the checkbox, or the company's rule then in force), so a later change of the rule does
     * not rewrite the bank's history.
     */
    toTimeBank: boolean('to_time_bank').notNull().default(false),
    /** Issue 34: Barns sygedag's day ('first', 'second') or Barsel's kind; null for other types. */
    absenceKind: text('absence_kind'),
    /** Issue 34: Barsel paid by the company, Tjenestefri with pay; null when the type has no such choice. */
    withPay: boolean('with_pay'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_entries_company_employee_date_idx').on(table.companyId, table.employeeId, table.date),
    // The afspadsering bank's registrations (decision 052), a few among a company's many: Overblik and the
    // Lønudtræk read each employee's whole bank history up to the period's end (decision 062), which without
    // this index scanned every registration of the company. The predicate is the bank reads' own, word for word,
    // so the planner can prove they match it.
    index('time_entries_time_bank_idx')
      .on(table.companyId, table.employeeId, table.date)
      .where(sql`(type = 'overtime' and to_time_bank) or type = 'timeOffInLieu'`),
  ],
);

/**
 * time-registration §3 "logs": the append-only change log of a day's registrations. Never updated or deleted by
 * the application; it outlives the entries it describes.
 */
export const timeEntryChanges = pgTable(
  'time_entry_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The entry changed (no foreign key: the entry may be deleted, its history stays). */
    entryId: uuid('entry_id').notNull(),
    /** add_entry (the employee), create_entry (an admin), update_entry, delete_entry. */
    action: text('action').notNull(),
    authorUserId: uuid('author_user_id'),
    /** The author's name when it happened, so the log reads the same after they leave. */
    authorName: text('author_name').notNull(),
    type: text('type').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }),
    previousHours: numeric('previous_hours', { precision: 5, scale: 2, mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_entry_changes_company_employee_date_idx').on(table.companyId, table.employeeId, table.date),
  ],
);
