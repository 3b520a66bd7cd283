import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows, wrapPglite } from '../../src/db/database';
import { auditLog, companies, employees, mailOutbox } from '../../src/db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../src/db/tenant-scope';
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

  it('lets no policy honour app.bypass_rls for the app role (decision 033)', async () => {
    // A policy copied from migration 0005's old text would let the request path switch the wall off again.
    const open = await queryRows<{ policy: string }>(
      database.db,
      sql`select policyname as policy from pg_policies where schemaname = 'public'
            and (coalesce(qual, '') || coalesce(with_check, '')) like '%bypass_rls%'
            and (coalesce(qual, '') not like '%kollega_app%' or coalesce(with_check, '') not like '%kollega_app%')`,
    );
    const all = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_policies where schemaname = 'public'`,
    );
    expect(all[0]?.count).toBeGreaterThanOrEqual(11);
    expect(open).toEqual([]);
  });

  it('reads the tenant once per statement in every policy (decision 062)', async () => {
    // A policy written with the tenant as a plain expression looks the setting up and parses the uuid for every
    // row it reads (half of Overblik's aggregate on PGlite); as a sub-select it is read once per statement.
    const perRow = await queryRows<{ policy: string }>(
      database.db,
      sql`select policyname as policy from pg_policies where schemaname = 'public'
            and (qual not like '%( SELECT (NULLIF(current_setting(''app.company_id''::text, true)%'
                 or coalesce(with_check, '') not like '%( SELECT (NULLIF(current_setting(''app.company_id''::text, true)%')`,
    );
    expect(perRow).toEqual([]);
  });
});

/** Whatever a statement on the request path tries, what it then sees of the companies table, or 'refused'. */
async function seenAfter(app: Database, companyId: string, attempt: ReturnType<typeof sql>) {
  try {
    return await withCompany(companyId, () =>
      app.db.transaction(async (tx) => {
        await tx.execute(attempt);
        const rows = await tx.select({ id: companies.id }).from(companies);
        return rows.map((row) => row.id);
      }),
    );
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    if (code === '42501') return 'refused';
    throw error;
  }
}

/**
 * Decisions 015 and 033: the request path runs as `kollega_app` on both databases (on PostgreSQL it logs in as
 * it), under the policies, and nothing it sends reaches another company's rows or the auth tables.
 */
describe(`row-level security on the request path (${testDatabaseKind})`, () => {
  let setup: Database;
  let app: Database;
  let first: { id: string };
  let second: { id: string };

  beforeAll(async () => {
    setup = await createTestDatabase();
    first = await createCompany(setup.db, { name: 'Første ApS' });
    second = await createCompany(setup.db, { name: 'Anden ApS' });
    await setup.db
      .insert(mailOutbox)
      .values({ to: 'a@example.dk', subject: 'Nulstil', text: 'hemmeligt link', html: '' });
    // The app's own setting: outside any scope a statement sees no company. On PostgreSQL one connection,
    // so every scope below reuses it and a value left over from the previous one would show.
    app =
      setup.driver.kind === 'postgresql'
        ? openPostgres(setup.driver.connectionString, { max: 1 })
        : wrapPglite(setup.driver.client);
  });
  afterAll(async () => {
    if (app?.kind === 'postgresql') await app.close();
    await setup.close();
  });

  it('runs as kollega_app, neither superuser nor allowed to bypass row-level security', async () => {
    const [role] = await queryRows<{ name: string; session: string; superuser: boolean; bypass: boolean }>(
      app.db,
      sql`select current_user as name, session_user as session, rolsuper as superuser, rolbypassrls as bypass
          from pg_roles where rolname = current_user`,
    );
    expect(role).toMatchObject({ name: 'kollega_app', superuser: false, bypass: false });
    // PostgreSQL: the login itself is the app role, so there is no role to go back to. PGlite has one
    // superuser session; there every statement sets the role again (below).
    expect(role?.session).toBe(app.kind === 'postgresql' ? 'kollega_app' : 'postgres');
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
    // Back outside any scope: nothing again.
    expect(await app.db.select().from(companies)).toEqual([]);
  });

  it('keeps the scope a transaction began with', async () => {
    const rows = await withCompany(first.id, () =>
      app.db.transaction(async (tx) => tx.select({ id: companies.id }).from(companies)),
    );
    expect(rows).toEqual([{ id: first.id }]);
  });

  it('ignores app.bypass_rls set by the request path, in a statement, a transaction or the session', async () => {
    expect(await seenAfter(app, first.id, sql`set app.bypass_rls = on`)).toEqual([first.id]);
    expect(await seenAfter(app, first.id, sql`set local app.bypass_rls = on`)).toEqual([first.id]);
    expect(await seenAfter(app, first.id, sql`select set_config('app.bypass_rls', 'on', false)`)).toEqual([
      first.id,
    ]);
    // Left on the session by a plain statement, it is still ignored by the next ones.
    await withCompany(first.id, () => app.db.execute(sql`select set_config('app.bypass_rls', 'on', false)`));
    expect(await withCompany(first.id, () => app.db.select({ id: companies.id }).from(companies))).toEqual([
      { id: first.id },
    ]);
    expect(await app.db.select().from(companies)).toEqual([]);
  });

  it('cannot SET ROLE back to the owner, or reaches nothing when it does', async () => {
    const attempts = [
      sql`set role postgres`,
      sql`select set_config('role', 'postgres', false)`,
      sql`set session authorization postgres`,
      sql`reset role`,
    ];
    for (const attempt of attempts) {
      const seen = await seenAfter(app, first.id, attempt);
      // PostgreSQL refuses (the login is kollega_app); PGlite's superuser session allows the statement, but
      // the next statement runs as kollega_app in its own company again. `reset role` is allowed on both.
      if (seen !== 'refused') expect(seen).toEqual([first.id]);
      else expect(app.kind).toBe('postgresql');
    }
    expect(await seenAfter(app, first.id, sql`set role postgres`)).toEqual(
      app.kind === 'postgresql' ? 'refused' : [first.id],
    );
    // In one statement: the policies were planned under the role it started with.
    const [row] = await withCompany(first.id, () =>
      queryRows<{ count: number }>(
        app.db,
        sql`select (select count(*)::int from companies) as count, set_config('role', 'postgres', false) as role`,
      ),
    ).catch((error: { cause?: { code?: string } }) => {
      expect(error.cause?.code).toBe('42501');
      return [{ count: 1 }];
    });
    expect(row?.count).toBe(1);
    // And a plain statement after a switched role runs as the app role again. (Whether the switch itself is
    // refused does not matter here, so its outcome is ignored; the next statement is what is checked.)
    await withCompany(first.id, () => app.db.execute(sql`set role postgres`)).catch(() => {});
    expect(await withCompany(first.id, () => app.db.select({ id: companies.id }).from(companies))).toEqual([
      { id: first.id },
    ]);
  });

  it('cannot read sessions, passwords, two-factor secrets, passkeys or the mail outbox, even in a company scope', async () => {
    const reads = [
      sql`select token from sessions`,
      sql`select password from accounts`,
      sql`select secret, backup_codes from two_factors`,
      sql`select credential_id, public_key from passkeys`,
      sql`delete from passkeys`,
      sql`select * from mail_outbox`,
    ];
    for (const read of reads) {
      await expect(withCompany(first.id, () => app.db.execute(read))).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    }
    // What its own transactions need stays: queueing mail, and ending a login's sessions.
    await withCompany(first.id, () =>
      app.db.insert(mailOutbox).values({ to: 'b@example.dk', subject: 'Hej', text: 'Velkommen', html: '' }),
    );
    await withCompany(first.id, () =>
      app.db.execute(sql`delete from sessions where user_id = gen_random_uuid()`),
    );
    const outbox = await setup.privilegedDb.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(outbox.map((mail) => mail.to).sort()).toEqual(['a@example.dk', 'b@example.dk']);
  });

  it('answers the narrow cross-company questions through their functions only', async () => {
    await setup.db.insert(employees).values({
      companyId: second.id,
      firstName: 'Anna',
      lastName: 'Andersen',
      email: 'anna@anden.dk',
    } as typeof employees.$inferInsert);
    const [taken] = await withCompany(first.id, () =>
      queryRows<{ taken: boolean }>(app.db, sql`select kollega_work_email_taken('anna@anden.dk') as taken`),
    );
    expect(taken).toEqual({ taken: true });
    // The employee row itself stays out of reach.
    expect(await withCompany(first.id, () => queryRows(app.db, sql`select id from employees`))).toEqual([]);
  });
});
