// The fixed cost of one authenticated request (issue 32, decision 060): every statement a simple GET sends to the
// database, listed, and the time of a request whose own work is one small read against that read alone.
import type { App } from '@kollega/server/src/app';
import { employees } from '@kollega/server/src/db/schema/index';
import { LIST_COLUMNS } from '@kollega/server/src/features/employees/employee-record';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import { traceStatements } from '@kollega/server/src/testing/statement-trace';
import { eq } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';

export interface RequestCostFigures {
  /** Every statement (and transaction control) one GET /api/employees of one employee sends, in order. */
  statements: string[];
  http: Measurement;
  raw: Measurement;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own company. */
export async function benchRequestCosts(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<RequestCostFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(db, companyId, 'premiumplus');
  const cookie = await loginAs(app, owner);
  const url = `${origin}/api/employees`;
  const headers = { cookie };
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`GET /api/employees answered ${probe.status}`);
  // The second request: the first one warms caches (and on PostgreSQL the connection's tenant).
  await (await fetch(url, { headers })).arrayBuffer();
  const statements = await traceStatements(app, () =>
    fetch(url, { headers }).then((response) => response.arrayBuffer()),
  );
  const rawRead = () =>
    db.select(LIST_COLUMNS).from(employees).where(eq(employees.companyId, companyId)).limit(1000);
  await measureLoop('warm-up', rawRead, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
  const raw = await measureLoop('raw SQL read of the 1 employee', rawRead, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const http = await measureHttp('GET /api/employees (1 employee)', url, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  return { statements, http, raw };
}
