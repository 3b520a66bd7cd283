import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';

/**
 * Tables a wrong caller's request may change, and why: `throttle` holds the rate-limit counters, which the
 * public routes (sign-in, forgot password, CVR search) bump for whoever calls them, keyed by address, with no
 * company's data in them. Sessions, audit and mail are NOT excluded: every caller signs in before the first
 * fingerprint, and a refused request must not write an audit row, a session or a mail.
 */
export const TABLES_A_WRONG_CALLER_MAY_CHANGE = ['throttle'];

/**
 * Whose a row is, as `companyId/employeeId`: `companyId/-` for company-level rows (the company, its settings,
 * its audit trail), `global` for rows of nobody's company (verification tokens, the mail outbox, accounts
 * without an employee). A user, session or account belongs to the employee whose login it is.
 */
function ownerExpression(table: string, columns: Set<string>): string {
  const ofUser = (userId: string) =>
    `(select e.company_id::text || '/' || e.id::text from employees e where e.user_id = ${userId})`;
  if (table === 'companies') return `t.id::text || '/-'`;
  if (columns.has('company_id')) {
    const employee = table === 'employees' ? 't.id' : columns.has('employee_id') ? 't.employee_id' : null;
    const employeePart = employee ? `coalesce(${employee}::text, '-')` : `'-'`;
    return `case when t.company_id is null then 'global' else t.company_id::text || '/' || ${employeePart} end`;
  }
  if (table === 'users') return `coalesce(${ofUser('t.id')}, 'global')`;
  if (columns.has('user_id')) return `coalesce(${ofUser('t.user_id')}, 'global')`;
  return `'global'`;
}

export type Fingerprint = Map<string, string>;

/**
 * The table the change triggers note written tables in (see trackChanges). It is the test's, not the app's, so
 * it is not summed.
 */
const CHANGE_LOG = 'fingerprint_written_tables';

/** Per table: a query that sums it up per owner, as rows `table, owner, rows, checksum`. */
let cachedTableQueries: Map<string, string> | undefined;

async function tableQueries(db: Db): Promise<Map<string, string>> {
  if (cachedTableQueries) return cachedTableQueries;
  const result = (await db.execute(sql`
    select c.table_name as "table", string_agg(c.column_name, ',') as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`)) as unknown as {
    rows: { table: string; columns: string }[];
  };
  const queries = new Map<string, string>();
  for (const row of result.rows) {
    if (TABLES_A_WRONG_CALLER_MAY_CHANGE.includes(row.table) || row.table === CHANGE_LOG) continue;
    const owner = ownerExpression(row.table, new Set(row.columns.split(',')));
    // t::text is the whole row; ordering by it makes the checksum independent of the scan order.
    queries.set(
      row.table,
      `select '${row.table}' as "table", ${owner} as owner, count(*)::int as rows,
        md5(string_agg(t::text, ',' order by t::text)) as checksum
        from "${row.table}" t group by 2`,
    );
  }
  cachedTableQueries = queries;
  return queries;
}

/**
 * Summing every table after each of the route table's 800 requests was most of its CPU time (decision 066). So
 * the test's database copy gets a trigger on every summed table that notes the table's name whenever a statement
 * writes to it, whoever runs it (INSERT, UPDATE, DELETE or TRUNCATE; a cascade from another table is a statement
 * on this one too), and `fingerprintAfter` sums only the tables noted since the previous fingerprint: a table no
 * statement wrote to has not changed. A write that is rolled back takes its note with it, and its table is as it
 * was. Call once, before the first fingerprint, with the database owner's connection (`app.database.privilegedDb`).
 *
 * Answers a function that takes it all away again (decision 079), so that the catalog is the fresh copy's once
 * more and the worker's pooled PGlite can go to the next file instead of being discarded (decision 074).
 */
