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

/**
 * PGlite's dump holds whole 16 MB WAL segments, the one it writes into and recycled old ones, though a copy needs
 * none of the history in them; unpacking them is about a fifth of every copy's load (decision 066). After a switch
 * to a new segment and a checkpoint, everything is in the data files and the current segment needs only its pages
 * up to the checkpoint record; the segments after it are recycled ones PostgreSQL makes anew when it needs them.
 * So the dump keeps the current segment only, cut after the page where the WAL ends (what follows in a recycled
 * segment is old data PostgreSQL would skip). PostgreSQL reads a short segment's end as the end of the WAL and
 * writes on past it as into any file.
 */
async function dumpWithShortWal(pglite: PGlite): Promise<Buffer> {
  await pglite.query('select pg_switch_wal()');
  await pglite.exec('checkpoint');
  const end = await pglite.query<{ file_name: string; file_offset: number }>(
    'select file_name, file_offset from pg_walfile_name_offset(pg_current_wal_insert_lsn())',
  );
  const { file_name: current, file_offset: offset } = end.rows[0]!;
  const keep = Math.max(1, Math.ceil(offset / WAL_PAGE)) * WAL_PAGE;
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return rewriteTar(tar, (name, data) => {
    if (!/(^|\/)pg_wal\/[0-9A-F]{24}$/.test(name)) return data;
    return name.endsWith(`pg_wal/${current}`) ? data.subarray(0, keep) : null;
  });
}
const WAL_PAGE = 8192;

/** A copy of a ustar archive with each regular file's contents replaced by `change` (null leaves it out). */
function rewriteTar(tar: Buffer, change: (name: string, data: Buffer) => Buffer | null): Buffer {
  const BLOCK = 512;
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = Buffer.from(tar.subarray(offset, offset + BLOCK));
    if (header.every((byte) => byte === 0)) {
      parts.push(tar.subarray(offset));
      break;
    }
    const field = (start: number, length: number) =>
      header
        .toString('latin1', start, start + length)
        .replace(/\0.*$/s, '')
        .trim();
    const size = Number.parseInt(field(124, 12) || '0', 8);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const regularFile = header[156] === 0 || header[156] === 0x30; // typeflag '\0' or '0'
    const changed = regularFile ? change(field(0, 100), data) : data;
    if (changed === null) continue;
    if (changed.length !== size) {
      header.write(`${changed.length.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
      header.fill(0x20, 148, 156); // the checksum is summed with its own field as spaces
      const checksum = header.reduce((sum, byte) => sum + byte, 0);
      header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
    }
    parts.push(header, changed, Buffer.alloc((BLOCK - (changed.length % BLOCK)) % BLOCK));
  }
  return Buffer.concat(parts);
}

export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollega-test-'));
  const pglite = await PGlite.create();
  await slimForTests(pglite);
  const emptyDump = path.join(directory, 'empty.tar');
  fs.writeFileSync(emptyDump, await dumpWithShortWal(pglite));
  await runMigrations(wrapPglite(pglite));
  const migratedDump = path.join(directory, 'migrated.tar');
  fs.writeFileSync(migratedDump, await dumpWithShortWal(pglite));
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
