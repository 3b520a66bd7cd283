// Time registration's Overblik (issue "Time registration engine"): 100 employees × 1 year of realistic
// registrations from the demo generator; the overview endpoint against a raw SQL aggregate of the same rows,
// the SQL queries one overview request makes (for 10 and for 100 employees), and the XLSX export.

import { addDays, danishToday } from '@kollega/domain';
import type { App } from '@kollega/server/src/app';
import { employees } from '@kollega/server/src/db/schema/index';
import { demoEmployees } from '@kollega/server/src/testing/demo-employees';
import { demoTimeEntries, insertDemoTimeEntries } from '@kollega/server/src/testing/demo-time-entries';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import { sql } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';

export const TIMEREG_EMPLOYEES = 100;

export interface OverviewFigures {
  entries: number;
  http: Measurement;
  raw: Measurement;
  export: Measurement;
  queriesFor10: number;
  queriesFor100: number;
}

/** Counts the statements sent to the database while `run` runs (PGlite's client or pg's pool). */
async function countQueries(app: App, run: () => Promise<unknown>): Promise<number> {
  const driver = app.database.driver;
  const target = (driver.kind === 'pglite' ? driver.client : driver.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  let count = 0;
  target.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return count;
}

export async function benchTimeregOverview(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<OverviewFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(db, companyId, 'premiumplus');
  const people = demoEmployees(TIMEREG_EMPLOYEES, { domain: `${companyId}.timereg.bench.dk` });
  const inserted = await db
    .insert(employees)
    .values(
      people.map((person) => ({
        companyId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        ...person.fields,
        employmentStatus: 'active',
        endDate: null,
        startDate: '2024-01-01',
        mobileAppAccess: true,
        timeRegistrationExempt: false,
      })),
    )
    .returning({ id: employees.id });
  const today = danishToday();
  const to = addDays(today, -1);
  const from = addDays(today, -365);
  let entries = 0;
  for (const [index, row] of inserted.entries()) {
    const generated = demoTimeEntries({
      from,
      to,
      seed: index,
      profile: index % 25 === 0 ? 'overworked' : 'normal',
    });
    entries += generated.length;
    await insertDemoTimeEntries(
      db,
      { companyId, employeeId: row.id, authorUserId: null, authorName: 'Bench' },
      generated,
    );
  }
  const cookie = await loginAs(app, owner);
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const url = `${origin}/api/timereg/overview?from=${from}&to=${to}`;
  const exportUrl = `${origin}/api/timereg/overview/export.xlsx?from=${from}&to=${to}`;
  const probe = (await (await fetch(url, { headers: { cookie } })).json()) as { employees: unknown[] };
  if (probe.employees.length !== TIMEREG_EMPLOYEES) {
    throw new Error(`expected ${TIMEREG_EMPLOYEES} employees in the overview, got ${probe.employees.length}`);
  }

  const ten = inserted
    .slice(0, 10)
    .map((row) => row.id)
    .join(',');
  const queriesFor10 = await countQueries(app, () =>
    fetch(`${url}&employeeIds=${ten}`, { headers: { cookie } }).then((response) => response.arrayBuffer()),
  );
  const queriesFor100 = await countQueries(app, () =>
    fetch(url, { headers: { cookie } }).then((response) => response.arrayBuffer()),
  );

  // The raw aggregate: the same rows summed per employee and type in SQL, no rules, no HTTP.
  const rawAggregate = () =>
    db.execute(
      sql`select employee_id, type, count(*), sum(hours) from time_entries
          where company_id = ${companyId} and date between ${from} and ${to}
          group by employee_id, type`,
    );
  await measureLoop('warm-up', rawAggregate, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
  const raw = await measureLoop(`raw SQL aggregate (${entries} rows)`, rawAggregate, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const http = await measureHttp(`GET /api/timereg/overview (${TIMEREG_EMPLOYEES} × 1 year)`, url, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  const exported = await measureHttp('GET …/overview/export.xlsx', exportUrl, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  return { entries, http, raw, export: exported, queriesFor10, queriesFor100 };
}
