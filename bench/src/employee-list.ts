import http from 'node:http';
// The employee list (issue "Employees": "Fast with 1,000 employees"): GET /api/employees for a company of
// 1,000 employees over HTTP, against the raw SQL that reads the same rows, in one run.
import type { App } from '@kollega/server/src/app';
import type { AppConfig } from '@kollega/server/src/config/config';
import { employees } from '@kollega/server/src/db/schema/index';
import { cprAssociatedData, LIST_COLUMNS } from '@kollega/server/src/features/employees/employee-record';
import { createFieldCipherFromConfig, keyIdOf } from '@kollega/server/src/integrations/crypto/index';
import { demoEmployees } from '@kollega/server/src/testing/demo-employees';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import { eq } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { settleStatistics } from './query-plans';
import { countQueries } from './timereg-overview';

export const EMPLOYEE_COUNT = 1_000;
/** Issue 32: the list within 1.5 × the raw read of its rows. */
export const EMPLOYEE_LIST_GOAL_RATIO = 1.5;

/** The bytes on the wire (fetch would decompress them before we could count). */
function compressedSize(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

export interface EmployeeListFigures {
  http: Measurement;
  raw: Measurement;
  responseBytes: number;
  /** SQL statements (PGlite: queries and transactions) one request sends. */
  statements: number;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own database. */
export async function benchEmployeeList(
  app: App,
  config: AppConfig,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<EmployeeListFigures> {
  const database = app.database;
  {
    const { companyId, owner } = await createCompanyWithOwner(app);
    await setPlan(database.db, companyId, 'premiumplus');
    const cipher = createFieldCipherFromConfig(config);
    const people = demoEmployees(EMPLOYEE_COUNT, { domain: `${companyId}.bench.dk` });
    // The shared demo generator's rows, inserted in batches (the factories' one-by-one inserts would take minutes).
    for (let start = 0; start < people.length; start += 200) {
      const batch = people.slice(start, start + 200).map((person) => ({
        companyId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        ...person.fields,
      }));
      const inserted = await database.db.insert(employees).values(batch).returning({ id: employees.id });
      for (const [index, row] of inserted.entries()) {
        const encrypted = cipher.encrypt(people[start + index]!.cprNumber, cprAssociatedData(row.id));
        await database.db
          .update(employees)
          .set({ cprEncrypted: encrypted, cprKeyId: keyIdOf(encrypted) })
          .where(eq(employees.id, row.id));
      }
    }
    await settleStatistics(app.database);
    const cookie = await loginAs(app, owner);
    const url = `${origin}/api/employees`;
    const headers = { cookie, 'accept-encoding': 'br, gzip' };
    const probe = await fetch(url, { headers: { cookie } });
    const body = (await probe.json()) as { employees: unknown[] };
    if (body.employees.length !== EMPLOYEE_COUNT + 1) {
      throw new Error(`expected ${EMPLOYEE_COUNT + 1} employees, got ${body.employees.length}`);
    }
    const responseBytes = await compressedSize(url, headers);
    const statements = await countQueries(app, () => fetch(url, { headers }).then((r) => r.arrayBuffer()));

    // The raw read: the same rows in creation order, straight from the database, no session, no JSON.
    const rawRead = () =>
      database.db
        .select(LIST_COLUMNS)
        .from(employees)
        .where(eq(employees.companyId, companyId))
        .orderBy(employees.createdAt, employees.id);
    await measureLoop('warm-up', rawRead, { seconds: options.warmUpSeconds, concurrency: 1 });
    await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
    const raw = await measureLoop(`raw SQL read of ${EMPLOYEE_COUNT + 1} rows`, rawRead, {
      seconds: options.seconds,
      concurrency: 1,
    });
    const http = await measureHttp(`GET /api/employees (${EMPLOYEE_COUNT + 1})`, url, {
      seconds: options.seconds,
      connections: 1,
      headers,
    });
    return { http, raw, responseBytes, statements };
  }
}
