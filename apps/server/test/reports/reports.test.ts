import type { Report, ReportKind } from '@kollega/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildReport } from '../../src/features/reports/build-report';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { REPORT_NOW, reportCompany } from './report-company';

// Issue 30 "Rapporter": each report's figures worked out by hand for a small company (report-company.ts), and the
// routes' rules (plan, role, period, company). Both databases (TEST_DATABASE_URL for PostgreSQL).
let app: App;
let company: Awaited<ReturnType<typeof reportCompany>>;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  company = await reportCompany(app);
});

async function report(kind: ReportKind, query: { from: string; to: string; department?: string }) {
  const ctx = {
    companyId: company.companyId,
    subscription: { plan: 'premium', status: 'active' },
  } as unknown as AdminContext;
  return buildReport({ db: app.database.db, now: () => REPORT_NOW }, ctx, { ...query, kind });
}
const rowOf = (result: Report, table: number, key: string, value: string) =>
  result.tables[table]?.rows.find((row) => row[key] === value);

describe('the six reports, by hand', () => {
  it('Medarbejdere: headcount at month end by type, hires and leavers', async () => {
    const result = await report('employees', { from: '2025-02', to: '2025-04' });
    expect(result.tables[0]?.rows).toEqual([
      // 'unknown' is the owner's record (no type, no start date: counted from its creation in 2026).
      { month: 'feb. 2025', fullTime: 1, partTime: 0, unknown: 0, total: 1, hires: 0, leavers: 0 },
      { month: 'mar. 2025', fullTime: 1, partTime: 1, unknown: 0, total: 2, hires: 1, leavers: 0 },
      { month: 'apr. 2025', fullTime: 1, partTime: 0, unknown: 0, total: 1, hires: 0, leavers: 1 },
    ]);
    expect(result.departments).toEqual(['', 'Lager', 'Salg']);
  });

  it('Personaleomsætning: leavers of 12 months ÷ average headcount, and tenure', async () => {
    const result = await report('turnover', { from: '2025-04', to: '2025-04' });
    // Month ends May 2024 – April 2025: Anne 12 times, Bo once (March) = 13; ÷ 12 = 1.08. One leaver (Bo):
    // 1 ÷ 1.0833 = 92.3 %. Anne on 30.04.2025: 486 days since 01.01.2024 ÷ 365.25 = 1.3 years.
    expect(result.tables[0]?.rows[0]).toEqual({
      month: 'apr. 2025',
      leavers: 1,
      averageHeadcount: 1.1,
      turnover: 92.3,
      tenure: 1.3,
    });
  });

  it('Sygefravær: sick days, hours ÷ norm hours, and the sick periods', async () => {
    const result = await report('sickness', { from: '2025-03', to: '2025-03', department: 'Salg' });
    // March 2025 norm: 17 days Mon–Thu × 7.5 h + 4 Fridays × 7 h = 155.5 h. Sick 2 × 7.5 = 15 h: 9.6 %.
    expect(result.tables[0]?.rows).toEqual([
      { month: 'mar. 2025', sickDays: 2, sickHours: 15, normHours: 155.5, percent: 9.6 },
    ]);
    expect(result.tables[2]?.title).toBe('Sygeperioder begyndt i perioden: 1, gns. længde 2 dage');
    const all = await report('sickness', { from: '2025-03', to: '2025-03' });
    // Bo from 10 March: 13 days × 7.5 + 3 Fridays × 7 = 118.5 h of norm, no sickness: 0 %.
    expect(rowOf(all, 1, 'department', 'Lager')).toMatchObject({ normHours: 118.5, percent: 0 });
    // 15 ÷ (155.5 + 118.5) = 5.5 %.
    expect(all.tables[0]?.rows[0]).toMatchObject({ normHours: 274, percent: 5.5 });
  });

  it('Overarbejde og plus/minus: overtime, plus/minus, 48-hour weeks and 11-hour warnings', async () => {
    const result = await report('overtime', { from: '2025-03', to: '2025-03', department: 'Salg' });
    // Credited: work 50 h + sick 15 h = 65 h; norm 155.5 h → −90.5 h. Overtime 3 h. The week of 10 March: 50 h.
    expect(result.tables[0]?.rows).toEqual([
      { month: 'mar. 2025', overtimeHours: 3, plusMinus: -90.5, longWeeks: 1, restWarnings: 1 },
    ]);
  });

  it('Ferie: earned, taken, planned and left per ferieår', async () => {
    const result = await report('holiday', { from: '2025-06', to: '2025-06', department: 'Salg' });
    // Ferieår 2024/25 on 15.06.2025: September–May earned and usable, 9 × 25/12 = 18.75; 5 days taken in February
    // (from the four main weeks), so the whole 5th week (5 days) lapses on 31.12.2025 unless transferred.
    expect(result.tables[0]?.rows).toEqual([
      { year: '2024/25', earned: 18.75, taken: 5, planned: 0, left: 13.75, fifthWeekExpiring: 5 },
    ]);
    expect(result.tables[2]?.rows[0]).toMatchObject({ name: 'Anne Andersen', department: 'Salg' });
  });

  it('Udstyr: items by category and status, and those expiring within 90 days', async () => {
    const result = await report('equipment', { from: '2025-06', to: '2025-06' });
    expect(result.tables[0]?.rows).toEqual([
      { category: 'Computer', expired: 1, active: 0, missingSerial: 0, total: 1 },
      { category: 'Telefon', expired: 0, active: 1, missingSerial: 1, total: 2 },
    ]);
    expect(result.tables[1]?.rows).toEqual([
      {
        category: 'Telefon',
        variant: 'iPhone',
        serialNumber: 'A1',
        holder: 'Anne Andersen',
        endDate: '14.08.2025',
        days: 60,
      },
    ]);
    const sales = await report('equipment', { from: '2025-06', to: '2025-06', department: 'Lager' });
    expect(sales.tables[0]?.rows).toEqual([]);
  });
});

