// The equipment list (issue 11: "fast with 5,000 items"): GET /api/equipment (the first page of 50 the web asks
// for, and the filtered status Udløbet) for a premium company with 5,000 items over HTTP, against the raw SQL that
// reads the same page with its joins, in one run.
import type { App } from '@kollega/server/src/app';
import { employees, equipment } from '@kollega/server/src/db/schema/index';
import { EQUIPMENT_ORDER } from '@kollega/server/src/features/equipment/assigned-equipment';
import { joinedEquipment } from '@kollega/server/src/features/equipment/equipment-record';
import { equipmentPage } from '@kollega/server/src/features/equipment/list-equipment';
import { demoEmployees } from '@kollega/server/src/testing/demo-employees';
import { demoEquipment, insertDemoEquipment } from '@kollega/server/src/testing/demo-equipment';
import { createCompanyWithOwner, loginAs, setPlan } from '@kollega/server/src/testing/factories';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Measurement, measureHttp, measureLoop } from './measure';
import { explainInCompany, printPlan, settleStatistics } from './query-plans';

export const EQUIPMENT_COUNT = 5_000;
const PEOPLE = 200;
const PAGE = 50;

export interface EquipmentListFigures {
  http: Measurement;
  filtered: Measurement;
  raw: Measurement;
  total: number;
}

/** Runs against an app already listening on 127.0.0.1 (`origin`), on its own database. */
export async function benchEquipmentList(
  app: App,
  origin: string,
  options: { seconds: number; warmUpSeconds: number },
): Promise<EquipmentListFigures> {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  await setPlan(db, companyId, 'premium');
  const people = demoEmployees(PEOPLE, { domain: `${companyId}.equipment.bench.dk` });
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
  await insertDemoEquipment(db, companyId, demoEquipment(named, { count: EQUIPMENT_COUNT }));

  await settleStatistics(app.database);
  const cookie = await loginAs(app, owner);
  const url = `${origin}/api/equipment?limit=${PAGE}`;
  const filteredUrl = `${origin}/api/equipment?limit=${PAGE}&status=expired`;
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const probe = (await (await fetch(url, { headers: { cookie } })).json()) as { total: number };
  if (probe.total !== EQUIPMENT_COUNT)
    throw new Error(`expected ${EQUIPMENT_COUNT} items, got ${probe.total}`);

  // The raw read: the endpoint's own query for the first page with its category, variant and employee; no count,
  // no session, no JSON.
  const firstPage = () =>
    equipmentPage(
      db,
      companyId,
      eq(equipment.companyId, companyId),
      { limit: PAGE, offset: 0 },
      { needsJoins: false },
    );
  const rawRead = () => firstPage();
  const pageIds = db
    .select({ id: equipment.id })
    .from(equipment)
    .where(eq(equipment.companyId, companyId))
    .orderBy(...EQUIPMENT_ORDER)
    .limit(PAGE);
  printPlan(
    "first page, its ids (the endpoint's first read)",
    await explainInCompany(db, companyId, pageIds),
  );
  const ids = (await pageIds).map((row) => row.id);
  printPlan(
    'first page, its rows with their joins (the second read)',
    await explainInCompany(
      db,
      companyId,
      joinedEquipment(db, companyId)
        .where(and(eq(equipment.companyId, companyId), inArray(equipment.id, ids)))
        .orderBy(...EQUIPMENT_ORDER),
    ),
  );
  printPlan(
    'total',
    await explainInCompany(
      db,
      companyId,
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(equipment)
        .where(eq(equipment.companyId, companyId)),
    ),
  );
  await measureLoop('warm-up', rawRead, { seconds: options.warmUpSeconds, concurrency: 1 });
  await measureHttp('warm-up', url, { seconds: options.warmUpSeconds, connections: 1, headers });
  const raw = await measureLoop('raw SQL read of the first page of items', rawRead, {
    seconds: options.seconds,
    concurrency: 1,
  });
  const http = await measureHttp(`GET /api/equipment?limit=${PAGE} (${EQUIPMENT_COUNT} in all)`, url, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  const filtered = await measureHttp('GET /api/equipment?status=expired', filteredUrl, {
    seconds: options.seconds,
    connections: 1,
    headers,
  });
  return { http, filtered, raw, total: probe.total };
}
