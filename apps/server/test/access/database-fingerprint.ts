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

let cachedQuery: string | undefined;

/** One query that sums up every table, per owner: row count and an md5 of the rows in a fixed order. */
async function fingerprintQuery(db: Db): Promise<string> {
  if (cachedQuery) return cachedQuery;
  const result = (await db.execute(sql`
    select c.table_name as "table", string_agg(c.column_name, ',') as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by c.table_name order by c.table_name`)) as unknown as {
    rows: { table: string; columns: string }[];
  };
  const parts = result.rows
    .filter((row) => !TABLES_A_WRONG_CALLER_MAY_CHANGE.includes(row.table))
    .map((row) => {
      const owner = ownerExpression(row.table, new Set(row.columns.split(',')));
      // t::text is the whole row; ordering by it makes the checksum independent of the scan order.
      return `select '${row.table}' as "table", ${owner} as owner, count(*)::int as rows,
        md5(string_agg(t::text, ',' order by t::text)) as checksum
        from "${row.table}" t group by 2`;
    });
  cachedQuery = parts.join(' union all ');
  return cachedQuery;
}

/** `table owner` → `rows:checksum` for every table of the database, and `files path` → size for stored files. */
export async function fingerprint(db: Db, filesRoot: string): Promise<Fingerprint> {
  const result = (await db.execute(sql.raw(await fingerprintQuery(db)))) as unknown as {
    rows: { table: string; owner: string; rows: number; checksum: string }[];
  };
  const print: Fingerprint = new Map();
  for (const row of result.rows) print.set(`${row.table} ${row.owner}`, `${row.rows}:${row.checksum}`);
  for (const file of listFiles(filesRoot)) print.set(`files ${file.path}`, String(file.size));
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
