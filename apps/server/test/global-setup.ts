import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { PG_DATABASE_PREFIX, RUN_ID } from './helpers/template-names';

/**
 * Opening a fresh PGlite runs initdb (about 3 s). Instead, build two templates once per run, an empty one and
 * a migrated one, and let every test file load a copy (about 0.5 s). With TEST_DATABASE_URL the same idea runs
 * on PostgreSQL: a migrated template database, copied with CREATE DATABASE … TEMPLATE for each test file.
 */
/**
 * Every test file loads a copy of these dumps, and the load cost grows with what is in them (decision 061): the
 * files to unpack and the shared memory the backend sets up at start. So the test templates leave out what no
 * test uses: the template databases `template0` and `template1` (half the files: the tests never run CREATE
 * DATABASE on PGlite), and the default 128 MB of shared buffers and 100 connections' worth of lock tables (PGlite
 * has one connection; a test database is a few megabytes). Together about half of each load's CPU time. Only
 * the test templates: the app's own PGlite keeps PostgreSQL's defaults.
 */
async function slimForTests(pglite: PGlite) {
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`alter database ${template} is_template false`);
    await pglite.exec(`drop database ${template}`);
  }
  // ALTER SYSTEM refuses a transaction block, so one statement per call; it takes effect at the next start.
  await pglite.exec(`alter system set shared_buffers = '16MB'`);
  await pglite.exec('alter system set max_connections = 10');
}

export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-test-'));
  const pglite = await PGlite.create();
  await slimForTests(pglite);
  const emptyDump = path.join(directory, 'empty.tar');
  fs.writeFileSync(emptyDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await runMigrations(wrapPglite(pglite));
  const migratedDump = path.join(directory, 'migrated.tar');
  fs.writeFileSync(migratedDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteEmptyDump', emptyDump);
  project.provide('pgliteMigratedDump', migratedDump);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const runPrefix = `${PG_DATABASE_PREFIX}${RUN_ID}`;
  let template: string | null = null;
  if (adminUrl) {
    template = `${runPrefix}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await admin.end();
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const database = openPostgres(templateUrl.toString(), { max: 1 });
    await runMigrations(database);
    await database.close();
  }
  project.provide('postgresTemplate', template);
  project.provide('postgresRunPrefix', adminUrl ? runPrefix : null);

  return async () => {
    fs.rmSync(directory, { recursive: true, force: true });
    if (!adminUrl) return;
    // Drop the template and any copy a crashed test file left behind.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${runPrefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
