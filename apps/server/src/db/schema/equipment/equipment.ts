import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables';
import { companies } from '../company/companies';
import { employees } from '../employees/employees';

/** hr-core §3 EquipmentType: a category ('Computer') with an emoji icon. */
export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('equipment_types_company_name_idx').on(table.companyId, sql`lower(${table.name})`)],
);

/** hr-core §3 EquipmentVariant: a model of a category ('MacBook Air 13"'). Deleting the category cascades (§7). */
export const equipmentVariants = pgTable(
  'equipment_variants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    equipmentTypeId: uuid('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('equipment_variants_company_type_name_idx').on(
      table.companyId,
      table.equipmentTypeId,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * hr-core §3 Equipment: one item, of a category and a variant, assigned to an employee or nobody. Deleting the
 * category or the variant deletes the item (§7). The serial number is trimmed, '' when there is none, and unique
 * per company and category otherwise (issue 11).
 */
export const equipment = pgTable(
  'equipment',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    equipmentTypeId: uuid('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'cascade' }),
    equipmentVariantId: uuid('equipment_variant_id')
      .notNull()
      .references(() => equipmentVariants.id, { onDelete: 'cascade' }),
    assignedToId: uuid('assigned_to_id').references(() => employees.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    inactive: boolean('inactive').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // hr-core §7: by company and assignedTo, ordered by endDate descending; the list uses the first too.
    // The order of the list itself (end date descending, nulls last, then newest), so a page is an index scan.
    index('equipment_company_end_idx').on(
      table.companyId,
      table.endDate.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('equipment_company_assigned_end_idx').on(
      table.companyId,
      table.assignedToId,
      table.endDate.desc().nullsLast(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('equipment_company_type_idx').on(table.companyId, table.equipmentTypeId),
    index('equipment_company_variant_idx').on(table.companyId, table.equipmentVariantId),
    uniqueIndex('equipment_company_type_serial_idx')
      .on(table.companyId, table.equipmentTypeId, table.serialNumber)
      .where(sql`${table.serialNumber} <> ''`),
  ],
);

/** Receipts and photos of an item; the file is in storage under {companyId}/equipment/{id}/ (hr-core §7). */
export const equipmentFiles = pgTable(
  'equipment_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('equipment_files_company_equipment_idx').on(table.companyId, table.equipmentId)],
);
