import type { PGlite } from '@electric-sql/pglite';

/**
 * What PostgreSQL's autovacuum does for a server, done for the embedded database (issue 32). PGlite runs
 * PostgreSQL in single-user mode: there is no autovacuum, so without this its tables are never analysed and the
 * planner guesses one row per table. On 5,000 equipment items that guess turned the first page from an index scan
 * into nested loops over every row (3.3 s instead of 0.4 ms in `npm run bench -- equipment`), and never vacuumed
 * tables keep every dead row version.
 *
 * PGlite's cumulative statistics (`n_mod_since_analyze`) are not kept up to date in single-user mode, so a table
 * counts as changed when its size on disk differs from what the last ANALYZE or VACUUM recorded (`relpages`) by
 * more than autovacuum's default scale factor, or it was never analysed. Those tables get `VACUUM (ANALYZE)`.
 */

/** autovacuum_analyze_scale_factor and its threshold, in pages instead of rows. */
const CHANGED_FRACTION = 0.1;
const CHANGED_PAGES = 2;

const PAGE_BYTES = 8192;

/** The public tables that changed enough since their statistics were taken. */
async function changedTables(client: PGlite): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0
             or abs(pg_relation_size(c.oid) / ${PAGE_BYTES} - c.relpages) > ${CHANGED_PAGES} + ${CHANGED_FRACTION} * c.relpages)
      order by 1`,
  );
  return result.rows.map((row) => row.name);
}

/**
 * Vacuums and analyses the tables that changed; answers their names. Runs on the owner's session (VACUUM cannot
 * run inside a transaction, and the app role owns nothing). PGlite runs one statement at a time, so requests
 * wait while it runs: a small company's tables take milliseconds.
 */
export async function maintainEmbeddedTables(client: PGlite): Promise<string[]> {
  const tables = await changedTables(client);
  for (const table of tables) {
    // The name comes from pg_class; quoted as an identifier all the same.
    await client.exec(`vacuum (analyze) "${table.replaceAll('"', '""')}"`);
  }
  return tables;
}
