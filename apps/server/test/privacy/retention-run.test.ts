import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config/config';
import {
  agreementFiles,
  agreements,
  auditLog,
  companies,
  employeeDocuments,
  employees,
  holidayLedger,
  holidayRequests,
  timeEntries,
  users,
} from '../../src/db/schema/index';
import { runRetention } from '../../src/features/privacy/retention/run-retention';
import { createStorage } from '../../src/integrations/storage/index';
import type { Storage } from '../../src/integrations/storage/storage';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
let config: AppConfig;
let storage: Storage;
let ownerCookie: string;
let companyA: string;
let companyB: string;
/** Left 2026-01-31: due on 2031-02-01 with company A's 60 months. */
let leaver: typeof employees.$inferSelect;
let leaverUserId: string;
/** Left 2026-02-01: exactly five years on 2031-02-01, so not yet. */
let borderline: typeof employees.$inferSelect;
/** Still employed: no end date. */
let current: typeof employees.$inferSelect;
/** Company B's leaver, same end date; B keeps personal data 120 months. */
let stranger: typeof employees.$inferSelect;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PERSONAL = {
  phone: '11223344',
  privateEmail: 'privat@example.dk',
  privatePhone: '55667788',
  address: 'Skovvej 3',
  zipcode: '8000',
  city: 'Aarhus C',
  dateOfBirth: '1980-05-17',
  note: 'Fri note om personen',
  emergencyContactName: 'Mor',
  emergencyContactPhone: '99887766',
  salaryOre: 3_500_000,
  bankAccount: '1234 5678901',
  salaryNote: 'Løntillæg',
  startDate: '2020-01-01',
};

const deps = () => ({
  db: app.database.db,
  storage,
  now: () => new Date(),
  log: { warn: () => undefined, error: () => undefined },
});
/** 10:00 UTC on a date: that Danish date whatever the season. */
const on = (date: string) => new Date(`${date}T10:00:00Z`);

async function agreementAbout(companyId: string, employee: { id: string }, marker: string) {
  const [row] = await app.database.db
    .insert(agreements)
    .values({
      companyId,
      title: `Samtale ${marker}`,
      startsAt: new Date('2025-06-01T09:00:00Z'),
      agreementType: 'meeting',
      regardingId: employee.id,
      regardingName: marker,
      summary: `Referat ${marker}`,
      notes: `Noter ${marker}`,
    })
    .returning();
  const key = `${companyId}/agreements/${row!.id}/${marker}.pdf`;
  await storage.put(key, PDF, 'application/pdf');
  await app.database.db.insert(agreementFiles).values({
    companyId,
    agreementId: row!.id,
    name: `Bilag ${marker}`,
    extension: 'pdf',
    contentType: 'application/pdf',
    sizeBytes: PDF.length,
    storageKey: key,
  });
  return { id: row!.id, key };
}

async function leaverWithEverything(companyId: string, firstName: string, endDate: string | null) {
  const { employee, account } = await createEmployee(app, companyId, {
    firstName,
    lastName: 'Hansen',
    login: {},
    fields: { ...PERSONAL, endDate, cprEncrypted: 'v1:test:not-a-real-cipher', cprKeyId: 'test' },
  });
  const photoKey = `${companyId}/users/${employee.id}/profilePhoto/foto.png`;
  await storage.put(photoKey, PDF, 'image/png');
  await app.database.db
    .update(employees)
    .set({ profilePhotoKey: photoKey })
    .where(eq(employees.id, employee.id));
  const db = app.database.db;
  await db.insert(timeEntries).values([
    { companyId, employeeId: employee.id, date: '2025-01-15', type: 'work', hours: 8, note: 'Gammel note' },
    { companyId, employeeId: employee.id, date: '2026-01-20', type: 'work', hours: 7.5, note: 'Sent hjem' },
  ]);
  await db.insert(holidayLedger).values({
    companyId,
    employeeId: employee.id,
    bucket: 'holiday',
    kind: 'opening',
    year: 2025,
    days: 12.5,
    note: 'Overført fra tidligere job',
  });
  await db.insert(holidayRequests).values({
    companyId,
    employeeId: employee.id,
    bucket: 'holiday',
    fromDate: '2025-07-07',
    toDate: '2025-07-11',
    days: 5,
    note: 'Sommerferie med familien',
  });
  const [row] = await db.select().from(employees).where(eq(employees.id, employee.id));
  return { row: row!, userId: account!.id };
}

