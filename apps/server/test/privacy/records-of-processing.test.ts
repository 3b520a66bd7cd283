import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLATFORM_TABLES, PROCESSING_CATEGORIES } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/database';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

const RECORDS = fileURLToPath(new URL('../../../../docs/privacy/records-of-processing.md', import.meta.url));

/** Every `table.column` the records of processing name, from its `### \`table\`` sections' column lines. */
function namedColumns(markdown: string): { columns: Set<string>; personal: Set<string> } {
  const columns = new Set<string>();
  const personal = new Set<string>();
  let table: string | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^### `([a-z_0-9]+)`/.exec(line);
    if (heading) {
      table = heading[1] ?? null;
      continue;
    }
    const list = /^- (Personal data|Other columns): (.*)$/.exec(line);
    if (!table || !list) continue;
    for (const match of (list[2] ?? '').matchAll(/`([a-z_0-9]+)`/g)) {
      const name = `${table}.${match[1]}`;
      columns.add(name);
      if (list[1] === 'Personal data') personal.add(name);
    }
  }
  return { columns, personal };
}

/** Issue 33: docs/privacy/records-of-processing.md names every column the database has, and no other. */
describe(`records of processing (${testDatabaseKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('names every column of every table, and no column that is gone', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = 'public' order by 1`,
    );
    const inDatabase = new Set(rows.map((row) => row.name));
    const { columns, personal } = namedColumns(readFileSync(RECORDS, 'utf8'));
    expect(inDatabase.size).toBeGreaterThan(400);
    // A new column (a migration) must be listed with where it is stored, who reads it and when it goes.
    expect([...inDatabase].filter((name) => !columns.has(name))).toEqual([]);
    expect([...columns].filter((name) => !inDatabase.has(name))).toEqual([]);
    // The fields the issue names are listed as personal data.
    for (const field of ['employees.cpr_encrypted', 'employees.first_name', 'sick_reports.first_day']) {
      expect(personal.has(field)).toBe(true);
    }
  });
});

/**
 * Decision 051: the Databehandleraftale and /privatliv describe the processing from PROCESSING_CATEGORIES, so every
 * table the records of processing name must be in one category (or be the platform's own), and no category may
 * name a table the records do not.
 */
describe('the processing categories of the Databehandleraftale', () => {
  it('cover every table of the records of processing once, and name no other', () => {
    const markdown = readFileSync(RECORDS, 'utf8');
    const documented = [...markdown.matchAll(/^### `([a-z_0-9]+)`/gm)].map((match) => match[1]);
    const categorised = [...PROCESSING_CATEGORIES.flatMap((category) => category.tables), ...PLATFORM_TABLES];
    expect(categorised.filter((table, index) => categorised.indexOf(table) !== index)).toEqual([]);
    expect(documented.filter((table) => !categorised.includes(table as string))).toEqual([]);
    expect(categorised.filter((table) => !documented.includes(table))).toEqual([]);
  });
});
