// The agreement list (issue 10: "fast with 2,000 agreements"): GET /api/agreements?status=open for a company with
// 2,000 agreements over HTTP (the page of 50 that /aftaler asks for, the counts of both tabs), against the raw SQL
// that reads the same page, in one run.
import type { App } from '@kollega/server/src/app';
import { agreements, employees } from '@kollega/server/src/db/schema/index';
import { agreementPage } from '@kollega/server/src/features/agreements/list-agreements';
import { demoAgreements, insertDemoAgreements } from '@kollega/server/src/testing/demo-agreements';
import { demoEmployees } from '@kollega/server/src/testing/demo-employees';
import { createCompanyWithOwner, loginAs } from '@kollega/server/src/testing/factories';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { explainInCompany, printPlan, settleStatistics } from './query-plans';
import { countQueries } from './timereg-overview';

export const AGREEMENT_COUNT = 2_000;
/** Issue 32: a page of 50 of 2,000 under 20 ms on both databases. */
export const AGREEMENT_GOAL_MS = 20;
/** The page /aftaler asks for (AGREEMENTS_PER_PAGE in the web app). */
const PAGE = 50;
const PEOPLE = 100;

export interface AgreementListFigures {
  http: Measurement;
  raw: Measurement;
  openCount: number;
  /** SQL statements (PGlite: queries and transactions) one request sends. */
  statements: number;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own database. */
export async function benchAgreementList(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<AgreementListFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  const people = demoEmployees(PEOPLE, { domain: `${companyId}.agreements.bench.dk` });
  const inserted = await db
    .insert(employees)
    .values(
      people.map((person) => ({
        companyId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
      })),
    )
    .returning({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName });
  const named = inserted.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
  await insertDemoAgreements(db, companyId, demoAgreements(named, { count: AGREEMENT_COUNT }));

  await settleStatistics(app.database);
  const cookie = await loginAs(app, owner);
  const url = `${origin}/api/agreements?status=open&limit=${PAGE}`;
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const probe = (await (await fetch(url, { headers: { cookie } })).json()) as {
    counts: { open: number; closed: number };
  };
  if (probe.counts.open + probe.counts.closed !== AGREEMENT_COUNT) {
    throw new Error(`expected ${AGREEMENT_COUNT} agreements, got ${JSON.stringify(probe.counts)}`);
  }

  const statements = await countQueries(app, () => fetch(url, { headers }).then((r) => r.arrayBuffer()));

  // The raw read: the endpoint's own query for the page of open agreements with their employee; no counts, no
  // session, no JSON.
  const open = and(eq(agreements.companyId, companyId), eq(agreements.isClosed, false));
  const page = () =>
    agreementPage(db, companyId, open, [asc(agreements.startsAt), asc(agreements.id)], {
      limit: PAGE,
      offset: 0,
    });
  const rawRead = () => page();
  printPlan("a page of open agreements (the endpoint's page)", await explainInCompany(db, companyId, page()));
  printPlan(
    "the tabs' counts",
    await explainInCompany(
      db,
      companyId,
      db
        .select({ isClosed: agreements.isClosed, count: sql<number>`count(*)::int` })
        .from(agreements)
        .where(eq(agreements.companyId, companyId))
        .groupBy(agreements.isClosed),
    ),
  );
  await measureLoop('warm-up', rawRead, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
  const raw = await measureLoop('raw SQL read of one page of open agreements', rawRead, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const http = await measureHttp(
    `GET /api/agreements?status=open&limit=${PAGE} (${AGREEMENT_COUNT} in all)`,
    url,
    {
      seconds: options.seconds,
      connections: 1,
      headers,
    },
  );
  return { http, raw, openCount: probe.counts.open, statements };
}
