import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { exportJobs } from '../../src/db/schema/index';
import { withCompany } from '../../src/db/tenant-scope';
import { exportMakers } from '../../src/features/exports/export-makers';
import { removeExpiredExports } from '../../src/features/exports/remove-expired-exports';
import { createFieldCipherFromConfig } from '../../src/integrations/crypto/index';
import { createStorage } from '../../src/integrations/storage/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

const RANGE = { from: '2025-01-01', to: '2025-12-31' };

let app: App;
let config: ReturnType<typeof testConfig>;
let company: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let ownerCookie: string;
let colleagueCookie: string;
let employeeCookie: string;

let strangerCookie: string;

beforeAll(async () => {
  config = testConfig();
  ({ app } = await buildTestApp({ config }));
  company = await createCompanyWithOwner(app);
  await setPlan(app.database.db, company.companyId, 'premiumplus');
  ownerCookie = await loginAs(app, company.owner);
  const colleague = await createEmployee(app, company.companyId, { role: 'admin', login: {} });
  colleagueCookie = await loginAs(app, colleague.account!);
  const employee = await createEmployee(app, company.companyId, {
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });

  employeeCookie = await loginAs(app, employee.account!);
  const stranger = await createCompanyWithOwner(app);
  strangerCookie = await loginAs(app, stranger.owner);
});

async function untilFinished(id: string, cookie: string) {
  let job: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      const response = await call(app, 'GET', `/api/exports/${id}`, { cookie });
      expect(response.statusCode).toBe(200);
      job = response.json();
      expect(['done', 'failed']).toContain(job.status);
    },
    { timeout: 20_000, interval: 50 },
  );
  return job;
}

