import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from './employees';

/**
 * hr-core §3 "File record" for an employee's documents: the employment contract (at most one) and other
 * documents. The file itself is in storage under {companyId}/users/{employeeId}/documents/ (hr-core §7).
 */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** 'employmentContract' or 'other'. */
    kind: text('kind').notNull(),
    /** The file name as uploaded, without the extension. */
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employee_documents_company_employee_idx').on(table.companyId, table.employeeId, table.uploadedAt),
    // One employment contract per employee; a new upload replaces it.
    uniqueIndex('employee_documents_one_contract')
      .on(table.companyId, table.employeeId)
      .where(sql`${table.kind} = 'employmentContract'`),
  ],
);
