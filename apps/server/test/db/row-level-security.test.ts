import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../src/db/database';
import { auditLog, companies, employees } from '../../src/db/schema/index';
import {
  unsafeAcrossCompanies,
  unsafeAcrossCompaniesInTransaction,
  withCompany,
} from '../../src/db/tenant-scope';
import { createCompany } from '../../src/testing/factories';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/** DESIGN.md rule 1's second wall (decision 015): every company table has a policy, on PGlite too. */
describe('row-level security policies', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('covers every table with a company_id column, and the companies table, enabled and forced', async () => {
    const tables = await queryRows<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      database.db,
      sql`select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'companies' or exists (select 1 from information_schema.columns col
              where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))
          order by 1`,
    );
    // A new company table without a policy (written in its migration) fails here.
    expect(tables.length).toBeGreaterThanOrEqual(11);
    expect(tables.filter((table) => !table.enabled || !table.forced || table.policies < 1)).toEqual([]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgresql')('row-level security on PostgreSQL', () => {
  let setup: Database;
  let app: Database;
  let first: { id: string };
  let second: { id: string };

  beforeAll(async () => {
    setup = await createTestDatabase();
    first = await createCompany(setup.db, { name: 'Første ApS' });
    second = await createCompany(setup.db, { name: 'Anden ApS' });
    if (setup.driver.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    // The app's own setting: outside any scope a connection sees no company. One connection, so every
    // scope below reuses it and a value left over from the previous one would show.
    app = openPostgres(setup.driver.connectionString, { max: 1 });
  });
  afterAll(async () => {
    await app.close();
    await setup.close();
  });

  it('runs as kollega_app, neither superuser nor allowed to bypass row-level security', async () => {
    const [role] = await queryRows<{ name: string; superuser: boolean; bypass: boolean }>(
      app.db,
      sql`select current_user as name, rolsuper as superuser, rolbypassrls as bypass from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ name: 'kollega_app', superuser: false, bypass: false });
  });

  it('shows a query without a company no company row, and refuses its writes', async () => {
    expect(await app.db.select().from(companies)).toEqual([]);
    expect(await app.db.select().from(employees)).toEqual([]);
    await expect(
      app.db
        .insert(auditLog)
        .values({ companyId: first.id, action: 'test', entityType: 'company', entityId: first.id }),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    // Raw SQL too: the wall is in the database, not in Drizzle.
    expect(await queryRows(app.db, sql`select id from companies`)).toEqual([]);
  });

  it('shows a company scope only that company, and switches cleanly between scopes', async () => {
    const seen = await withCompany(first.id, () => app.db.select({ id: companies.id }).from(companies));
    expect(seen).toEqual([{ id: first.id }]);
    const other = await withCompany(second.id, () =>
      app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, first.id)),
    );
    expect(other).toEqual([]);
    await expect(
      withCompany(second.id, () =>
        app.db
          .insert(auditLog)
          .values({ companyId: first.id, action: 'test', entityType: 'company', entityId: first.id }),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const all = await unsafeAcrossCompanies(() => app.db.select({ id: companies.id }).from(companies));
    expect(all.map((company) => company.id).sort()).toEqual([first.id, second.id].sort());
    // Back outside any scope: nothing again, on the same connection.
    expect(await app.db.select().from(companies)).toEqual([]);
  });

  it('keeps the scope a transaction began with', async () => {
    const rows = await withCompany(first.id, () =>
      app.db.transaction(async (tx) => tx.select({ id: companies.id }).from(companies)),
    );
    expect(rows).toEqual([{ id: first.id }]);
  });

  it('lifts the filter inside a transaction only for the unsafe part, and only until it ends', async () => {
    const seen = await withCompany(first.id, () =>
      app.db.transaction(async (tx) => {
        const all = await unsafeAcrossCompaniesInTransaction(tx, () =>
          tx.select({ id: companies.id }).from(companies),
        );
        const after = await tx.select({ id: companies.id }).from(companies);
        return { all: all.length, after };
      }),
    );
    expect(seen).toEqual({ all: 2, after: [{ id: first.id }] });
    expect(await withCompany(second.id, () => app.db.select({ id: companies.id }).from(companies))).toEqual([
      { id: second.id },
    ]);
  });
});
