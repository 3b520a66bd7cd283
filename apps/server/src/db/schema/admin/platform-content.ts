import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Platform-wide content the super admin manages (docs/rules/platform.md#ruling-19, docs/rules/platform.md#ruling-23; decision 031). Not company-scoped: every
 * company reads the same rows, so these tables have no `company_id` and no row-level security policy, like
 * `mail_outbox` and `throttle` (decision 015); only super-admin routes write them.
 */

/** The HR contacts a company can be given (time-registration §3 {product}Contact). 'Ingen valgt' is no row. */
export const hrContacts = pgTable('hr_contacts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Storage key of the photo (`platform/hr-contacts/{id}/{file}`), or null. */
  photoKey: text('photo_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recruitment services price list (time-registration §9), in whole kroner per position. */
export const recruitmentServices = pgTable('recruitment_services', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priceNormalKr: integer('price_normal_kr').notNull(),
  pricePremiumplusKr: integer('price_premiumplus_kr').notNull(),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The document templates of /skabeloner (hr-core §2 contracts page, docs/rules/platform.md#ruling-23). A seeded template has a
 * `builtin_key` and no file until the super admin uploads one: the server renders its PDF (templates feature).
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
    builtinKey: text('builtin_key'),
    /** The uploaded file: storage key, download name and type; null for a built-in without an upload. */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_templates_sort_idx').on(table.sortOrder)],
);

/**
 * Every super-admin write, with the super admin's identity, also when no company is involved (issue 14). The
 * company a write concerns is `subject_company_id` (null for platform content): this is the platform's log,
 * not a company's, so it carries no `company_id` and no tenant policy; companies never read it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    actorUserId: text('actor_user_id').notNull(),
    subjectCompanyId: uuid('subject_company_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_subject_idx').on(table.subjectCompanyId, table.createdAt),
  ],
);
