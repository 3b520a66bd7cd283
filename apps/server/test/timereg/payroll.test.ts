import { addDays, danishToday, PAYROLL_COLUMNS, PAYROLL_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies, employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 17, "What payroll needs" (decision 029): the employee's payroll facts, the running balance, the
// Lønudtræk, the day-level sheets, the lock date, the employee's own exports and the former employees.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** Week 10 of 2025: Mon–Thu 8 hours of work (norm 7,5), Friday holiday (norm 7, counts 7,5). */
const WEEK = [
  { type: 'work', date: '2025-03-03', startTime: '08:00', endTime: '16:30', breakWasIncluded: true },
  { type: 'work', date: '2025-03-04', startTime: '08:00', endTime: '16:30', breakWasIncluded: true },
  { type: 'work', date: '2025-03-05', startTime: '08:00', endTime: '16:30', breakWasIncluded: true },
  {
    type: 'work',
    date: '2025-03-06',
    startTime: '08:00',
    endTime: '16:30',
    breakWasIncluded: true,
    note: 'Kunde; "Hansen"',
  },
  { type: 'overtime', date: '2025-03-06', startTime: '17:00', endTime: '19:00' },
  { type: 'holiday', date: '2025-03-07', hours: 7.5 },
];

async function company() {
  const created = await createCompanyWithOwner(app, { name: 'Løn ApS' });
  const cookie = await loginAs(app, created.owner);
  const { employee, account } = await createEmployee(app, created.companyId, {
    firstName: 'Åse',
    lastName: 'Østergaard',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  for (const payload of WEEK) {
    const response = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const employeeCookie = await loginAs(app, account!);
  return { ...created, cookie, employee, employeeCookie };
}

async function readCsv(payload: Buffer): Promise<string[][]> {
  const text = payload.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  const workbook = new ExcelJS.Workbook();
  const { Readable } = await import('node:stream');
  const sheet = await workbook.csv.read(Readable.from([text.slice(1)]), {
    parserOptions: { delimiter: ';' },
    map: (value: string) => value,
  });
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as string[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('payroll facts and the running balance', () => {
  it('saves an employee number and a balance start, audit-logged, and shows the balance in Overblik', async () => {
    const { companyId, cookie, employee } = await company();
    const url = `/api/timereg/employees/${employee.id}/payroll`;
    expect((await call(app, 'GET', url, { cookie })).json()).toEqual({
      employeeNumber: '',
      balanceStartDate: null,
      openingBalance: 0,
    });
    const saved = await call(app, 'PUT', url, {
      cookie,
      payload: { employeeNumber: ' 1042 ', balanceStartDate: '2025-03-03', openingBalance: -1.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      employeeNumber: '1042',
      balanceStartDate: '2025-03-03',
      openingBalance: -1.5,
    });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.payroll')));
    expect(audit).toHaveLength(1);

    const overview = await call(app, 'GET', '/api/timereg/overview?from=2025-03-01&to=2025-03-31', {
      cookie,
    });
    const [figures] = overview.json().employees;
    // Week 10: 4 × 8 work + 7,5 holiday = 39,5 against a norm of 37 → +2,5; overtime does not count.
    expect(figures.weeks[1]).toMatchObject({ key: '10-2025', hours: 34, normTime: 37, plusMinus: 2.5 });
    // The rest of March has norm and nothing registered: 15 working days (3, 7,5 and 7 hours).
    expect(figures.months).toHaveLength(1);
    expect(figures.plusMinus).toBe(figures.months[0].plusMinus);
    // The balance starts 3 March with −1,5: the plus/minus from then to the 31st.
    const sinceStart = figures.plusMinus; // nothing owed on 1–2 March (a weekend)
    expect(figures.balance).toEqual({
      startDate: '2025-03-03',
      openingHours: -1.5,
      hours: Math.round((sinceStart - 1.5) * 100) / 100,
      asOf: '2025-03-31',
    });
    // A balance starting after the period shows nothing for it.
    await call(app, 'PUT', url, {
      cookie,
      payload: { employeeNumber: '1042', balanceStartDate: '2025-04-01', openingBalance: 3 },
    });
    const before = await call(app, 'GET', '/api/timereg/overview?from=2025-03-01&to=2025-03-31', { cookie });
    expect(before.json().employees[0].balance).toBeNull();
  });

  it('refuses bad values with Danish messages, employees, other companies and deleted employees', async () => {
    const { companyId, cookie, employee, employeeCookie } = await company();
    const url = `/api/timereg/employees/${employee.id}/payroll`;
    const bad = async (payload: object) => {
      const response = await call(app, 'PUT', url, { cookie, payload });
      expect(response.statusCode).toBe(400);
      return fieldErrors(response.json());
    };
    expect(
      await bad({ employeeNumber: 'x'.repeat(21), balanceStartDate: null, openingBalance: 0 }),
    ).toMatchObject({
      employeeNumber: PAYROLL_MESSAGES.employeeNumberTooLong,
    });
    expect(
      await bad({ employeeNumber: '', balanceStartDate: '2023-12-31', openingBalance: 0 }),
    ).toMatchObject({
      balanceStartDate: PAYROLL_MESSAGES.balanceStartTooEarly,
    });
    expect(await bad({ employeeNumber: '', balanceStartDate: null, openingBalance: 4 })).toMatchObject({
      openingBalance: PAYROLL_MESSAGES.openingWithoutStart,
    });
    expect(
      await bad({ employeeNumber: '', balanceStartDate: '2025-01-01', openingBalance: 10000 }),
    ).toMatchObject({
      openingBalance: PAYROLL_MESSAGES.openingBalanceRange,
    });
    const payload = { employeeNumber: '7', balanceStartDate: null, openingBalance: 0 };
    expect((await call(app, 'PUT', url, { cookie: employeeCookie, payload })).statusCode).toBe(403);
    const other = await createCompanyWithOwner(app);
    const otherCookie = await loginAs(app, other.owner);
    expect((await call(app, 'PUT', url, { cookie: otherCookie, payload })).statusCode).toBe(404);
    expect((await call(app, 'GET', url, { cookie: otherCookie })).statusCode).toBe(404);
    await app.database.db
      .update(employees)
      .set({ deletedAt: new Date() })
      .where(and(eq(employees.companyId, companyId), eq(employees.id, employee.id)));
    expect((await call(app, 'PUT', url, { cookie, payload })).statusCode).toBe(404);
  });
});

describe('Lønudtræk (payroll CSV) and the Overblik workbook', () => {
  it('writes one row per employee and pay category in the documented layout', async () => {
    const { cookie, employee } = await company();
    await call(app, 'PUT', `/api/timereg/employees/${employee.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '1042', balanceStartDate: null, openingBalance: 0 },
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/timereg/payroll.csv?from=2025-03-01&to=2025-03-31',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('loenudtraek-2025-03-01-2025-03-31.csv');
    const rows = await readCsv(response.rawPayload);
    expect(rows[0]).toEqual([...PAYROLL_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      ['1042', 'Åse Østergaard', 'NORMAL', 'Normaltimer', '32,00', '4', '2025-03-01', '2025-03-31'],
      ['1042', 'Åse Østergaard', 'OVERTID', 'Overarbejde', '2,00', '1', '2025-03-01', '2025-03-31'],
      ['1042', 'Åse Østergaard', 'FERIE', 'Ferie', '7,50', '1', '2025-03-01', '2025-03-31'],
      ['1042', 'Åse Østergaard', 'SYGDOM', 'Sygdom', '0,00', '0', '2025-03-01', '2025-03-31'],
      ['1042', 'Åse Østergaard', 'FRI', 'Fri', '0,00', '0', '2025-03-01', '2025-03-31'],
    ]);
    // Issue 23: byte for byte, every line (the last too) ends with CRLF, after the byte order mark.
    const lines = [
      PAYROLL_COLUMNS.join(';'),
      '1042;Åse Østergaard;NORMAL;Normaltimer;32,00;4;2025-03-01;2025-03-31',
      '1042;Åse Østergaard;OVERTID;Overarbejde;2,00;1;2025-03-01;2025-03-31',
      '1042;Åse Østergaard;FERIE;Ferie;7,50;1;2025-03-01;2025-03-31',
      '1042;Åse Østergaard;SYGDOM;Sygdom;0,00;0;2025-03-01;2025-03-31',
      '1042;Åse Østergaard;FRI;Fri;0,00;0;2025-03-01;2025-03-31',
    ];
    const expected = `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
    expect(response.rawPayload.toString('utf8')).toBe(expected);
    expect(response.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    const unknown = await call(
      app,
      'GET',
      '/api/timereg/payroll.csv?from=2025-03-01&to=2025-03-31&layout=zenegy',
      {
        cookie,
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Ukendt layout.');
  });

  it('gives the workbook a sheet per employee with every day, week totals and the 48-hour flag', async () => {
    const { cookie } = await company();
    const file = await app.inject({
      method: 'GET',
      url: '/api/timereg/overview/export.xlsx?from=2025-03-03&to=2025-03-09',
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Overblik', 'Åse Østergaard']);
    const summary = workbook.getWorksheet('Overblik')!;
    expect(summary.getRow(4).getCell(11).value).toBe(2.5); // Plus/minus
    expect(summary.getRow(4).getCell(13).value).toBe(0); // weeks of 48 hours or more
    const sheet = workbook.getWorksheet('Åse Østergaard')!;
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Dato',
      'Uge',
      'Type',
      'Start',
      'Slut',
      'Pause (min)',
      'Timer',
      'Note',
      'Normtid (timer)',
      'Plus/minus (timer)',
      '48 timer eller mere',
    ]);
    const monday = sheet.getRow(4);
    expect(monday.getCell(1).value).toEqual(new Date('2025-03-03T00:00:00Z'));
    expect([2, 3, 4, 5, 6, 7, 9, 10].map((column) => monday.getCell(column).value)).toEqual([
      10,
      'Arbejde',
      '08:00',
      '16:30',
      30,
      8,
      7.5,
      0.5,
    ]);
    // Thursday: work with its note, then overtime on a row of its own without norm.
    expect(sheet.getRow(7).getCell(8).value).toBe('Kunde; "Hansen"');
    expect(sheet.getRow(8).getCell(3).value).toBe('Overarbejde');
    expect(sheet.getRow(8).getCell(9).value).toBeNull();
    // Friday's holiday, Saturday and Sunday (no registrations), then the week's total.
    expect(sheet.getRow(9).getCell(3).value).toBe('Ferie');
    expect(sheet.getRow(9).getCell(10).value).toBe(0.5);
    const total = sheet.getRow(12);
    expect(total.getCell(1).value).toBe('Uge 10 i alt (arbejde og overarbejde)');
    expect([7, 9, 10, 11].map((column) => total.getCell(column).value)).toEqual([34, 37, 2.5, 'Nej']);
  });
});

describe('former employees (docs/rules/timereg.md#ruling-14)', () => {
  it("keeps a deleted employee's records in Overblik, Registreringer and the exports, read only", async () => {
    const { cookie, employee } = await company();
    // Deleted the way an admin deletes (the record is anonymised and hidden, its registrations kept).
    const deleted = await call(app, 'DELETE', `/api/employees/${employee.id}`, {
      cookie,
      payload: { confirmName: 'Åse Østergaard' },
    });
    expect(deleted.statusCode).toBe(204);
    const range = 'from=2025-03-01&to=2025-03-31';
    const current = await call(app, 'GET', `/api/timereg/overview?${range}`, { cookie });
    expect(current.json().employees).toEqual([]);
    const former = await call(app, 'GET', `/api/timereg/overview?${range}&inactive=true`, { cookie });
    expect(former.json().employees.map((row: { employeeId: string }) => row.employeeId)).toEqual([
      employee.id,
    ]);
    const listed = await call(app, 'GET', '/api/timereg/employees?inactive=true', { cookie });
    expect(listed.json().employees.map((row: { id: string }) => row.id)).toEqual([employee.id]);
    expect(listed.json().employees[0].inactive).toBe(true);
    const logs = await call(app, 'GET', `/api/timereg/logs?${range}&employeeIds=${employee.id}`, { cookie });
    expect(logs.json().employees[0].entries).toHaveLength(WEEK.length);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${range}&inactive=true`,
      headers: { cookie },
    });
    const rows = await readCsv(csv.rawPayload);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['NORMAL', 'OVERTID', 'FERIE', 'SYGDOM', 'FRI']);
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/timereg/overview/export.xlsx?${range}&inactive=true`,
      headers: { cookie },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(2);
    // Its norm settings can be read (the registrations modal), and nothing can be changed.
    expect(
      (await call(app, 'GET', `/api/timereg/employees/${employee.id}/settings`, { cookie })).statusCode,
    ).toBe(200);
    const settingsChange = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/settings`, {
      cookie,
      payload: { individual: false },
    });
    expect(settingsChange.statusCode).toBe(404);
    // Read only: no registration can be added or changed.
    const entryId = logs.json().employees[0].entries[0].id;
    const change = await call(app, 'PUT', `/api/timereg/entries/${entryId}`, {
      cookie,
      payload: { type: 'sickLeave', date: '2025-03-03', hours: 7.5 },
    });
    expect(change.statusCode).toBe(404);
  });
});

describe("'Låst til og med'", () => {
  it('is set and moved forward, never back and never past today, audit-logged', async () => {
    const { companyId, cookie, employeeCookie } = await company();
    const put = (lockDate: string, as = cookie) =>
      call(app, 'PUT', '/api/timereg/lock-date', { cookie: as, payload: { lockDate } });
    const first = await put('2025-01-31');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().lockDate).toBe('2025-01-31');
    expect((await put('2025-02-28')).json().lockDate).toBe('2025-02-28');
    const back = await put('2025-02-01');
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toEqual({
      code: 'LOCK_DATE_BACKWARDS',
      message: PAYROLL_MESSAGES.lockDateBackwards,
    });
    const future = await put(addDays(danishToday(), 1));
    expect(future.statusCode).toBe(409);
    expect(future.json().error.message).toBe(PAYROLL_MESSAGES.lockDateInFuture);
    const early = await put('2023-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details ?? early.json().error.message).toBeTruthy();
    expect((await put('2025-03-31', employeeCookie)).statusCode).toBe(403);
    const [row] = await app.database.db
      .select({ lockDate: companies.timeRegistrationLockDate })
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(row?.lockDate).toBe('2025-02-28');
    const audit = await app.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.lock-date')));
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: null, to: '2025-01-31' },
      { from: '2025-01-31', to: '2025-02-28' },
    ]);
    // The week holding 28 February is open; the one before is locked.
    const locked = await call(app, 'POST', '/api/me/timereg/entries', {
      cookie: employeeCookie,
      payload: { type: 'holiday', date: '2025-02-20', hours: 7.5 },
    });
    expect(locked.statusCode).toBe(409);
  });
});

describe("the employee's own figures and records", () => {
  it('gives my plus/minus and balance, and my registrations as XLSX and PDF', async () => {
    const { cookie, employee, employeeCookie } = await company();
    await call(app, 'PUT', `/api/timereg/employees/${employee.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '', balanceStartDate: '2025-03-03', openingBalance: 10 },
    });
    const balance = await call(app, 'GET', '/api/me/timereg/balance?from=2025-03-03&to=2025-03-09', {
      cookie: employeeCookie,
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toEqual({
      plusMinus: 2.5,
      normTime: 37,
      balance: { startDate: '2025-03-03', openingHours: 10, hours: 12.5, asOf: '2025-03-09' },
    });
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/me/timereg/export.xlsx?from=2025-03-03&to=2025-03-09',
      headers: { cookie: employeeCookie },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('mine-registreringer-2025-03-03-2025-03-09.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registreringer')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Åse Østergaard');
    expect(sheet.getRow(4).getCell(7).value).toBe(8);
    const pdf = await app.inject({
      method: 'GET',
      url: '/api/me/timereg/export.pdf?from=2025-03-03&to=2025-03-09',
      headers: { cookie: employeeCookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tooLong = await call(app, 'GET', '/api/me/timereg/export.pdf?from=2024-01-01&to=2029-01-01', {
      cookie: employeeCookie,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Perioden kan højst være 5 år.');
    // The admin gets the admin's routes, not these.
    expect(
      (await call(app, 'GET', '/api/me/timereg/balance?from=2025-03-03&to=2025-03-09', { cookie }))
        .statusCode,
    ).toBe(403);
  });
});
