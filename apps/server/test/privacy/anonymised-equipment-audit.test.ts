import { addDays, danishToday } from '@kollega/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { recordAudit } from '../../src/db/audit';
import { auditLog } from '../../src/db/schema/index';
import type { HolderHandOver } from '../../src/features/equipment/public';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { exportPersonData } from '../helpers/person-data-export';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
const yesterday = addDays(danishToday(), -1);

beforeAll(async () => {
  ({ app } = await buildTestApp());
});

/** A company with a category and a variant, its owner signed in; `as` calls a route as the owner. */
async function equipmentCompany() {
  const company = await createCompanyWithOwner(app);
  await setPlan(app.database.db, company.companyId, 'premiumplus');
  const cookie = await loginAs(app, company.owner);
  const as = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(app, method, url, { cookie, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
  const [variant] = (
    await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'MacBook Air' })
  ).json().variants;
  const form = (assignedToId: string | null, serialNumber: string) => ({
    equipmentTypeId: type.id,
    equipmentVariantId: variant.id,
    assignedToId,
    serialNumber,
    startDate: '2025-01-01',
    endDate: '',
    notes: '',
  });
  const item = async (assignedToId: string, serialNumber: string): Promise<string> =>
    (await as('POST', '/api/equipment', form(assignedToId, serialNumber))).json().id;
  const assign = (id: string, assignedToId: string | null, serialNumber: string) =>
    as('PUT', `/api/equipment/${id}`, form(assignedToId, serialNumber));
  /** A row as the equipment feature wrote it before the holder's id was recorded beside the name. */
  const oldRow = (entityId: string, details: Record<string, unknown>) =>
    recordAudit(
      app.database.db,
      { companyId: company.companyId, userId: null, impersonatedBy: null, requestId: 'old-format' },
      {
        action: details.endedAssignment ? 'equipment.inactive' : 'equipment.update',
        entityType: 'equipment',
        entityId,
        details,
      },
    );
  const person = async (firstName: string, lastName: string, fields = {}) =>
    (await createEmployee(app, company.companyId, { firstName, lastName, fields })).employee;
  return { companyId: company.companyId, cookie, as, item, assign, oldRow, person };
}

async function rowsOf(entityIds: string[]) {
  return app.database.db
    .select({
      id: auditLog.id,
      entityId: auditLog.entityId,
      action: auditLog.action,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'equipment'), inArray(auditLog.entityId, entityIds)))
    .orderBy(asc(auditLog.id));
}

const returned = (from: string) => ({ changes: [{ field: 'assignedTo', from, to: '' }], assignedTo: null });

/**
 * A leaver whose items went through every kind of hand-over (with rows from before the ids), a namesake still
 * employed and a namesake in another company: the rows naming the leaver are all of the leaver's items' rows.
 */
async function leaverScenario() {
  const company = await equipmentCompany();
  const leaver = await company.person('Vibeke', 'Vestergaard', { endDate: yesterday });
  const colleague = await company.person('Ole', 'Olsen');
  // Still employed, with the leaver's name: the log shows who held their items, so their rows stay.
  const namesake = await company.person('Vibeke', 'Vestergaard');

  // Handed out, reassigned, back, returned through 'Afleveret'.
  const laptop = await company.item(leaver.id, 'L-1');
  await company.assign(laptop, colleague.id, 'L-1');
  await company.assign(laptop, leaver.id, 'L-1');
  const receipt = (await company.as('POST', `/api/equipment/${laptop}/receipts`)).json();
  await company.as('POST', `/api/equipment/${laptop}/receipts/${receipt.id}/returned`);
  // Handed out, then 'Marker som inaktiv' ends the assignment.
  const phone = await company.item(leaver.id, 'P-1');
  await company.as('PUT', `/api/equipment/${phone}/inactive`, { inactive: true });
  // Rows from before the ids: a return after a hand-over the log shows, and two the log does not (seed data).
  const screen = await company.item(leaver.id, 'S-1');
  await company.oldRow(screen, returned('Vibeke Vestergaard'));
  // Renamed while they held it: the log's own hand-over still says it was theirs.
  const tablet = await company.item(leaver.id, 'T-1');
  await company.oldRow(tablet, returned('Vibeke V. Hansen'));
  const seeded = crypto.randomUUID();
  await company.oldRow(seeded, returned('Vibeke Vestergaard'));
  await company.oldRow(seeded, { assignedTo: null, endedAssignment: 'Vibeke Vestergaard' });
  const leaversItems = [laptop, phone, screen, tablet, seeded];

  // The namesake's item, with old rows too: the log shows whose hand-overs they were (theirs, then Ole's).
  const namesakes = await company.item(namesake.id, 'N-1');
  await company.oldRow(namesakes, returned('Vibeke Vestergaard'));
  await company.assign(namesakes, colleague.id, 'N-1');
  await company.oldRow(namesakes, returned('Ole Olsen'));
  const other = await equipmentCompany();
  const stranger = await other.person('Vibeke', 'Vestergaard', { endDate: yesterday });
  const strangers = await other.item(stranger.id, 'X-1');
  await other.oldRow(strangers, returned('Vibeke Vestergaard'));
  return { company, leaver, colleague, laptop, phone, receipt, leaversItems, namesakes, strangers };
}

