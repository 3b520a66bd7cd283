// The query plans behind the list figures (issue 32): EXPLAIN (ANALYZE, BUFFERS) of a page's own query, run in
// one company's scope exactly as a request runs it (as `kollega_app`, under row-level security).
import { type Database, type Db, queryRows } from '@kollega/server/src/db/database';
import { maintainEmbeddedTables } from '@kollega/server/src/db/embedded-maintenance';
import { unsafeAcrossCompanies, withCompany } from '@kollega/server/src/db/tenant-scope';
import { type SQLWrapper, sql } from 'drizzle-orm';

/** The plan's lines, as PostgreSQL prints them. */
export async function explainInCompany(db: Db, companyId: string, query: SQLWrapper): Promise<string[]> {
  const rows = await withCompany(companyId, () =>
    queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`),
  );
  return rows.map((row) => row['QUERY PLAN']);
}

/** Prints a plan indented under its title. */
export function printPlan(title: string, lines: readonly string[]): void {
  console.log(`  plan: ${title}`);
  for (const line of lines) console.log(`    ${line}`);
}

/**
 * The statistics a running server would have by now: the bench fills its tables in one go and measures at once,
 * before PostgreSQL's autovacuum (or the embedded database's own maintenance, db/embedded-maintenance.ts) has
 * analysed them, and a plan made without statistics is not the one a customer gets.
 */
export async function settleStatistics(database: Database): Promise<void> {
  if (database.driver.kind === 'pglite') {
    await maintainEmbeddedTables(database.driver.client);
    return;
  }
  await unsafeAcrossCompanies(() => database.db.execute(sql`analyze`));
}