async function uploadDocument(employeeId: string) {
  const body = multipartBody([
    { name: 'file', filename: 'Kontrakt.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/documents`,
    headers: { ...body.headers, cookie: ownerCookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

async function reload(id: string) {
  const [row] = await app.database.db.select().from(employees).where(eq(employees.id, id));
  return row!;
}

async function auditRows(companyId: string, action: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
}

let leaverAgreement: { id: string; key: string };
let borderlineAgreement: { id: string; key: string };
let currentAgreement: { id: string; key: string };
let strangerAgreement: { id: string; key: string };

beforeAll(async () => {
  config = testConfig();
  ({ app } = await buildTestApp({ config }));
  storage = createStorage(config);
  const a = await createCompanyWithOwner(app);
  companyA = a.companyId;
  await setPlan(app.database.db, companyA, 'premiumplus');
  ownerCookie = await loginAs(app, a.owner);
  const b = await createCompanyWithOwner(app);
  companyB = b.companyId;
  await setPlan(app.database.db, companyB, 'premiumplus');
  await app.database.db
    .update(companies)
    .set({ retentionAgreementTextsMonths: 36, retentionTimeRegistrationMonths: 72 })
    .where(eq(companies.id, companyA));
  await app.database.db
    .update(companies)
    .set({ retentionPersonalDataMonths: 120, retentionAgreementTextsMonths: 120 })
    .where(eq(companies.id, companyB));

  ({ row: leaver, userId: leaverUserId } = await leaverWithEverything(companyA, 'Lene', '2026-01-31'));
  ({ row: borderline } = await leaverWithEverything(companyA, 'Bent', '2026-02-01'));
  ({ row: current } = await leaverWithEverything(companyA, 'Carla', null));
  ({ row: stranger } = await leaverWithEverything(companyB, 'Frede', '2026-01-31'));
  await uploadDocument(leaver.id);
  await uploadDocument(current.id);
  leaverAgreement = await agreementAbout(companyA, leaver, 'Lene Hansen');
  borderlineAgreement = await agreementAbout(companyA, borderline, 'Bent Hansen');
  currentAgreement = await agreementAbout(companyA, current, 'Carla Hansen');
  strangerAgreement = await agreementAbout(companyB, stranger, 'Frede Hansen');
});

describe(`the retention run (issue 33, decision 050, ${testDatabaseKind})`, () => {
  it('on 2031-01-31 clears only the agreements due after 36 months, and anonymises nobody yet', async () => {
    const report = await runRetention(deps(), on('2031-01-31'));
    expect(report).toMatchObject({
      at: '2031-01-31',
      anonymised: 0,
      agreementTextsCleared: 2,
      failedCompanies: 0,
    });

    for (const agreement of [leaverAgreement, borderlineAgreement]) {
      const [row] = await app.database.db.select().from(agreements).where(eq(agreements.id, agreement.id));
      expect(row).toMatchObject({ summary: '', notes: '' });
      expect(row!.title).toMatch(/^Samtale /);
      expect(await storage.get(agreement.key)).toBeNull();
    }
    for (const agreement of [currentAgreement, strangerAgreement]) {
      const [row] = await app.database.db.select().from(agreements).where(eq(agreements.id, agreement.id));
      expect(row!.summary).toMatch(/^Referat /);
      expect(await storage.get(agreement.key)).not.toBeNull();
    }
    expect((await reload(leaver.id)).firstName).toBe('Lene');
    const cleared = await auditRows(companyA, 'employee.agreement-texts-cleared');
    expect(cleared.map((row) => row.entityId).sort()).toEqual([leaver.id, borderline.id].sort());
    expect(cleared[0]!.details).toMatchObject({ counts: { agreementTexts: 1, agreementFiles: 1 } });
  });

  it('on 2031-02-01 anonymises exactly the leaver whose five years are over, keeping the figures', async () => {
    const report = await runRetention(deps(), on('2031-02-01'));
    expect(report).toMatchObject({
      at: '2031-02-01',
      anonymised: 1,
      agreementTextsCleared: 0,
      failedCompanies: 0,
    });
    // 72 months after the month: January 2025 goes, January 2026 stays.
    expect(report.timeRegistrationsDeleted).toBe(1);

    const row = await reload(leaver.id);
    expect(row).toMatchObject({
      firstName: 'Tidligere medarbejder',
      lastName: '1',
      anonymisedNumber: 1,
      userId: null,
      phone: '',
      privateEmail: '',
      privatePhone: '',
      address: '',
      zipcode: '',
      city: '',
      cprEncrypted: null,
      cprKeyId: null,
      dateOfBirth: null,
      note: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      salaryOre: null,
      bankAccount: '',
      salaryNote: '',
      profilePhotoKey: null,
      jobPosition: '',
      employmentStatus: 'inactive',
      startDate: '2020-01-01',
      endDate: '2026-01-31',
    });
    expect(row.anonymisedAt).not.toBeNull();
    expect(row.email).toBe(`anonymiseret-${leaver.id}@kollega.invalid`);
    expect(await storage.get(leaver.profilePhotoKey!)).toBeNull();
    expect(
      await storage.keys(`${companyA}/users/${leaver.id}/`)[Symbol.asyncIterator]().next(),
    ).toMatchObject({
      done: true,
    });
    const documents = await app.database.db
      .select()
      .from(employeeDocuments)
      .where(eq(employeeDocuments.employeeId, leaver.id));
    expect(documents).toEqual([]);
    expect(await app.database.db.select().from(users).where(eq(users.id, leaverUserId))).toEqual([]);

    const entries = await app.database.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.employeeId, leaver.id));
    expect(entries.map((entry) => [entry.date, entry.hours, entry.note])).toEqual([['2026-01-20', 7.5, '']]);
    const [ledger] = await app.database.db
      .select()
      .from(holidayLedger)
      .where(eq(holidayLedger.employeeId, leaver.id));
    expect(ledger).toMatchObject({ days: 12.5, note: '' });
    const [request] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.employeeId, leaver.id));
    expect(request).toMatchObject({ days: 5, note: '', fromDate: '2025-07-07' });
    const [agreement] = await app.database.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, leaverAgreement.id));
    expect(agreement!.regardingName).toBe('Tidligere medarbejder 1');

    const [audit] = await auditRows(companyA, 'employee.anonymise');
    expect(audit).toMatchObject({ entityId: leaver.id, actorUserId: null });
    expect(audit!.details).toMatchObject({
      reason: 'retention',
      name: 'Tidligere medarbejder 1',
      counts: { documents: 1, profilePhoto: 1, cpr: 1, login: 1, timeEntryNotes: 2, holidayRequestTexts: 1 },
    });
    const runs = await auditRows(companyA, 'privacy.retention-run');
    expect(runs.at(-1)!.details).toMatchObject({
      date: '2031-02-01',
      anonymised: 1,
      timeRegistrationsDeleted: 1,
    });
  });

  it('leaves the borderline leaver, the employee still employed and another company untouched', async () => {
    for (const [before, name] of [
      [borderline, 'Bent'],
      [current, 'Carla'],
      [stranger, 'Frede'],
    ] as const) {
      const row = await reload(before.id);
      expect(row).toMatchObject({
        firstName: name,
        phone: PERSONAL.phone,
        note: PERSONAL.note,
        anonymisedAt: null,
      });
      expect(row.cprEncrypted).not.toBeNull();
      expect(await storage.get(before.profilePhotoKey!)).not.toBeNull();
      const entries = await app.database.db
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.employeeId, before.id));
      expect(entries.map((entry) => entry.note).sort()).toEqual(['Gammel note', 'Sent hjem']);
    }
    expect(
      await app.database.db
        .select()
        .from(employeeDocuments)
        .where(eq(employeeDocuments.employeeId, current.id)),
    ).toHaveLength(1);
    expect(await auditRows(companyB, 'privacy.retention-run')).toEqual([]);
    expect(await auditRows(companyB, 'employee.anonymise')).toEqual([]);
  });

  it('does nothing more when run again for the same date', async () => {
    const runsBefore = (await auditRows(companyA, 'privacy.retention-run')).length;
    const report = await runRetention(deps(), on('2031-02-01'));
    expect(report).toMatchObject({ anonymised: 0, agreementTextsCleared: 0, timeRegistrationsDeleted: 0 });
    expect(await auditRows(companyA, 'privacy.retention-run')).toHaveLength(runsBefore);
  });

  it('numbers the next anonymised person on, and the lists show the new name without errors', async () => {
    const report = await runRetention(deps(), on('2031-02-02'));
    expect(report.anonymised).toBe(1);
    expect(await reload(borderline.id)).toMatchObject({ firstName: 'Tidligere medarbejder', lastName: '2' });

    const list = await call(app, 'GET', '/api/employees', { cookie: ownerCookie });
    expect(list.statusCode).toBe(200);
    const names = list
      .json()
      .employees.map((item: { firstName: string; lastName: string }) =>
        `${item.firstName} ${item.lastName}`.trim(),
      );
    expect(names).toEqual(expect.arrayContaining(['Tidligere medarbejder 1', 'Tidligere medarbejder 2']));
    const detail = await call(app, 'GET', `/api/employees/${leaver.id}`, { cookie: ownerCookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      firstName: 'Tidligere medarbejder',
      hasCpr: false,
      hasLogin: false,
    });
    const agreementList = await call(app, 'GET', '/api/agreements', { cookie: ownerCookie });
    expect(agreementList.statusCode).toBe(200);
    const history = await call(app, 'GET', `/api/employees/${leaver.id}/history`, { cookie: ownerCookie });
    expect(history.statusCode).toBe(200);
  });
});