describe(`the equipment holder's name in the audit rows of an anonymised employee (decision 050, ${testDatabaseKind})`, () => {
  it('is replaced by the placeholder in every row that names them as a holder, and nowhere else', async () => {
    const { company, leaver, colleague, laptop, phone, receipt, leaversItems, namesakes, strangers } =
      await leaverScenario();
    const untouched = await rowsOf([namesakes, strangers]);
    expect(JSON.stringify(untouched)).toContain('Vibeke Vestergaard');

    const before = await rowsOf(leaversItems);
    expect(JSON.stringify(before)).toContain('Vestergaard');
    const response = await call(app, 'POST', `/api/privacy/retention/employees/${leaver.id}/anonymise`, {
      cookie: company.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const placeholder: string = response.json().name;

    const after = await rowsOf(leaversItems);
    expect(after.map((row) => [row.id, row.action])).toEqual(before.map((row) => [row.id, row.action]));
    const text = JSON.stringify(after);
    expect(text).not.toContain('Vibeke');
    expect(text).not.toContain('Vestergaard');
    // Only the holder's name changed: ids, the colleague and everything else are as they were.
    const unnamed = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll('Vibeke Vestergaard', placeholder)
          .replaceAll('Vibeke V. Hansen', placeholder),
      );
    expect(after).toEqual(unnamed(before));
    expect(text).toContain('Ole Olsen');
    expect(after.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        {
          changes: [
            {
              field: 'assignedTo',
              from: placeholder,
              to: 'Ole Olsen',
              fromId: leaver.id,
              toId: colleague.id,
            },
          ],
          assignedTo: { id: colleague.id, name: 'Ole Olsen' },
        },
        expect.objectContaining({
          changes: [{ field: 'assignedTo', from: placeholder, to: '', fromId: leaver.id }],
          assignedTo: null,
          endedByReceipt: receipt.id,
        }),
        { assignedTo: null, endedAssignment: placeholder, endedAssignmentId: leaver.id },
        { assignedTo: null, endedAssignment: placeholder },
        returned(placeholder),
      ]),
    );
    // Every row naming them: the laptop's four, two each of the phone, screen, tablet and seeded item (the
    // receipts' rows name the employee by id only); no row about the employee record itself was written here.
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
    expect(changed.length).toBe(12);
    expect(response.json().counts.auditRows).toBe(changed.length);
    expect(await rowsOf([namesakes, strangers])).toEqual(untouched);

    // The item's page and the Aktivitetslog (and its CSV) show the placeholder where the name was.
    const page = (await company.as('GET', `/api/equipment/${laptop}`)).json();
    expect(page.assignments.map((period: { name: string }) => period.name)).toEqual([
      placeholder,
      'Ole Olsen',
      placeholder,
    ]);
    expect(page.changes.map((change: { text: string }) => change.text)).toEqual(
      expect.arrayContaining([
        `Tildelt: ${placeholder} → Ole Olsen`,
        `Tildelt: Ole Olsen → ${placeholder}`,
        `Tildelt: ${placeholder} → Ikke tildelt`,
      ]),
    );
    const phonePage = (await company.as('GET', `/api/equipment/${phone}`)).json();
    expect(phonePage.changes.map((change: { text: string }) => change.text)).toContain(
      `Markeret som inaktiv. Tildeling til ${placeholder} afsluttet`,
    );
    const log = (await company.as('GET', '/api/company/activity-log?area=equipment')).json();
    const ofLeaversItems = log.rows.filter((row: { entityId: string }) =>
      leaversItems.includes(row.entityId),
    );
    expect(ofLeaversItems.length).toBe(after.length);
    expect(JSON.stringify(ofLeaversItems)).not.toContain('Vestergaard');
    expect(JSON.stringify(ofLeaversItems)).toContain(`assignedTo","from":"${placeholder}`);
    const csv = (await company.as('GET', '/api/company/activity-log.csv?area=equipment')).body;
    const csvLines = csv.split('\r\n').filter((line) => leaversItems.some((id) => line.includes(id)));
    expect(csvLines.length).toBe(after.length);
    expect(csvLines.join('\n')).not.toContain('Vestergaard');
    expect(csvLines.join('\n')).toContain(`assignedTo: ${placeholder} → Ole Olsen`);
  });

  it('are the rows the person-data export lists as their hand-overs, before anonymising', async () => {
    const { company, leaver, laptop, phone, leaversItems, namesakes, strangers } = await leaverScenario();
    const data = await exportPersonData(app, company.cookie, leaver.id);
    const { handOvers } = data.equipment as { handOvers: HolderHandOver[] };
    const event = (handOver: HolderHandOver) =>
      handOver.assigned
        ? handOver.unassigned
          ? 'both'
          : 'assigned'
        : handOver.unassigned
          ? 'unassigned'
          : '-';
    // Each item's rows in the log's order: handed to them, taken from them (to Ole, by 'Afleveret', by 'Marker
    // som inaktiv', by a row from before the ids).
    expect(handOvers.filter((row) => row.equipmentId === laptop).map(event)).toEqual([
      'assigned',
      'unassigned',
      'assigned',
      'unassigned',
    ]);
    expect(handOvers.filter((row) => row.equipmentId === phone).map(event)).toEqual([
      'assigned',
      'unassigned',
    ]);
    expect(handOvers[0]).toMatchObject({
      equipmentId: laptop,
      action: 'equipment.create',
      from: '2025-01-01',
    });
    // Never the other holder, the namesake's or the other company's items.
    const text = JSON.stringify(data.equipment);
    expect(text).not.toContain('Ole');
    for (const id of [namesakes, strangers]) expect(text).not.toContain(id);

    // Exactly the rows anonymising then scrubs, in the same order.
    const before = await rowsOf(leaversItems);
    const response = await call(app, 'POST', `/api/privacy/retention/employees/${leaver.id}/anonymise`, {
      cookie: company.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await rowsOf(leaversItems);
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
    expect(handOvers.map((row) => [row.equipmentId, row.action])).toEqual(
      changed.map((row) => [row.entityId, row.action]),
    );
    expect(handOvers).toHaveLength(12);
  });

  it('records the holder’s id beside the name, on both sides of a change', async () => {
    const company = await equipmentCompany();
    const anne = await company.person('Anne', 'Hansen');
    const bo = await company.person('Bo', 'Berg');
    const item = await company.item(anne.id, 'A-1');
    await company.assign(item, bo.id, 'A-1');
    await company.as('PUT', `/api/equipment/${item}/inactive`, { inactive: true });
    const details = (await rowsOf([item])).map((row) => row.details);
    expect(details).toEqual([
      expect.objectContaining({ assignedTo: { id: anne.id, name: 'Anne Hansen', from: '2025-01-01' } }),
      {
        changes: [{ field: 'assignedTo', from: 'Anne Hansen', to: 'Bo Berg', fromId: anne.id, toId: bo.id }],
        assignedTo: { id: bo.id, name: 'Bo Berg' },
      },
      { assignedTo: null, endedAssignment: 'Bo Berg', endedAssignmentId: bo.id },
    ]);
  });
});