describe('GET /api/reports/{report}', () => {
  it('answers every report to a premium admin, with Danish month labels', async () => {
    for (const kind of ['employees', 'turnover', 'sickness', 'overtime', 'holiday', 'equipment']) {
      const response = await call(app, 'GET', `/api/reports/${kind}?from=2025-01&to=2025-12`, {
        cookie: company.cookie,
      });
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(response.json().report).toBe(kind);
    }
    const body = (
      await call(app, 'GET', '/api/reports/employees?from=2025-01&to=2025-02', { cookie: company.cookie })
    ).json();
    expect(body.chart.rows.map((row: { month: string }) => row.month)).toEqual(['jan. 2025', 'feb. 2025']);
  });

  it('refuses a period over 5 years, a reversed one and a malformed month in Danish (400)', async () => {
    const cases = [
      ['from=2020-01&to=2025-01', 'Perioden kan højst være 5 år.'],
      ['from=2025-03&to=2025-01', 'Slutmåneden skal ligge efter startmåneden.'],
      ['from=2025-1&to=2025-02', 'Vælg en måned (ÅÅÅÅ-MM).'],
    ];
    for (const [query, message] of cases) {
      const response = await call(app, 'GET', `/api/reports/sickness?${query}`, { cookie: company.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const unknown = await call(app, 'GET', '/api/reports/salary?from=2025-01&to=2025-02', {
      cookie: company.cookie,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is refused to an employee (403) and on freemium with the Danish plan message (403)', async () => {
    const { account } = await createEmployee(app, company.companyId, { login: {} });
    const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
    const url = '/api/reports/employees?from=2025-01&to=2025-02';
    expect((await call(app, 'GET', url, { cookie: employeeCookie })).statusCode).toBe(403);
    const freemium = await createCompanyWithOwner(app);
    const freemiumCookie = await loginAs(app, freemium.owner);
    const refused = await call(app, 'GET', url, { cookie: freemiumCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Rapporter kræver Premium eller Premium Plus. Opgrader dit abonnement for at bruge dem.',
    );
  });

  it("shows another company's admin only their own company", async () => {
    const other = await createCompanyWithOwner(app);
    await setPlan(app.database.db, other.companyId, 'premium');
    const cookie = await loginAs(app, other.owner);
    const body = (
      await call(app, 'GET', '/api/reports/equipment?from=2025-01&to=2025-02', { cookie })
    ).json();
    expect(body.tables[0].rows).toEqual([]);
    const people = (
      await call(app, 'GET', '/api/reports/employees?from=2025-03&to=2025-03', { cookie })
    ).json();
    expect(people.departments).not.toContain('Salg');
    expect(people.tables[0].rows[0].total).toBe(0);
  });

  it('exports the tables as an XLSX workbook with real numbers', async () => {
    const response = await call(
      app,
      'GET',
      '/api/reports/sickness/export.xlsx?from=2025-03&to=2025-03&department=Salg',
      { cookie: company.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('rapport-sygefravaer-2025-03-2025-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('1 Sygefravær pr. måned');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Måned',
      'Sygedage',
      'Sygetimer',
      'Normtimer',
      'Sygefraværsprocent',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['mar. 2025', 2, 15, 155.5, 9.6]);
    expect(workbook.worksheets).toHaveLength(3);
  });
});
