import { PERSON_DATA_CATEGORIES } from '@kollega/domain';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import {
  agreementAttendees,
  agreements,
  auditLog,
  checklistGroups,
  checklists,
  checklistTasks,
  equipment,
  equipmentTypes,
  equipmentVariants,
  holidayRequests,
  sickReports,
  timeEntries,
} from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
let ownerCookie: string;
let personCookie: string;
let company: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let person: { id: string };
let colleague: { id: string };
let stranger: { id: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One record of every category for `employeeId`, each carrying `marker` in a free text, and a document. */
async function seedEverything(companyId: string, employeeId: string, userId: string | null, marker: string) {
  const db = app.database.db;
  const [type] = await db
    .insert(equipmentTypes)
    .values({ companyId, name: `Type ${marker}`, icon: 'laptop' })
    .returning();
  const [variant] = await db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: type!.id, name: `Variant ${marker}` })
    .returning();
  await db.insert(equipment).values({
    companyId,
    equipmentTypeId: type!.id,
    equipmentVariantId: variant!.id,
    assignedToId: employeeId,
    serialNumber: `SN-${marker}`,
    notes: `Udstyr ${marker}`,
  });
  const [subject] = await db
    .insert(agreements)
    .values({
      companyId,
      title: `Samtale ${marker}`,
      startsAt: new Date('2025-03-01T09:00:00Z'),
      agreementType: 'meeting',
      regardingId: employeeId,
      regardingName: `Navn ${marker}`,
      summary: `Referat ${marker}`,
    })
    .returning();
  await db.insert(agreementAttendees).values({
    companyId,
    agreementId: subject!.id,
    employeeId,
    employeeName: `Deltager ${marker}`,
  });
  const [checklist] = await db
    .insert(checklists)
    .values({ companyId, kind: 'onboarding', title: `Onboarding ${marker}`, regardingId: employeeId })
    .returning();
  const [group] = await db
    .insert(checklistGroups)
    .values({ companyId, checklistId: checklist!.id, title: 'Første dag', position: 'a0' })
    .returning();
  await db.insert(checklistTasks).values({
    companyId,
    checklistId: checklist!.id,
    groupId: group!.id,
    title: `Opgave ${marker}`,
    position: 'a0',
    assignedToId: employeeId,
  });
  await db
    .insert(timeEntries)
    .values({ companyId, employeeId, date: '2025-02-03', type: 'work', hours: 7.5, note: `Tid ${marker}` });
  await db.insert(holidayRequests).values({
    companyId,
    employeeId,
    bucket: 'ferie',
    fromDate: '2025-07-07',
    toDate: '2025-07-11',
    days: 5,
    note: `Ferie ${marker}`,
  });
  await db.insert(sickReports).values({ companyId, employeeId, firstDay: '2025-04-01' });
  if (userId) {
    await db.insert(auditLog).values({
      companyId,
      actorUserId: userId,
      action: 'timereg.entry.create',
      entityType: 'time_entry',
      entityId: `entry-${marker}`,
      details: { marker },
    });
  }
}