export async function trackChanges(db: Db, ownerDb: Db): Promise<() => Promise<void>> {
  const tables = [...(await tableQueries(db)).keys()];
  // CREATE TRIGGER sets pg_class.relhastriggers, and DROP TRIGGER leaves it set (only VACUUM clears it, and
  // VACUUM changes the planner's statistics): the tables that had no trigger before are noted to clear it again.
  const withoutTriggers = (
    (await ownerDb.execute(
      sql.raw(`select c.oid::int as oid from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relhastriggers
          and c.relname in (${tables.map((table) => `'${table}'`).join(', ')})`),
    )) as unknown as { rows: { oid: number }[] }
  ).rows.map((row) => row.oid);
  const statements = [
    `create table ${CHANGE_LOG} (table_name text primary key)`,
    `grant select, delete on ${CHANGE_LOG} to public`,
    `create function note_written_table() returns trigger language plpgsql security definer
      set search_path = public as $$
      begin
        insert into ${CHANGE_LOG} values (tg_table_name) on conflict do nothing;
        return null;
      end $$`,
  ];
  for (const table of tables) {
    statements.push(`create trigger fingerprint_written
      after insert or update or delete or truncate on "${table}"
      for each statement execute function note_written_table()`);
  }
  // One at a time: PGlite's driver sends each as a prepared statement, which holds one command.
  for (const statement of statements) await ownerDb.execute(sql.raw(statement));

  return async () => {
    const undo = [
      ...tables.map((table) => `drop trigger fingerprint_written on "${table}"`),
      'drop function note_written_table()',
      `drop table ${CHANGE_LOG}`,
      // What VACUUM would do to the flag (no trigger left), without touching the statistics beside it.
      ...(withoutTriggers.length > 0
        ? [
            `update pg_class set relhastriggers = false where oid in (${withoutTriggers.join(', ')})
              and not exists (select from pg_trigger t where t.tgrelid = pg_class.oid)`,
          ]
        : []),
    ];
    for (const statement of undo) await ownerDb.execute(sql.raw(statement));
  };
}

/** The tables written since the previous fingerprint, forgotten as they are read. */
async function takeWrittenTables(db: Db): Promise<string[]> {
  const result = (await db.execute(sql.raw(`delete from ${CHANGE_LOG} returning table_name`))) as unknown as {
    rows: { table_name: string }[];
  };
  return result.rows.map((row) => row.table_name);
}

async function sumTables(db: Db, tables: string[], into: Fingerprint): Promise<void> {
  const queries = await tableQueries(db);
  const parts = tables.flatMap((table) => queries.get(table) ?? []);
  if (parts.length === 0) return;
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { table: string; owner: string; rows: number; checksum: string }[];
  };
  for (const row of result.rows) into.set(`${row.table} ${row.owner}`, `${row.rows}:${row.checksum}`);
}

function addFiles(filesRoot: string, into: Fingerprint): void {
  for (const file of listFiles(filesRoot)) into.set(`files ${file.path}`, String(file.size));
}

/**
 * `table owner` → `rows:checksum` for every table of the database, and `files path` → size for stored files.
 * Every table is summed.
 */
export async function fingerprint(db: Db, filesRoot: string): Promise<Fingerprint> {
  const print: Fingerprint = new Map();
  await sumTables(db, [...(await tableQueries(db)).keys()], print);
  addFiles(filesRoot, print);
  return print;
}

/**
 * The same as `fingerprint` now, computed from the previous fingerprint and the tables written since (needs
 * trackChanges): those tables are summed again, the others keep their sums; the stored files are listed again.
 */
export async function fingerprintAfter(
  previous: Fingerprint,
  db: Db,
  filesRoot: string,
): Promise<Fingerprint> {
  const written = new Set(await takeWrittenTables(db));
  const print: Fingerprint = new Map(
    [...previous].filter(([key]) => {
      const [kind = ''] = key.split(' ');
      return kind !== 'files' && !written.has(kind);
    }),
  );
  await sumTables(db, [...written], print);
  addFiles(filesRoot, print);
  return print;
}

function listFiles(root: string, relative = ''): { path: string; size: number }[] {
  const directory = path.join(root, relative);
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    return entry.isDirectory()
      ? listFiles(root, child)
      : [{ path: child, size: fs.statSync(path.join(root, child)).size }];
  });
}

/** The keys whose value differs between two fingerprints (added, removed or changed). */
export function changedKeys(before: Fingerprint, after: Fingerprint): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
}

/** Which owner a fingerprint key is about: `companyId/employeeId`, `global`, or a file's company/employee. */
export function ownerOfKey(key: string): string {
  const [kind, rest = ''] = key.split(' ');
  if (kind !== 'files') return rest;
  // Stored files live under {companyId}/users/{employeeId}/… (hr-core §7).
  const [companyId, users, employeeId] = rest.split(path.sep);
  return users === 'users' && employeeId ? `${companyId}/${employeeId}` : `${companyId}/-`;
}
