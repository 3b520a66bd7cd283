import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';

/**
 * One PGlite per worker for the migrated database, reset between test files instead of loading a new copy of the
 * dump for each (decision 074). The server project runs its files one after another in each worker, sharing this
 * module (`isolate: false`), so a file that closes its database hands the instance to the next one. Loading a
 * copy costs about 0.42 s of CPU; resetting one a few hundredths.
 *
 * A reset must leave a database no test can tell from a fresh copy, or the instance is closed and the next file
 * loads a copy as before:
 * - the session: an open transaction rolled back, then `DISCARD ALL` (role and session authorization, every
 *   setting, advisory locks, temporary tables, prepared statements, LISTEN);
 * - the catalog: a fingerprint of every catalog (rows and highest oid) and of the user objects, roles, grants,
 *   settings and planner statistics must equal the fresh copy's, else the instance is discarded. A test that
 *   creates a trigger, a function, a table or a role, grants, alters a role or the database, or runs VACUUM or
 *   ANALYZE costs a fresh load, as before;
 * - the rows: every table that holds a page is emptied with DELETE, and the tables the migrations seed get their
 *   rows back in their order, unless they are untouched; every sequence gets its value back. No TRUNCATE: it
 *   gives each table and index a new file, which costs about as much as loading a copy. DELETE leaves dead rows,
 *   which no query sees; so that they cannot change a plan either, an instance is discarded once any table or
 *   index has grown past ten pages (below that the planner treats a never-vacuumed table as ten pages, full or
 *   empty);
 * - the client: the file gets a proxy of the PGlite object, which refuses every call once the file closed its
 *   database (a leftover timer cannot write into the next file's database) and keeps whatever a test assigns to
 *   it (a patched `query`) to itself. `wrapPglite` builds its gate and scoped clients anew for each file.
 */

/** What a fresh copy holds, read from the first copy a worker loads, before any test touches it. */
interface Template {
  /** The query whose one value fingerprints the catalog. */
  catalogQuery: string;
  catalog: string;
  /** The same fingerprint part by part, one column each (read only with TEST_POOL_REPORT, to name what changed). */
  catalogPartsQuery: string;
  catalogParts?: Record<string, string>;
  /** Tables with rows in the fresh copy: a hash of their rows in scan order, and the SQL that writes them back. */
  seeded: Map<string, { hash: string; restore: string }>;
  /** Every sequence's state, `last_value:is_called`. */
  sequences: Map<string, string>;
  sequenceQuery: string;
  /** The largest a relation may grow before the instance is discarded (bytes). */
  sizeLimit: number;
}

export interface PoolStatistics {
  /** Copies of the dump loaded for the pool (the first per worker and after each discard). */
  loaded: number;
  reused: number;
  /** Why instances were closed instead of reused. */
  discarded: Record<string, number>;
}

export const poolStatistics: PoolStatistics = { loaded: 0, reused: 0, discarded: {} };

/** Below ten pages a never-vacuumed table is planned as ten pages (PostgreSQL's estimate_rel_size). */
const PAGE = 8192;
const PLANNER_MINIMUM_PAGES = 10;
/** Instances kept idle per worker: enough for a file that opens two databases at once. */
const MAX_IDLE = 2;
/** A reset waits for the file's last statements; one that takes longer gives up on the instance. */
const RESET_TIMEOUT_MS = 15_000;
/** FirstNormalObjectId: every oid below is PostgreSQL's own. */
const USER_OBJECT = 16384;

const idle: PGlite[] = [];
let template: Promise<Template> | undefined;
/** Which parts of the catalog's fingerprint differed at the last discard (TEST_POOL_REPORT only). */
let lastCatalogChange = '';

/**
 * What the pool does to every copy it loads, before describing or handing it out: PL/pgSQL's library is loaded.
 * Loading it adds its five settings (`plpgsql.variable_conflict`, …, at their defaults) to `pg_settings`, which
 * the catalog's fingerprint covers; it loads in any session at the first trigger or function in PL/pgSQL (the
 * migrations have several), and nothing unloads it. Without this, every file whose requests fire one, about a
 * quarter of them, cost the next file a fresh copy (decision 079).
 */
export async function prepareCopy(client: PGlite): Promise<PGlite> {
  await client.exec(`load 'plpgsql'`);
  return client;
}

const userTables = `
  select c.oid, format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and c.oid >= ${USER_OBJECT} and n.nspname <> 'information_schema'
    and n.nspname not like 'pg\\_%'`;

