import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@kollega/domain';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema/index';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './statement-timeout';
import { APP_ROLE, TenantPool, type UnscopedAccess } from './tenant-pool';

export type Schema = typeof schema;
/** Drizzle over either driver: features write one query that runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL query; both drivers return `{ rows }`, which Drizzle's shared type leaves open. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** The driver underneath, for the few things Drizzle does not cover (migration locks, tests). */
  driver:
    | { kind: 'pglite'; client: PGlite }
    | {
        kind: 'postgresql';
        pool: pg.Pool /** For connections outside the pool (migrations). */;
        connectionString: string;
      };
  /** One round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** The embedded database: PGlite in DATA_DIR/db, or in memory for tests (pass a ready client). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    driver: { kind: 'pglite', client },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(pgliteDataDir(dataDir));
  return wrapPglite(client);
}

export interface PostgresOptions {
  max?: number;
  /** Any statement running longer is cancelled by the server (error 57014), so a request fails instead of hanging. */
  statementTimeoutMs?: number;
  /** Company rows visible outside any tenant scope: none in the app; tests' own set-up code sees all. */
  unscoped?: UnscopedAccess;
}

/**
 * PostgreSQL 15+ through `pg`, for hosting and scale-out. Every pooled connection runs as the `kollega_app`
 * role (a startup parameter, so not even `RESET ROLE` leaves it) under row-level security, and carries the
 * tenant of whoever took it (decision 015). Migrations run on a connection of their own as the connecting user.
 */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new TenantPool(
    {
      connectionString,
      max: options.max ?? 10,
      // Fail fast when the server is unreachable instead of hanging a request.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      application_name: 'kollega',
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      options: `-c role=${APP_ROLE}`,
    },
    options.unscoped ?? 'no-company',
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgresql',
    db,
    driver: { kind: 'postgresql', pool, connectionString },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite in DATA_DIR, guarded by the DATA_DIR lock (released when the database closes).
 */
export async function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseStatementTimeoutMs?: number;
}): Promise<Database> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, { statementTimeoutMs: config.databaseStatementTimeoutMs });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    };
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}