describe('background exports (issue 25)', () => {
  it("makes Overblik's XLSX in the background: 202 at once, then done with progress 100, then the file", async () => {
    const started = await call(app, 'POST', '/api/exports/overview', { cookie: ownerCookie, payload: RANGE });
    expect(started.statusCode).toBe(202);
    const job = started.json();
    expect(job).toMatchObject({
      kind: 'overview-xlsx',
      status: 'queued',
      progress: 0,
      fileName: null,
      message: null,
    });

    const finished = await untilFinished(job.id, ownerCookie);
    expect(finished).toMatchObject({
      status: 'done',
      progress: 100,
      fileName: 'tidsregistrering-2025-01-01-2025-12-31.xlsx',
      message: null,
    });
    const file = await app.inject({
      method: 'GET',
      url: `/api/exports/${job.id}/file`,
      headers: { cookie: ownerCookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="tidsregistrering-2025-01-01-2025-12-31.xlsx"; ' +
        "filename*=UTF-8''tidsregistrering-2025-01-01-2025-12-31.xlsx",
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    // Streamed from the storage (issue 28): the bytes sent are the stored file's, byte for byte.
    const [row] = await withCompany(company.companyId, () =>
      app.database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id)),
    );
    const stored = await createStorage(config).get(row!.fileKey!);
    expect(stored?.data.length).toBeGreaterThan(0);
    expect(file.rawPayload.equals(stored!.data)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThanOrEqual(1);
  });

  it("makes an employee's own PDF in the background", async () => {
    const started = await call(app, 'POST', '/api/exports/my-registrations', {
      cookie: employeeCookie,
      payload: RANGE,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'my-pdf', status: 'queued' });
    const finished = await untilFinished(started.json().id, employeeCookie);
    expect(finished).toMatchObject({
      status: 'done',
      fileName: 'mine-registreringer-2025-01-01-2025-12-31.pdf',
    });
    const file = await app.inject({
      method: 'GET',
      url: `/api/exports/${started.json().id}/file`,
      headers: { cookie: employeeCookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows a job only to whoever started it: another company's and a colleague's answer 404", async () => {
    const started = await call(app, 'POST', '/api/exports/overview', { cookie: ownerCookie, payload: RANGE });
    const id = started.json().id;
    await untilFinished(id, ownerCookie);
    for (const cookie of [strangerCookie, colleagueCookie, employeeCookie]) {
      for (const url of [`/api/exports/${id}`, `/api/exports/${id}/file`]) {
        const response = await call(app, 'GET', url, { cookie });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toEqual({
          code: 'NOT_FOUND',
          message: 'Siden eller data blev ikke fundet.',
        });
      }
    }
    expect((await call(app, 'GET', '/api/exports/ikke-et-id', { cookie: ownerCookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/exports/${id}`)).statusCode).toBe(401);
  });

  it("refuses Overblik's export to an employee (403) and a bad range with its Danish message", async () => {
    const refused = await call(app, 'POST', '/api/exports/overview', {
      cookie: employeeCookie,
      payload: RANGE,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const backwards = await call(app, 'POST', '/api/exports/overview', {
      cookie: ownerCookie,
      payload: { from: '2025-12-31', to: '2025-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(backwards.json().error.details)).toContain(
      'Slutdatoen kan ikke være før startdatoen',
    );
    const missing = await call(app, 'POST', '/api/exports/my-registrations', {
      cookie: employeeCookie,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 409 for the file while the job is still being made', async () => {
    const [row] = await withCompany(company.companyId, () =>
      app.database.db
        .insert(exportJobs)
        .values({
          companyId: company.companyId,
          userId: company.owner.id,
          employeeId: company.owner.employeeId,
          kind: 'overview-xlsx',
          params: RANGE,
          status: 'running',
          progress: 40,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning(),
    );
    const status = await call(app, 'GET', `/api/exports/${row!.id}`, { cookie: ownerCookie });
    expect(status.json()).toMatchObject({ status: 'running', progress: 40, fileName: null });
    const early = await call(app, 'GET', `/api/exports/${row!.id}/file`, { cookie: ownerCookie });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'EXPORT_NOT_READY',
      message: 'Eksporten er ikke klar endnu.',
    });
  });

  it('lets one user have two unfinished exports and one company four; beyond that 429 with Retry-After', async () => {
    const own = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, own.owner);
    const second = await createEmployee(app, own.companyId, { role: 'admin', login: {} });
    const secondCookie = await loginAs(app, second.account!);
    const third = await createEmployee(app, own.companyId, { role: 'admin', login: {} });
    const thirdCookie = await loginAs(app, third.account!);
    // Unfinished jobs as a flood leaves them (written directly, so none finishes during the test).
    const unfinished = (userId: string, employee: string) => ({
      companyId: own.companyId,
      userId,
      employeeId: employee,
      kind: 'overview-xlsx',
      params: RANGE,
      status: 'queued',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await withCompany(own.companyId, () =>
      app.database.db
        .insert(exportJobs)
        .values([
          unfinished(own.owner.id, own.owner.employeeId),
          unfinished(own.owner.id, own.owner.employeeId),
          unfinished(second.account!.id, second.employee.id),
          unfinished(second.account!.id, second.employee.id),
        ]),
    );
    const mine = await call(app, 'POST', '/api/exports/overview', { cookie, payload: RANGE });
    expect(mine.statusCode).toBe(429);
    expect(mine.headers['retry-after']).toBe('5');
    expect(mine.json().error).toEqual({
      code: 'TOO_MANY_EXPORTS',
      message: 'Du har allerede to eksporter i gang. Vent, til en af dem er færdig.',
    });
    const companys = await call(app, 'POST', '/api/exports/overview', {
      cookie: thirdCookie,
      payload: RANGE,
    });
    expect(companys.statusCode).toBe(429);
    expect(companys.json().error).toEqual({
      code: 'TOO_MANY_COMPANY_EXPORTS',
      message: 'Din virksomhed har allerede fire eksporter i gang. Vent, til en af dem er færdig.',
    });
    expect(
      (await call(app, 'POST', '/api/exports/overview', { cookie: secondCookie, payload: RANGE })).statusCode,
    ).toBe(429);
    // Another company is not held back by this one's jobs.
    expect(
      (await call(app, 'POST', '/api/exports/my-registrations', { cookie: strangerCookie, payload: RANGE }))
        .statusCode,
    ).toBe(202);
  });

  it('removes a finished export, file and all, after its 24 hours', async () => {
    const started = await call(app, 'POST', '/api/exports/my-registrations', {
      cookie: employeeCookie,
      payload: RANGE,
    });
    const id = started.json().id;
    await untilFinished(id, employeeCookie);
    const [row] = await withCompany(company.companyId, () => app.database.db.select().from(exportJobs));
    expect(row).toBeDefined();
    const storage = createStorage(config);
    const deps = {
      db: app.database.db,
      storage,
      now: () => new Date(Date.now() + 25 * 3_600_000),
      makers: exportMakers({
        db: app.database.db,
        storage,
        cipher: createFieldCipherFromConfig(config),
        now: () => new Date(),
        seller: config.billing.seller,
      }),
    };
    expect(await removeExpiredExports(deps)).toBeGreaterThanOrEqual(1);
    expect((await call(app, 'GET', `/api/exports/${id}`, { cookie: employeeCookie })).statusCode).toBe(404);
    const keys: string[] = [];
    for await (const key of storage.keys(`${company.companyId}/exports/${id}/`)) keys.push(key);
    expect(keys).toEqual([]);
  });
});

describe.skipIf(testDatabaseKind !== 'postgresql')('background exports through pg-boss (PostgreSQL)', () => {
  it('runs a job started on one server through the shared queue', async () => {
    const { app: queued } = await buildTestApp({
      exportJobs: { runner: 'pg-boss', pollingIntervalSeconds: 0.5 },
    });
    const own = await createCompanyWithOwner(queued);
    const cookie = await loginAs(queued, own.owner);
    const started = await call(queued, 'POST', '/api/exports/my-registrations', { cookie, payload: RANGE });
    expect(started.statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const status = await call(queued, 'GET', `/api/exports/${started.json().id}`, { cookie });
        expect(status.json()).toMatchObject({ status: 'done', progress: 100 });
      },
      { timeout: 30_000, interval: 200 },
    );
  });
});
