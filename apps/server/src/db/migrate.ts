import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, Schema } from './database';

/**
 * The committed migrations live in apps/server/src/db/migrations. This file runs from source (tests, tsx)
 * and from the bundle in apps/server/dist, so the folder is found from the package root, not relative to
 * this file.
 */
export function migrationsFolder(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'src', 'db', 'migrations');
    if (fs.existsSync(path.join(directory, 'package.json')) && fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Could not find apps/server/src/db/migrations');
    directory = parent;
  }
}

// Any fixed number: all Kollega servers agree on it, so only one migrates at a time.
const MIGRATION_LOCK_ID = 74_112_024;

/** Applies every committed migration not yet applied. Applying them again is a no-op. */
export async function runMigrations(database: Database): Promise<void> {
  const options = { migrationsFolder: migrationsFolder(), migrationsSchema: 'drizzle' };
  if (database.driver.kind === 'pglite') {
    // One process owns the embedded database (the DATA_DIR lock), so no lock is needed here.
    // As the superuser session: the app's `db` runs as `kollega_app`, which may not change the schema.
    await migratePglite(database.privilegedDb as unknown as PgliteDatabase<Schema>, options);
    return;
  }
  // Several app servers may start at once against one PostgreSQL: a session-level advisory lock makes the
  // others wait until the first has migrated, after which their run finds nothing to do.
  // The connection is a separate one, not from the pool: migrations run as the connecting user (the database's
  // owner), whereas the request path's pool logs in as the `kollega_app` role (decisions 015 and 033).
  const client = new pg.Client({
    connectionString: database.driver.connectionString,
    application_name: 'kollega-migrate',
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // The owner is subject to row-level security too (FORCE): a data migration must see every company's rows.
    await client.query("select set_config('app.bypass_rls', 'on', false)");
    await migrateNodePg(drizzle({ client }), options);
  } finally {
    // Nothing to do if the unlock fails (the connection is broken, or a failed migration aborted it): a
    // session-level lock ends with its session, which client.end() closes next. The migration's own error,
    // if any, is the one that must reach the caller. No logger is at hand here.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
