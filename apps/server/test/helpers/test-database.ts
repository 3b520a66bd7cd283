import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../../src/db/database';
import { cleanUpAfterFile, closeOnce } from './file-cleanup';
import { prepareCopy, takePooledPglite } from './pglite-pool';

/**
 * A dump read once per worker and handed to every PGlite it opens. A plain Blob would be read again, in small
 * chunks, for each copy (about 0.1 s of CPU each, decision 061); PGlite only reads the bytes (it unpacks copies
 * of each file into its own memory), so every copy can share the one buffer.
 */
class DumpInMemory extends Blob {
  readonly #contents: ArrayBuffer;
  constructor(contents: ArrayBuffer) {
    super([]);
    this.#contents = contents;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#contents;
  }
}

const dumps = new Map<string, Blob>();
function loadDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = fs.readFileSync(file);
    dump = new DumpInMemory(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A copy of the migrated template straight from the dump, outside the pool, prepared as the pool prepares every copy
 * it loads (PL/pgSQL loaded, `prepareCopy`): what a fresh database holds.
 */
export async function openFreshPglite(): Promise<PGlite> {
  return prepareCopy(await PGlite.create({ loadDataDir: loadDump(inject('pgliteMigratedDump')) }));
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

/**
 * A database of this test file's own: a copy of the migrated template (or of an empty one), on PGlite by
 * default and on PostgreSQL when TEST_DATABASE_URL is set. Closing it drops the PostgreSQL copy; whatever the
 * test does not close is closed when the file ends. On PGlite the migrated database comes from the worker's pool
 * (helpers/pglite-pool.ts, decision 074): closing it resets the instance for the next file, and the handle the
 * file had refuses every further call, as a closed database does.
 */
export async function createTestDatabase(
  options: {
    empty?: boolean;
    statementTimeoutMs?: number;
    poolMax?: number;
    connectionTimeoutMs?: number;
  } = {},
): Promise<Database> {
  const database = await openTestDatabase(options);
  database.close = closeOnce(database.close);
  cleanUpAfterFile(() => database.close());
  return database;
}

async function openTestDatabase(options: {
  empty?: boolean;
  statementTimeoutMs?: number;
  poolMax?: number;
  connectionTimeoutMs?: number;
}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = loadDump(inject(options.empty ? 'pgliteEmptyDump' : 'pgliteMigratedDump'));
    const load = () => PGlite.create({ loadDataDir: dump });
    // As on PostgreSQL below: the tests' own set-up sees every company; requests run as the app role.
    if (options.empty) return wrapPglite(await load(), { unscoped: 'across-companies' });
    // PGlite has no pool size, statement or connection timeout to set: the other options apply to PostgreSQL only.
    const pooled = await takePooledPglite(load);
    const database = wrapPglite(pooled.client, { unscoped: 'across-companies' });
    database.close = pooled.release;
    return database;
  }

  const name = `${inject('postgresRunPrefix')}_${randomBytes(4).toString('hex')}`;
  const template = options.empty ? 'template0' : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Tests set up and check rows directly, outside any request, across companies; every request through the
  // app still runs in its own scope under row-level security, as in production (decision 015).
  const database = openPostgres(url.toString(), {
    max: options.poolMax ?? 4,
    unscoped: 'across-companies',
    statementTimeoutMs: options.statementTimeoutMs,
    connectionTimeoutMs: options.connectionTimeoutMs,
  });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
  };
  return database;
}
