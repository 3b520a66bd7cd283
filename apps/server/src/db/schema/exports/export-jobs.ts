import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/**
 * A heavy export made in the background instead of inside a request (issue 25, decision 035): Overblik's XLSX
 * over more than 3 months, the employee's own PDF. The requester polls its progress and downloads the file from
 * storage (`file_key`) when it is done; the file and the row go after `expires_at` (24 hours). Only the user who
 * asked sees the job, within their company.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The requester's employee record: whose job it is, and whose registrations 'my-pdf' prints. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'overview-xlsx' | 'my-pdf' (packages/domain exports). */
    kind: text('kind').notNull(),
    /** The export's query as validated when the job was started, so the job makes exactly what was asked. */
    params: jsonb('params').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed'. */
    status: text('status').notNull().default('queued'),
    /** 0–100, as far as the job has come. */
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    /** The error code of a failed job (error-registry.ts), for its Danish message. */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Every index starts with company_id (DESIGN.md rule 1); the hourly clean-up reads the few rows left unindexed.
  (table) => [index('export_jobs_company_user_idx').on(table.companyId, table.userId, table.createdAt)],
);
