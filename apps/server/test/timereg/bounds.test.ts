import { DATE_MESSAGES, EXPORT_MESSAGES, MAX_EMPLOYEE_IDS, TIMEREG_QUERY_MESSAGES } from '@kollega/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** The request that once ran 12 s, answered 41 MB and held /api/health for 11 s. */
const TO_THE_END_OF_TIME = 'from=2026-11-01&to=9999-12-31';

describe('time registration reads are bounded', () => {
  it('refuses an Overblik or export longer than five years, or before 2024, with a Danish 400', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    for (const path of ['/api/timereg/overview', '/api/timereg/overview/export.xlsx']) {
      // 9999 is past the years any date in Kollega may have (calendarDateSchema).
      const endless = await call(app, 'GET', `${path}?${TO_THE_END_OF_TIME}`, { cookie });
      expect(endless.statusCode).toBe(400);
      expect(endless.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: DATE_MESSAGES.outOfRange,
      });
      const sixYears = await call(app, 'GET', `${path}?from=2024-01-01&to=2029-12-31`, { cookie });
      expect(sixYears.statusCode).toBe(400);
      expect(sixYears.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: TIMEREG_QUERY_MESSAGES.overviewTooLong,
      });
      const early = await call(app, 'GET', `${path}?from=2023-12-01&to=2024-01-31`, { cookie });
      expect(early.statusCode).toBe(400);
      expect(early.json().error.message).toBe(TIMEREG_QUERY_MESSAGES.beforeFirstDate);
    }
    const fiveYears = await call(app, 'GET', '/api/timereg/overview?from=2024-01-01&to=2028-12-31', {
      cookie,
    });
    expect(fiveYears.statusCode).toBe(200);
  });

  it('lists registrations for at most 92 days, for the admin and in the employee app', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const logs = await call(app, 'GET', '/api/timereg/logs?from=2025-01-01&to=2025-04-03', { cookie });
    expect(logs.statusCode).toBe(400);
    expect(logs.json().error.message).toBe(TIMEREG_QUERY_MESSAGES.logsTooLong);
    expect(
      (await call(app, 'GET', '/api/timereg/logs?from=2025-01-01&to=2025-04-02', { cookie })).statusCode,
    ).toBe(200);

    const { account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const employeeCookie = await loginAs(app, account!);
    const mine = await call(app, 'GET', '/api/me/timereg?from=2026-11-01&to=2027-11-01', {
      cookie: employeeCookie,
    });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().error.message).toBe(TIMEREG_QUERY_MESSAGES.logsTooLong);
  });

  it('refuses more employee ids than one request may name', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const ids = Array.from(
      { length: MAX_EMPLOYEE_IDS + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ).join(',');
    // More ids than fit in a URL's header limit: checked through inject, which has no such limit.
    const tooMany = await app.inject({
      method: 'GET',
      url: '/api/timereg/overview',
      query: { from: '2025-03-01', to: '2025-03-31', employeeIds: ids },
      headers: { cookie },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(TIMEREG_QUERY_MESSAGES.tooManyEmployees);
  });

  it("refuses Overblik's synchronous export over more than 3 months with a Danish 422 (decision 035)", async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    for (const range of ['from=2025-01-01&to=2025-04-01', 'from=2024-01-01&to=2028-12-31']) {
      const refused = await call(app, 'GET', `/api/timereg/overview/export.xlsx?${range}`, { cookie });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'OVERVIEW_EXPORT_TOO_LONG',
        message: EXPORT_MESSAGES.tooLongForDownload,
      });
    }
    // 3 months is still a download in the request.
    const served = await call(app, 'GET', '/api/timereg/overview/export.xlsx?from=2025-01-01&to=2025-03-31', {
      cookie,
    });
    expect(served.statusCode).toBe(200);
  });

  it('answers /api/health while a five-year export runs as a job', {
    timeout: 180_000,
  }, async () => {
    const { companyId, owner } = await createCompanyWithOwner(app, { name: 'Stor ApS' });
    await setPlan(app.database.db, companyId, 'premiumplus');
    // Four, not the forty of the synchronous export this once was: the job reads in bounded statements that give
    // way to the health checks, so its size only makes the test slower (decision 035).
    const people = 4;
    // Different start dates, so no two employees share their norm and each costs its own computation.
    await app.database.db.insert(employees).values(
      Array.from({ length: people }, (_, index) => ({
        companyId,
        firstName: `Medarbejder ${index}`,
        lastName: 'Test',
        email: `m${index}@${companyId}.test.dk`,
        employmentStatus: 'active',
        startDate: `2024-01-${String((index % 28) + 1).padStart(2, '0')}`,
        mobileAppAccess: true,
        timeRegistrationExempt: false,
      })),
    );
    // A working day for each of them on every weekday of the five years, in one statement.
    await app.database.db.execute(sql`
      insert into time_entries (company_id, employee_id, date, type, hours, start_time, end_time)
      select ${companyId}, e.id, d::date, 'work', 7.5, '08:00', '16:00'
      from employees e, generate_series('2024-01-01'::date, '2028-12-31'::date, interval '1 day') d
      where e.company_id = ${companyId} and extract(isodow from d) < 6`);
    const cookie = await loginAs(app, owner);

    // Five years is a background job only (decision 035).
    const started = await call(app, 'POST', '/api/exports/overview', {
      cookie,
      payload: { from: '2024-01-01', to: '2028-12-31' },
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().id as string;
    // Health checks for as long as the job runs: each must be answered, and answered while the job is still
    // under way, not queued behind it. A little apart, as clients' requests come: the job's statements wait
    // while requests' do (decision 035), so requests back to back would leave it one statement per request.
    const answeredDuringExport: number[] = [];
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const job = (await call(app, 'GET', `/api/exports/${jobId}`, { cookie })).json();
      if (job.status === 'done' || job.status === 'failed') break;
      answeredDuringExport.push(health.statusCode);
    }
    const exported = await call(app, 'GET', `/api/exports/${jobId}/file`, { cookie });
    expect(exported.statusCode).toBe(200);
    expect(answeredDuringExport.length).toBeGreaterThan(0);
    expect(answeredDuringExport.every((status) => status === 200)).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    // Three heading rows, then one row per employee.
    expect(workbook.getWorksheet('Overblik')?.rowCount).toBe(3 + people);
  });
});