async function upload(cookie: string, employeeId: string, fileName: string) {
  const body = multipartBody([
    { name: 'file', filename: fileName, contentType: 'application/pdf', data: PDF },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/documents`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  company = await createCompanyWithOwner(app);
  await setPlan(app.database.db, company.companyId, 'premiumplus');
  ownerCookie = await loginAs(app, company.owner);
  const created = await createEmployee(app, company.companyId, {
    firstName: 'Pernille',
    lastName: 'Persondata',
    login: {},
    fields: { privateEmail: 'pernille@privat.dk', startDate: '2024-01-01', mobileAppAccess: true },
  });
  person = created.employee;
  personCookie = await loginAs(app, created.account!);
  colleague = (await createEmployee(app, company.companyId, { firstName: 'Kirsten', lastName: 'Kollega' }))
    .employee;
  const other = await createCompanyWithOwner(app);
  stranger = (await createEmployee(app, other.companyId, { firstName: 'Frede', lastName: 'Fremmed' }))
    .employee;
  await seedEverything(company.companyId, person.id, created.account!.id, 'PERSON');
  await seedEverything(company.companyId, colleague.id, null, 'KOLLEGA');
  await seedEverything(other.companyId, stranger.id, null, 'FREMMED');
  await upload(ownerCookie, person.id, 'Kontrakt Pernille.pdf');
  await upload(ownerCookie, colleague.id, 'Kontrakt Kirsten.pdf');
  handedOn = await handOnAPhone(person.id, colleague.id);
});

let handedOn: string;

/** A phone handed to `from` and then on to `to` through Udstyr's routes: two rows of the equipment log. */
async function handOnAPhone(from: string, to: string): Promise<string> {
  const send = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const response = await call(app, method, url, { cookie: ownerCookie, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const type = await send('POST', '/api/equipment/types', { name: 'Telefon', icon: '📱' });
  const [variant] = (await send('POST', `/api/equipment/types/${type.id}/variants`, { name: 'iPhone' }))
    .variants;
  const form = (assignedToId: string) => ({
    equipmentTypeId: type.id,
    equipmentVariantId: variant.id,
    assignedToId,
    serialNumber: 'IP-1',
    startDate: '2025-05-01',
    endDate: '',
    notes: '',
  });
  const { id } = await send('POST', '/api/equipment', form(from));
  await send('PUT', `/api/equipment/${id}`, form(to));
  return id;
}

async function untilDone(id: string) {
  let job: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      job = (await call(app, 'GET', `/api/exports/${id}`, { cookie: ownerCookie })).json();
      expect(['done', 'failed']).toContain(job.status);
    },
    { timeout: 30_000, interval: 50 },
  );
  return job;
}

describe(`'Eksportér persondata' (issue 33, ${testDatabaseKind})`, () => {
  it('makes a ZIP with every category of the person, their file and a PDF summary, and nothing of others', async () => {
    const started = await call(app, 'POST', '/api/exports/person-data', {
      cookie: ownerCookie,
      payload: { employeeId: person.id },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'person-data-zip', status: 'queued' });
    const job = await untilDone(started.json().id);
    expect(job).toMatchObject({ status: 'done', progress: 100 });
    expect(String(job.fileName)).toMatch(/^persondata-Pernille-Persondata-\d{4}-\d{2}-\d{2}\.zip$/);

    const file = await app.inject({
      method: 'GET',
      url: `/api/exports/${started.json().id}/file`,
      headers: { cookie: ownerCookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/zip');
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'filer/dokumenter/Kontrakt Pernille.pdf',
      'persondata.json',
      'sammendrag.pdf',
    ]);
    expect(strFromU8(zip['filer/dokumenter/Kontrakt Pernille.pdf']!)).toBe(PDF.toString());
    expect(strFromU8(zip['sammendrag.pdf']!.slice(0, 5))).toBe('%PDF-');

    const text = strFromU8(zip['persondata.json']!);
    const data = JSON.parse(text);
    for (const category of PERSON_DATA_CATEGORIES) expect(data).toHaveProperty(category);
    expect(data.employee).toMatchObject({
      id: person.id,
      firstName: 'Pernille',
      privateEmail: 'pernille@privat.dk',
    });
    expect(data.history.map((entry: { action: string }) => entry.action)).toContain(
      'employee.document.upload',
    );
    expect(data.documents).toHaveLength(1);
    expect(data.agreements).toEqual([
      expect.objectContaining({ title: 'Samtale PERSON', summary: 'Referat PERSON', role: 'subject' }),
    ]);
    expect(data.equipment.items).toEqual([
      expect.objectContaining({ serialNumber: 'SN-PERSON', type: 'Type PERSON' }),
    ]);
    // The phone they held and handed on: when, not to whom (the colleague's name is checked below).
    expect(data.equipment.handOvers).toEqual([
      expect.objectContaining({
        equipmentId: handedOn,
        action: 'equipment.create',
        assigned: true,
        unassigned: false,
        from: '2025-05-01',
      }),
      expect.objectContaining({
        equipmentId: handedOn,
        action: 'equipment.update',
        assigned: false,
        unassigned: true,
      }),
    ]);
    expect(data.checklists.about).toHaveLength(1);
    expect(data.checklists.assignedTasks).toEqual([expect.objectContaining({ title: 'Opgave PERSON' })]);
    expect(data.timeRegistrations.entries).toEqual([
      expect.objectContaining({ note: 'Tid PERSON', hours: 7.5 }),
    ]);
    expect(data.holiday.requests).toEqual([expect.objectContaining({ note: 'Ferie PERSON' })]);
    expect(data.sickness.periods).toEqual([expect.objectContaining({ firstDay: '2025-04-01' })]);
    expect(data.auditLog).toEqual([expect.objectContaining({ entityId: 'entry-PERSON' })]);
    // Nothing of the colleague or of the other company's person.
    for (const foreign of ['KOLLEGA', 'FREMMED', 'Kirsten', 'Frede', colleague.id, stranger.id]) {
      expect(text).not.toContain(foreign);
    }

    const audit = await call(app, 'GET', `/api/employees/${person.id}/history`, { cookie: ownerCookie });
    expect(audit.statusCode).toBe(200);
  });

  it('is audit-logged on the person', async () => {
    const rows = await app.database.db.select().from(auditLog);
    const exported = rows.filter((row) => row.action === 'employee.personal-data.export');
    expect(exported.length).toBeGreaterThanOrEqual(1);
    expect(exported[0]).toMatchObject({
      entityType: 'employee',
      entityId: person.id,
      companyId: company.companyId,
    });
  });

  it('refuses a missing id (400), an employee (403) and another company’s person (404)', async () => {
    const missing = await call(app, 'POST', '/api/exports/person-data', { cookie: ownerCookie, payload: {} });
    expect(missing.statusCode).toBe(400);
    const employee = await call(app, 'POST', '/api/exports/person-data', {
      cookie: personCookie,
      payload: { employeeId: person.id },
    });
    expect(employee.statusCode).toBe(403);
    for (const employeeId of [stranger.id, 'not-a-uuid']) {
      const foreign = await call(app, 'POST', '/api/exports/person-data', {
        cookie: ownerCookie,
        payload: { employeeId },
      });
      expect(foreign.statusCode).toBe(404);
    }
  });
});
