import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agreements } from '../agreements/agreements';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employeeDocuments } from '../employees/employee-documents';
import { employees } from '../employees/employees';
import { equipment } from '../equipment/equipment';

/**
 * 'Mig' (issue 27, decision 041): what an admin shares of an employee document with the employee, and the
 * employee's 'Kvittér for modtagelse'. No row means the default: an employment contract is shared, anything else
 * is not. The acknowledgement keeps who, when, from which address and the SHA-256 of the stored file at that moment.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => employeeDocuments.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull(),
    acknowledgementRequestedAt: timestamp('acknowledgement_requested_at', { withTimezone: true }),
    acknowledgementRequestedBy: uuid('acknowledgement_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedIp: text('acknowledged_ip'),
    acknowledgedSha256: text('acknowledged_sha256'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('document_shares_company_document_idx').on(table.companyId, table.documentId),
    index('document_shares_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);

/**
 * 'Kvittering for udlevering' (issue 27): the admin asks the employee holding an item to acknowledge receiving it;
 * at return the admin records 'Afleveret'. One row per hand-over, so an item handed to someone else later gets a
 * new receipt and the old one stays as it was signed.
 */
export const equipmentReceipts = pgTable(
  'equipment_receipts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** What the item was when it was handed over ('Computer – MacBook Air 13"', serial number), for the PDF. */
    itemDescription: text('item_description').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedIp: text('acknowledged_ip'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: uuid('returned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('equipment_receipts_company_equipment_idx').on(
      table.companyId,
      table.equipmentId,
      table.requestedAt,
    ),
    index('equipment_receipts_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);

/**
 * What the employee an agreement regards sees of it (issue 27, changing docs/rules/agreements.md#ruling-22): the Beskrivelse only
 * when 'Del referat med medarbejder' is on (Noter never), and their preparation for a 'Udviklingssamtale' or
 * 'Lønsamtale', which the admins see on the agreement.
 */
export const agreementSharing = pgTable(
  'agreement_sharing',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    shareSummary: boolean('share_summary').notNull().default(false),
    /** The preparation form's answers (`agreementPreparationSchema`), null until the employee saves it. */
    preparation: jsonb('preparation'),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    preparedBy: uuid('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agreement_sharing_company_agreement_idx').on(table.companyId, table.agreementId)],
);
