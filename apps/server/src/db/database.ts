import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@kollega/domain';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_CONNECTION_TIMEOUT_MS, DEFAULT_POOL_MAX } from './connection-timeout';
import { acquireDataDirLock } from './data-dir-lock';
import { scopedPgliteClient } from './pglite-scope';
import * as schema from './schema/index';
import { gatedPglite, StatementGate } from './statement-priority';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './statement-timeout';
import { appConnectionString, TenantPool, type UnscopedAccess } from './tenant-pool';

export type Schema = typeof schema;
/** Drizzle over either driver: features write one query that runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL query; both drivers return `{ rows }`, which Drizzle's shared type leaves open. */
export async function queryRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  kind: DatabaseKind;
  /**
   * The app's database: as `kollega_app` under row-level security with the current scope's company, or, inside
   * an across-companies scope (`unsafeAcrossCompanies`), on the owner's connection (decisions 015 and 033).
   */
  db: Db;
  /**
   * The owner's connection across companies, whatever the scope: for better-auth (sessions, accounts) and the
   * development outbox, which the app role may not read. Never handed to feature actions (decision 033).
   */
  privilegedDb: Db;
  /** The driver underneath, for the few things Drizzle does not cover (migration locks, tests). */
  driver:
    | {
        kind: 'pglite';
        /** PGlite itself, first come, first served (migrations, tests). */
        client: PGlite;
        /** The same client with requests' statements before background work's (decision 035): the app's. */
        gated: PGlite;
        gate: StatementGate;
      }
    | {
        kind: 'postgresql';
        pool: pg.Pool;
        /** The owner's URL (DATABASE_URL), for connections outside the pool (migrations, pg-boss). */
        connectionString: string;
        /** The request path's login as `kollega_app` (DATABASE_APP_URL or derived). */
        appConnectionString: string;
      };
  /** One round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/**
 * The embedded database: PGlite in DATA_DIR/db, or in memory for tests (pass a ready client). Its statements
 * run as `kollega_app` under the same policies as on PostgreSQL (decision 033), except across companies.
 */
export function wrapPglite(client: PGlite, options: { unscoped?: UnscopedAccess } = {}): Database {
  // Both of the app's views of the database share the one gate, as they share PGlite's one connection.
  const gate = new StatementGate();
  const gated = gatedPglite(client, gate);
  const db = drizzlePglite({
    client: scopedPgliteClient(gated, options.unscoped ?? 'no-company'),
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  const privilegedDb = drizzlePglite({ client: gated, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    privilegedDb,
    driver: { kind: 'pglite', client, gated, gate },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(
  dataDir: string,
  options: { unscoped?: UnscopedAccess } = {},
): Promise<Database> {
  const client = await PGlite.create(pgliteDataDir(dataDir));
  return wrapPglite(client, options);
}

export interface PostgresOptions {
  /** Connections the request path's pool holds at most (DATABASE_POOL_MAX). */
  max?: number;
  /** How long a checkout waits for a free connection before failing (DATABASE_CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs?: number;
  /** Connections background work may hold at once, its own beside `max` (decision 035); 2 by default. */
  backgroundMax?: number;
  /** Any statement running longer is cancelled by the server (error 57014), so a request fails instead of hanging. */
  statementTimeoutMs?: number;
  /** Company rows visible outside any tenant scope: none in the app; tests' own set-up code sees all. */
  unscoped?: UnscopedAccess;
  /** The request path's login (DATABASE_APP_URL); unset, DATABASE_URL's with the user `kollega_app`. */
  appConnectionString?: string;
}

/**
 * PostgreSQL 15+ through `pg`, for hosting and scale-out. Two pools (decision 033): the request path's logs in
 * as `kollega_app` itself, so no SQL it sends can `SET ROLE` back to the owner or lift row-level security, and
 * each checkout carries the tenant of whoever took it (decision 015); the owner's (DATABASE_URL) serves only
 * across-companies scopes and `privilegedDb`, with `app.bypass_rls` on from its start. Background work has a
 * small pair of the same of its own (decision 035). Migrations run on a connection of their own as the owner.
 */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const common = {
    max: options.max ?? DEFAULT_POOL_MAX,
    // Fail fast when the server is unreachable or every connection is busy instead of hanging a request; the
    // error handler answers 503 with Retry-After (plugins/errors.ts).
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  };
  const owner = new pg.Pool({
    ...common,
    connectionString,
    application_name: 'kollega-owner',
    options: '-c app.bypass_rls=on',
  });
  const app = appConnectionString(connectionString, options.appConnectionString);
  const pool = new TenantPool(
    { ...common, connectionString: app, application_name: 'kollega' },
    owner,
    options.unscoped ?? 'no-company',
  );
  // Background work (export and recurring jobs, decision 035) gets its own small pools, as the app role and as
  // the owner, so a job cannot take the connections requests and sign-ins need; it waits for its own instead.
  const backgroundMax = options.backgroundMax ?? 2;
  const backgroundOwner = new pg.Pool({
    ...common,
    max: backgroundMax,
    connectionString,
    application_name: 'kollega-background-owner',
    options: '-c app.bypass_rls=on',
  });
  pool.backgroundWork = new TenantPool(
    { ...common, max: backgroundMax, connectionString: app, application_name: 'kollega-background' },
    backgroundOwner,
    options.unscoped ?? 'no-company',
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  for (const each of [pool, owner, pool.backgroundWork, backgroundOwner]) each.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const privilegedDb = drizzleNodePg({ client: owner, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgresql',
    db,
    privilegedDb,
    driver: { kind: 'postgresql', pool, connectionString, appConnectionString: app },
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
  databaseAppUrl?: string | undefined;
  databaseStatementTimeoutMs?: number;
  databasePoolMax?: number;
  databaseConnectionTimeoutMs?: number;
}): Promise<Database> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, {
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      max: config.databasePoolMax,
      connectionTimeoutMs: config.databaseConnectionTimeoutMs,
      appConnectionString: config.databaseAppUrl,
    });
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
