import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/companies';

/**
 * Who did what to which record, written in the same transaction as the change it records
 * (DESIGN.md rule 2). Append-only: the application never updates or deletes rows here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The user who acted; null for the system (jobs, seeds). */
    actorUserId: text('actor_user_id'),
    /** The super admin behind an impersonated session (docs/rules/auth-and-access.md#ruling-7). */
    impersonatorUserId: text('impersonator_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_company_entity_idx').on(
      table.companyId,
      table.entityType,
      table.entityId,
      table.createdAt,
    ),
    index('audit_log_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
