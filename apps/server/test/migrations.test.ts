import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/database';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { createTestDatabase } from './helpers/test-database';

function schemaSnapshot(database: Database) {
  return queryRows<{ table_name: string; column_name: string; data_type: string }>(
    database.db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
  );
}

async function appliedMigrations(database: Database): Promise<number> {
  const query = 'select count(*)::int as count from drizzle.__drizzle_migrations';
  if (database.driver.kind === 'pglite') {
    const [row] = await queryRows<{ count: number }>(database.db, sql.raw(query));
    return Number(row?.count);
  }
  // The migrations' own table belongs to the owner that runs them; the app's role (decision 015) cannot read it.
  const owner = new pg.Client({ connectionString: database.driver.connectionString });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ count: number }>(query);
    return Number(rows[0]?.count);
  } finally {
    await owner.end();
  }
}

/**
 * Uniqueness that deliberately spans companies (docs/rules/employees.md#ruling-1: a login belongs to one company, a work e-mail
 * is unique across the installation). They enforce a rule; they are not used to read a company's data.
 */
const INSTALLATION_WIDE_UNIQUE_INDEXES = new Set([
  'employees_user_unique',
  'employees_email_unique',
  // The notification mailer's queue (decision 040): one sender takes the due e-mails of every company in turn,
  // by when they may go out, so its index cannot start with a company.
  'notification_emails_pending_idx',
  // The push sender likewise takes every company's pending pushes, oldest first (decision 040).
  'notifications_push_pending_idx',
]);

describe('migrations', () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('create every table on an empty database, and a second run is a no-op', async () => {
    const database = await createTestDatabase({ empty: true });
    opened.push(database);
    expect(await schemaSnapshot(database)).toEqual([]);

    await runMigrations(database);
    const afterFirst = await schemaSnapshot(database);
    expect(new Set(afterFirst.map((column) => column.table_name))).toEqual(
      new Set([
        'accounts',
        'agreement_attendees',
        'agreement_files',
        'agreements',
        'admin_audit_log',
        'audit_log',
        'billing_transactions',
        'calendar_feed_tokens',
        'checklist_groups',
        'checklist_sub_tasks',
        'checklist_tasks',
        'checklists',
        'companies',
        'approved_weeks',
        'company_days_off',
        'employee_documents',
        'employee_payroll',
        'employee_sickness_settings',
        'employees',
        'export_jobs',
        'holiday_balance_cache',
        'holiday_ledger',
        'holiday_requests',
        'holiday_settings',
        'invoice_number_series',
        'equipment',
        'equipment_files',
        'equipment_types',
        'equipment_variants',
        'document_templates',
        'hr_contacts',
        'recruitment_services',
        'mail_outbox',
        'passkeys',
        'payment_cards',
        'payment_orders',
        'sessions',
        'sick_reports',
        'subscriptions',
        'throttle',
        'time_clocks',
        'time_entries',
        'time_entry_changes',
        'time_log_settings',
        'time_log_warnings',
        'two_factors',
        'users',
        'verifications',
        'agreement_sharing',
        'checklist_auto_starts',
        'document_shares',
        'equipment_receipts',
        'notification_emails',
        'notification_preferences',
        'notifications',
        'push_subscriptions',
      ]),
    );
    expect(await appliedMigrations(database)).toBe(journal.entries.length);

    await runMigrations(database);
    expect(await schemaSnapshot(database)).toEqual(afterFirst);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it('every company-scoped table has a NOT NULL company_id and indexes that start with it (DESIGN.md rule 1)', async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const columns = await queryRows<{ table_name: string; is_nullable: string }>(
      database.db,
      sql`select table_name, is_nullable from information_schema.columns
          where table_schema = 'public' and column_name = 'company_id'`,
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) expect(column, column.table_name).toMatchObject({ is_nullable: 'NO' });

    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      database.db,
      sql`select indexname, indexdef from pg_indexes
          where schemaname = 'public' and indexname not like '%_pkey'
            and tablename in (select table_name from information_schema.columns
                              where table_schema = 'public' and column_name = 'company_id')`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    for (const index of indexes) {
      if (INSTALLATION_WIDE_UNIQUE_INDEXES.has(index.indexname)) continue;
      expect(index.indexdef, index.indexname).toMatch(/\(company_id[,)]/);
    }
  });
});
