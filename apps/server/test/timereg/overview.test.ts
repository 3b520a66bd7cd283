import { compactOverviewResponseSchema, expandOverview } from '@kollega/domain';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

async function week(cookie: string, employeeId: string, monday: string, endTime: string) {
  const days = [0, 1, 2, 3, 4].map((offset) => {
    const date = new Date(`${monday}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  });
  for (const date of days) {
    const response = await call(app, 'POST', `/api/timereg/employees/${employeeId}/entries`, {
      cookie,
      payload: { type: 'work', date, startTime: '08:00', endTime, breakWasIncluded: true },
    });
    expect(response.statusCode).toBe(201);
  }
}

describe('GET /api/timereg/overview and its XLSX export', () => {
  it('summarises each employee who registers time, with norm, average week and hours per week', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app, { name: 'Overblik ApS' });
    const cookie = await loginAs(app, owner);
    const { employee: anne } = await createEmployee(app, companyId, {
      firstName: 'Anne',
      lastName: 'Arbejder',
      fields: { mobileAppAccess: true },
    });
    const { employee: bo } = await createEmployee(app, companyId, {
      firstName: 'Bo',
      lastName: 'Baker',
      fields: { mobileAppAccess: true },
    });
    await createEmployee(app, companyId, { firstName: 'Ikke', fields: { mobileAppAccess: false } });
    await week(cookie, anne.id, '2025-03-03', '16:00');
    await week(cookie, bo.id, '2025-03-03', '18:30');

    const response = await call(app, 'GET', '/api/timereg/overview?from=2025-03-03&to=2025-03-09', {
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.employees.map((employee: { firstName: string }) => employee.firstName)).toEqual([
      'Anne',
      'Bo',
    ]);
    const [first, second] = body.employees;
    expect(first.summary.work).toEqual({ count: 5, hours: 37.5 });
    expect(first.summary.normTime).toBe(37);
    expect(first.averageWeek).toBe(37.5);
    expect(first.weeks).toEqual([
      { key: '10-2025', monday: '2025-03-03', hours: 37.5, normTime: 37, plusMinus: 0.5 },
    ]);
    expect(first.plusMinus).toBe(0.5);
    expect(first.longWeeks).toBe(0);
    expect(second.longWeeks).toBe(1);
    expect(second.summary.work.hours).toBe(50);
    expect(second.weeks[0].hours).toBe(50);

    const file = await app.inject({
      method: 'GET',
      url: '/api/timereg/overview/export.xlsx?from=2025-03-03&to=2025-03-09',
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Overblik')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Tidsregistrering – Overblik ApS');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Medarbejder',
      'Arbejdstid (timer)',
      'Arbejde u.f. normtid (timer)',
      'Ferie (timer)',
      'Sygdom (timer)',
      'Fri (timer)',
      'Total (timer)',
      'Heraf arbejdstid (timer)',
      'Normtid for perioden (timer)',
      'Gennemsnitlig uge (timer)',
      'Plus/minus (timer)',
      'Saldo (timer)',
      'Uger med 48 timer eller mere',
    ]);
    expect(sheet.getRow(4).getCell(1).value).toBe('Anne Arbejder');
    expect(sheet.getRow(4).getCell(2).value).toBe(37.5);
    expect(sheet.getRow(4).getCell(2).numFmt).toBe('0.00');
    expect(sheet.getRow(5).getCell(10).value).toBe(50);
  });

  it('answers in the compact shape the web asks for, which expands to the full answer (decision 060)', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const { employee } = await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
    const { employee: second } = await createEmployee(app, companyId, {
      fields: { mobileAppAccess: true, startDate: '2024-01-01' },
    });
    await week(cookie, employee.id, '2025-03-03', '16:00');
    await week(cookie, second.id, '2025-03-10', '18:30');
    const range = 'from=2025-03-01&to=2025-04-30';
    const full = await call(app, 'GET', `/api/timereg/overview?${range}`, { cookie });
    const compact = await call(app, 'GET', `/api/timereg/overview?${range}&shape=compact`, { cookie });
    expect(compact.statusCode, compact.body).toBe(200);
    const body = compact.json();
    expect(compactOverviewResponseSchema.safeParse(body).success).toBe(true);
    expect(body.shape).toBe('compact');
    expect(body.months).toEqual(['2025-03', '2025-04']);
    expect(body.weeks[0]).toEqual({ key: '9-2025', monday: '2025-02-24' });
    expect(expandOverview(body)).toEqual(full.json());
    expect(compact.body.length).toBeLessThan(full.body.length);
    expect(full.json().shape).toBeUndefined();

    const bad = await call(app, 'GET', `/api/timereg/overview?${range}&shape=tiny`, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Ukendt format.');
  });

  it('refuses a range whose end is before its start, and employees', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const bad = await call(app, 'GET', '/api/timereg/overview?from=2025-03-09&to=2025-03-03', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Slutdatoen kan ikke være før startdatoen');
    const { account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const employeeCookie = await loginAs(app, account!);
    expect(
      (
        await call(app, 'GET', '/api/timereg/overview?from=2025-03-03&to=2025-03-09', {
          cookie: employeeCookie,
        })
      ).statusCode,
    ).toBe(403);
  });
});