async function rows<Row>(client: PGlite, query: string): Promise<Row[]> {
  return (await client.query<Row>(query)).rows;
}

/** A dollar-quoted literal whose tag does not occur in the text. */
function literal(text: string): string {
  let tag = 'seed';
  while (text.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${text}$${tag}$`;
}

async function catalogQueriesOf(client: PGlite): Promise<{ whole: string; parts: string }> {
  // Every catalog: how many rows and the highest oid. Catches any object created or dropped (a temporary table
  // dropped by DISCARD ALL leaves both as they were). pg_namespace is summed below without temporary schemas.
  const catalogs = await rows<{ name: string; hasOid: boolean }>(
    client,
    `select c.relname as name, exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'oid') as "hasOid"
     from pg_class c where c.relnamespace = 'pg_catalog'::regnamespace and c.relkind = 'r' and c.relname <> 'pg_namespace'
     order by c.relname`,
  );
  const counts = catalogs.map(({ name, hasOid }) => ({
    name: `${name} rows`,
    sql: hasOid
      ? `(select count(*) || '/' || coalesce(max(oid)::text, '') from pg_catalog.${name})`
      : `(select count(*)::text from pg_catalog.${name})`,
  }));
  // What can change in place, without a new row: the user objects whole (grants, owners, row-level security,
  // function bodies, trigger switches, planner statistics of pg_class: VACUUM and ANALYZE change them), roles,
  // memberships, per-role and per-database settings, default privileges, schemas, the databases' flags, comments.
  const hash = (from: string, order: string) =>
    `(select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) from ${from})`;
  const details: [string, string][] = [
    ['pg_class', hash(`pg_class t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_attribute', hash(`pg_attribute t where attrelid >= ${USER_OBJECT}`, 'attrelid, attnum')],
    ['pg_proc', hash(`pg_proc t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_trigger', hash('pg_trigger t', 'oid')],
    ['pg_policy', hash('pg_policy t', 'oid')],
    ['pg_constraint', hash(`pg_constraint t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_index', hash(`pg_index t where indexrelid >= ${USER_OBJECT}`, 'indexrelid')],
    ['pg_attrdef', hash(`pg_attrdef t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_rewrite', hash(`pg_rewrite t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_type', hash(`pg_type t where oid >= ${USER_OBJECT}`, 'oid')],
    ['pg_sequence', hash('pg_sequence t', 'seqrelid')],
    ['pg_extension', hash('pg_extension t', 'oid')],
    ['pg_authid', hash('pg_authid t', 'oid')],
    ['pg_auth_members', hash('pg_auth_members t', 't::text')],
    ['pg_db_role_setting', hash('pg_db_role_setting t', 't::text')],
    ['pg_default_acl', hash('pg_default_acl t', 'oid')],
    ['pg_description', hash(`pg_description t where objoid >= ${USER_OBJECT}`, 't::text')],
    ['pg_shdescription', hash('pg_shdescription t', 't::text')],
    [
      'pg_namespace',
      `(select md5(string_agg(t::text, '|' order by oid)) from pg_namespace t
        where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%')`,
    ],
    [
      'pg_database',
      `(select md5(string_agg((datname, datdba, encoding, datistemplate, datallowconn, datconnlimit, datacl)::text, '|'
        order by oid)) from pg_database)`,
    ],
    // The session's settings after DISCARD ALL, and the configuration files: PGlite ignores pg_reload_conf(), but
    // ALTER SYSTEM still writes postgresql.auto.conf.
    ['pg_settings', `(select md5(string_agg(name || '=' || setting, '|' order by name)) from pg_settings)`],
    [
      'pg_file_settings',
      `(select md5(coalesce(string_agg(t::text, '|' order by seqno), '')) from pg_file_settings t)`,
    ],
  ];
  const parts = [...counts, ...details.map(([name, sql]) => ({ name, sql }))];
  return {
    whole: `select md5(concat_ws(',', ${parts.map((part) => part.sql).join(', ')})) as catalog`,
    // The names are catalogs' names: quoting them as identifiers needs no escaping.
    parts: `select ${parts.map((part) => `${part.sql} as "${part.name}"`).join(', ')}`,
  };
}

/** The parts of the catalog's fingerprint that differ from the template's (for the report). */
async function changedCatalogParts(client: PGlite, template: Template): Promise<string> {
  const [now] = await rows<Record<string, string>>(client, template.catalogPartsQuery);
  const changed = Object.keys(now ?? {}).filter((name) => now?.[name] !== template.catalogParts?.[name]);
  return changed.join(', ');
}

async function describeTemplate(client: PGlite): Promise<Template> {
  const catalogQueries = await catalogQueriesOf(client);
  const [{ catalog }] = (await rows<{ catalog: string }>(client, catalogQueries.whole)) as [
    { catalog: string },
  ];
  const catalogParts = process.env.TEST_POOL_REPORT
    ? (await rows<Record<string, string>>(client, catalogQueries.parts))[0]
    : undefined;
  const seeded = new Map<string, { hash: string; restore: string }>();
  for (const { oid, name } of await rows<{ oid: number; name: string }>(client, userTables)) {
    const [contents] = await rows<{ json: string | null; hash: string }>(
      client,
      `select json_agg(t)::text as json, ${rowsHash('t')} as hash from ${name} t`,
    );
    if (!contents?.json) continue;
    // Generated columns are computed again; identity columns take the old values (OVERRIDING SYSTEM VALUE).
    const columns = (
      await rows<{ name: string }>(
        client,
        `select quote_ident(attname) as name from pg_attribute
         where attrelid = ${oid} and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      )
    )
      .map((column) => column.name)
      .join(', ');
    seeded.set(name, {
      hash: contents.hash,
      restore: `insert into ${name} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${name}, ${literal(contents.json)});`,
    });
  }
  const sequenceNames = (
    await rows<{ name: string }>(
      client,
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'S' and c.oid >= ${USER_OBJECT} and n.nspname not like 'pg\\_%' order by 1`,
    )
  ).map((row) => row.name);
  const sequenceQuery = sequenceNames
    .map((name) => `select ${literal(name)} as name, last_value || ':' || is_called as state from ${name}`)
    .join(' union all ');
  const sequences = new Map(
    sequenceQuery
      ? (await rows<{ name: string; state: string }>(client, sequenceQuery)).map((row) => [
          row.name,
          row.state,
        ])
      : [],
  );
  const [largest] = await rows<{ size: number }>(
    client,
    `select coalesce(max(pg_relation_size(oid)), 0)::int as size from pg_class
     where oid >= ${USER_OBJECT} and relkind in ('r', 'p', 'i', 't', 'm')`,
  );
  return {
    catalogQuery: catalogQueries.whole,
    catalog,
    catalogPartsQuery: catalogQueries.parts,
    catalogParts,
    seeded,
    sequences,
    sequenceQuery,
    sizeLimit: Math.max(PLANNER_MINIMUM_PAGES * PAGE, largest?.size ?? 0),
  };
}

/** The rows of a table in scan order, as one hash: equal only if rows and order are. */
function rowsHash(alias: string): string {
  return `md5(coalesce(string_agg(${alias}::text, '|'), ''))`;
}

/**
 * Brings a used instance back to the fresh copy's state. Returns why it cannot be reused, or null when it is
 * equal to the template again.
 */
async function resetToTemplate(client: PGlite, template: Template): Promise<string | null> {
  if (client.closed) return 'closed by the test';
  if (client.isInTransaction()) await client.exec('rollback');
  await client.exec('discard all');
  const [{ catalog }] = (await rows<{ catalog: string }>(client, template.catalogQuery)) as [
    { catalog: string },
  ];
  if (catalog !== template.catalog) {
    if (template.catalogParts) lastCatalogChange = await changedCatalogParts(client, template);
    return 'catalog changed';
  }

  // Only a table with a page can hold a row: the fresh copy's empty tables have none.
  const written = await rows<{ name: string }>(client, `${userTables} and pg_relation_size(c.oid) > 0`);
  const statements: string[] = [];
  for (const { name } of written) {
    const seed = template.seeded.get(name);
    if (seed) {
      const [contents] = await rows<{ hash: string }>(
        client,
        `select ${rowsHash('t')} as hash from ${name} t`,
      );
      if (contents?.hash === seed.hash) continue;
      statements.push(`delete from ${name};`, seed.restore);
    } else statements.push(`delete from ${name};`);
  }
  if (template.sequenceQuery) {
    for (const { name, state } of await rows<{ name: string; state: string }>(
      client,
      template.sequenceQuery,
    )) {
      const fresh = template.sequences.get(name);
      if (!fresh) return 'sequence unknown';
      if (state === fresh) continue;
      const [value, called] = fresh.split(':');
      statements.push(`select setval(${literal(name)}, ${value}, ${called === 'true'});`);
    }
  }
  if (statements.length > 0) {
    // As a replica: no trigger fires, foreign keys included (every table that has a row is emptied at once).
    await client.exec(
      `begin; set local session_replication_role = replica; ${statements.join('\n')} commit;`,
    );
  }
  const [state] = await rows<{ largest: number; wal: number }>(
    client,
    `select (select coalesce(max(pg_relation_size(oid)), 0) from pg_class
             where oid >= ${USER_OBJECT} and relkind in ('r', 'p', 'i', 't', 'm'))::float8 as largest,
            pg_wal_lsn_diff(pg_current_wal_insert_lsn(), (select redo_lsn from pg_control_checkpoint()))::float8 as wal`,
  );
  if (!state || state.largest > template.sizeLimit) return 'grew past ten pages';
  // The deleted rows' WAL would pile up in memory for the worker's life: a checkpoint lets PostgreSQL recycle it.
  if (state.wal > 64 * 1024 * 1024) await client.exec('checkpoint');
  return null;
}

/** A view of the instance for one file, dead once the file closes its database. */
function lease(target: PGlite): { client: PGlite; end(): void } {
  let ended = false;
  const own = new Map<PropertyKey, unknown>();
  const client = new Proxy(target, {
    get(instance, property) {
      if (own.has(property)) return own.get(property);
      if (property === 'closed') return ended || instance.closed;
      const value = Reflect.get(instance, property, instance);
      if (typeof value !== 'function') return value;
      // PGlite keeps its state in private fields, so its methods run on the instance, not the proxy.
      return (...args: unknown[]) => {
        if (ended) throw new Error('This test database was closed (its PGlite went back to the pool)');
        return (value as (...args: unknown[]) => unknown).apply(instance, args);
      };
    },
    set(_instance, property, value) {
      own.set(property, value);
      return true;
    },
  });
  return {
    client,
    end() {
      ended = true;
    },
  };
}

/** The test file running now, relative to the working directory (Vitest's state; '?' outside a test file). */
function currentTestFile(): string {
  const testPath = expect.getState().testPath;
  return testPath ? path.relative(process.cwd(), testPath) : '?';
}

/**
 * With TEST_POOL_REPORT=file, one line per closed database: the worker, the test file that had it and what became
 * of its instance (for measuring: `cut -f2,3 <file> | sort | uniq -c` names the files that cost a fresh load).
 */
function report(testFile: string, outcome: string) {
  const file = process.env.TEST_POOL_REPORT;
  if (file) fs.appendFileSync(file, `${process.pid}\t${testFile}\t${outcome}\n`);
}

function discard(client: PGlite, reason: string) {
  poolStatistics.discarded[reason] = (poolStatistics.discarded[reason] ?? 0) + 1;
  // A client stuck in a statement may never close; it is dropped all the same.
  if (!client.closed) void client.close().catch(() => {});
}

/**
 * A PGlite with the migrated template's contents, from this worker's pool or loaded by `load`. `release` (once,
 * when the file closes its database) resets it and puts it back.
 */
export async function takePooledPglite(
  load: () => Promise<PGlite>,
): Promise<{ client: PGlite; release(): Promise<void> }> {
  let instance = idle.pop();
  if (instance) poolStatistics.reused += 1;
  else {
    instance = await prepareCopy(await load());
    poolStatistics.loaded += 1;
    // The first copy is described before any test touches it; after a failure, the next copy is.
    if (!template) {
      const describing = describeTemplate(instance);
      template = describing;
      describing.catch(() => {
        if (template === describing) template = undefined;
      });
    }
  }
  const fresh = await (template as Promise<Template>);
  const client = instance;
  const testFile = currentTestFile();
  const view = lease(client);
  return {
    client: view.client,
    async release() {
      view.end();
      let timer: NodeJS.Timeout | undefined;
      const reason = await Promise.race([
        resetToTemplate(client, fresh).catch((error: Error) => `reset failed: ${error.message}`),
        new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('reset timed out'), RESET_TIMEOUT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      const detail = reason === 'catalog changed' && lastCatalogChange ? ` (${lastCatalogChange})` : '';
      report(testFile, `${reason ?? 'reused next'}${detail}`);
      if (reason !== null) discard(client, reason);
      else if (idle.length < MAX_IDLE) idle.push(client);
      else discard(client, 'pool full');
    },
  };
}
