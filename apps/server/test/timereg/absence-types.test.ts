import { DEFAULT_ABSENCE_TYPE_SETTINGS } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 34 (decision 044): the optional absence types, chosen per company, with quotas refused as 409.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

async function company(options: { dateOfBirth?: string } = {}) {
  const created = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, created.owner);
  const { employee, account } = await createEmployee(app, created.companyId, {
    firstName: 'Tina',
    lastName: 'Timer',
    login: {},
    fields: {
      mobileAppAccess: true,
      startDate: '2024-01-01',
      ...(options.dateOfBirth ? { dateOfBirth: options.dateOfBirth } : {}),
    },
  });
  const employeeCookie = await loginAs(app, account!);
  const settings = (changes: Partial<Record<string, object>>) => {
    const payload = Object.fromEntries(
      Object.entries(DEFAULT_ABSENCE_TYPE_SETTINGS).map(([type, setting]) => [
        type,
        { ...setting, ...(changes[type] ?? {}) },
      ]),
    );
    return call(app, 'PUT', '/api/timereg/absence-types', { cookie, payload });
  };
  const add = (payload: object, as: 'admin' | 'employee' = 'employee') =>
    as === 'admin'
      ? call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, { cookie, payload })
      : call(app, 'POST', '/api/me/timereg/entries', { cookie: employeeCookie, payload });
  return { ...created, cookie, employee, employeeCookie, settings, add };
}

describe('the company’s absence types (Indstillinger)', () => {
  it('starts with none chosen, saves the choice, and names a wrong quota in Danish', async () => {
    const { cookie, employeeCookie, settings } = await company();
    const initial = await call(app, 'GET', '/api/timereg/absence-types', { cookie });
    expect(initial.json()).toEqual(DEFAULT_ABSENCE_TYPE_SETTINGS);
    expect(
      (await call(app, 'GET', '/api/me/timereg/absence-types', { cookie: employeeCookie })).json(),
    ).toEqual({
      types: [],
    });
    const saved = await settings({ careDay: { enabled: true, quotaDays: 3 }, course: { enabled: true } });
    expect(saved.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/timereg/absence-types', { cookie })).json().careDay.quotaDays).toBe(
      3,
    );
    expect(
      (await call(app, 'GET', '/api/me/timereg/absence-types', { cookie: employeeCookie })).json(),
    ).toEqual({
      types: ['careDay', 'course'],
    });
    const wrong = await settings({ course: { quotaDays: 2 } });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('Kvoten skal være mellem 0 og 50 dage om året.');
    const tooYoung = await settings({ seniorDay: { fromAge: 12 } });
    expect(tooYoung.statusCode).toBe(400);
    expect(JSON.stringify(tooYoung.json())).toContain('Alderen skal være mellem 18 og 80 år.');
  });

  it('is the admin’s: an employee may neither read nor change it', async () => {
    const { employeeCookie, employee } = await company();
    expect(
      (await call(app, 'GET', '/api/timereg/absence-types', { cookie: employeeCookie })).statusCode,
    ).toBe(403);
    const put = await call(app, 'PUT', '/api/timereg/absence-types', {
      cookie: employeeCookie,
      payload: DEFAULT_ABSENCE_TYPE_SETTINGS,
    });
    expect(put.statusCode).toBe(403);
    const balances = await call(app, 'GET', `/api/timereg/employees/${employee.id}/absence-balances`, {
      cookie: employeeCookie,
    });
    expect(balances.statusCode).toBe(403);
  });

  it('gives no balance of another company’s employee', async () => {
    const { cookie } = await company();
    const other = await company();
    const response = await call(app, 'GET', `/api/timereg/employees/${other.employee.id}/absence-balances`, {
      cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('registering the new types', () => {
  it('refuses a type the company has not chosen, from the admin and the employee app', async () => {
    const { add } = await company();
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ type: 'course', date: '2026-11-03', hours: 7.5 }, as);
      expect(refused.statusCode).toBe(409);
      expect(error(refused)).toEqual({
        code: 'ABSENCE_TYPE_NOT_ENABLED',
        message: 'Virksomheden bruger ikke fraværstypen Kursus. Den kan vælges under Indstillinger.',
      });
    }
  });

  it('Omsorgsdag: 2 a calendar year, the third refused with 409, the balance "1 af 2" for both sides', async () => {
    const { add, settings, cookie, employeeCookie, employee } = await company();
    await settings({ careDay: { enabled: true } });
    expect((await add({ type: 'careDay', date: '2026-11-03', hours: 7.5 })).statusCode).toBe(201);
    const mine = await call(app, 'GET', '/api/me/timereg/absence-balances?year=2026', {
      cookie: employeeCookie,
    });
    expect(mine.json()).toEqual({
      year: 2026,
      balances: [{ type: 'careDay', label: 'Omsorgsdag', year: 2026, quota: 2, used: 1, remaining: 1 }],
    });
    expect((await add({ type: 'careDay', date: '2026-11-04', hours: 7.5 }, 'admin')).statusCode).toBe(201);
    const third = await add({ type: 'careDay', date: '2026-11-05', hours: 7.5 });
    expect(third.statusCode).toBe(409);
    expect(error(third)).toEqual({
      code: 'ABSENCE_QUOTA_EXCEEDED',
      message: 'Der er ikke flere omsorgsdage tilbage i 2026: 3 af 2 dage ville være brugt.',
    });
    // Half a day still fits nowhere; the next calendar year starts afresh.
    expect((await add({ type: 'careDay', date: '2027-01-04', hours: 7.5 })).statusCode).toBe(201);
    const admin = await call(app, 'GET', `/api/timereg/employees/${employee.id}/absence-balances?year=2026`, {
      cookie,
    });
    expect(admin.json().balances[0]).toMatchObject({ used: 2, quota: 2, remaining: 0 });
  });

  it('Omsorgsdag in hours counts its share of the day', async () => {
    const { add, settings, employeeCookie } = await company();
    await settings({ careDay: { enabled: true, quotaDays: 1 } });
    expect((await add({ type: 'careDay', date: '2026-11-03', hours: 3.75 })).statusCode).toBe(201);
    expect((await add({ type: 'careDay', date: '2026-11-04', hours: 3.75 })).statusCode).toBe(201);
    const mine = await call(app, 'GET', '/api/me/timereg/absence-balances?year=2026', {
      cookie: employeeCookie,
    });
    expect(mine.json().balances[0]).toMatchObject({ used: 1, quota: 1 });
    expect((await add({ type: 'careDay', date: '2026-11-05', hours: 1 })).statusCode).toBe(409);
  });

  it('Seniordag: from the birthday on which the company’s age is reached', async () => {
    const { add, settings } = await company({ dateOfBirth: '1964-11-04' });
    await settings({ seniorDay: { enabled: true, fromAge: 62, quotaDays: 1 } });
    const early = await add({ type: 'seniorDay', date: '2026-11-03', hours: 7.5 });
    expect(early.statusCode).toBe(409);
    expect(error(early).message).toBe('Seniordage gives fra medarbejderen fylder 62 år.');
    expect((await add({ type: 'seniorDay', date: '2026-11-04', hours: 7.5 })).statusCode).toBe(201);
    expect((await add({ type: 'seniorDay', date: '2026-11-05', hours: 7.5 })).statusCode).toBe(409);
  });

  it('Barns sygedag names its day, Tjenestefri its pay; both are stored and returned', async () => {
    const { add, settings } = await company();
    await settings({ childSick: { enabled: true }, leaveOfAbsence: { enabled: true } });
    const missing = await add({ type: 'childSick', date: '2026-11-03', hours: 7.5 });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Vælg 1. eller 2. sygedag.');
    expect(
      (await add({ type: 'childSick', date: '2026-11-02', hours: 7.5, absenceKind: 'first' })).statusCode,
    ).toBe(201);
    const child = await add({ type: 'childSick', date: '2026-11-03', hours: 7.5, absenceKind: 'second' });
    expect(child.statusCode).toBe(201);
    expect(child.json().entries[0]).toMatchObject({ type: 'childSick', absenceKind: 'second' });
    const leave = await add({ type: 'leaveOfAbsence', date: '2026-11-04', hours: 7.5, withPay: false });
    expect(leave.json().entries[0]).toMatchObject({ type: 'leaveOfAbsence', withPay: false });
  });

  it('takes Barns 2. sygedag only the working day after a 1. sygedag, from the admin and the employee', async () => {
    const { add, settings, employeeCookie } = await company();
    await settings({ childSick: { enabled: true } });
    const child = (date: string, absenceKind: string, as: 'admin' | 'employee' = 'employee') =>
      add({ type: 'childSick', date, hours: 7.5, absenceKind }, as);
    // Friday 6.11.2026 the 1. dag (the admin), Monday 9.11 the 2. dag (the employee): the weekend is skipped.
    expect((await child('2026-11-06', 'first', 'admin')).statusCode).toBe(201);
    expect((await child('2026-11-09', 'second')).statusCode).toBe(201);
    // Wednesday 11.11 without a 1. dag on Tuesday 10.11: refused, naming both days, from either side.
    for (const as of ['employee', 'admin'] as const) {
      const lone = await child('2026-11-11', 'second', as);
      expect(lone.statusCode).toBe(409);
      expect(error(lone)).toEqual({
        code: 'CHILD_SICK_SECOND_DAY',
        message:
          'Barns 2. sygedag d. 11.11.2026 skal ligge dagen efter barns 1. sygedag. Der er ingen barns 1. sygedag d. 10.11.2026.',
      });
    }
    // A change that makes a registration a 2. dag without its 1. dag is refused too.
    const tuesday = await child('2026-11-17', 'first');
    const moved = await call(app, 'PUT', `/api/me/timereg/entries/${tuesday.json().entries[0].id}`, {
      cookie: employeeCookie,
      payload: { type: 'childSick', date: '2026-11-17', hours: 7.5, absenceKind: 'second' },
    });
    expect(moved.statusCode).toBe(409);
    expect(error(moved).code).toBe('CHILD_SICK_SECOND_DAY');
  });

  it('keeps the 1. sygedag a 2. sygedag follows: no delete, move or change until the 2. dag is gone', async () => {
    const { add, settings, cookie, employeeCookie } = await company();
    await settings({ childSick: { enabled: true } });
    const first = (
      await add({ type: 'childSick', date: '2026-11-05', hours: 7.5, absenceKind: 'first' })
    ).json().entries[0].id;
    const second = (
      await add({ type: 'childSick', date: '2026-11-06', hours: 7.5, absenceKind: 'second' })
    ).json().entries[0].id;
    const inUse =
      'Barns 1. sygedag d. 05.11.2026 kan ikke slettes eller ændres, fordi barns 2. sygedag d. 06.11.2026 ligger dagen efter. Slet eller ændr 2. sygedag først.';
    const deleted = await call(app, 'DELETE', `/api/timereg/entries/${first}`, { cookie });
    expect(deleted.statusCode).toBe(409);
    expect(error(deleted)).toEqual({ code: 'CHILD_SICK_FIRST_DAY_IN_USE', message: inUse });
    const mine = await call(app, 'DELETE', `/api/me/timereg/entries/${first}`, { cookie: employeeCookie });
    expect(error(mine).message).toBe(inUse);
    const moved = await call(app, 'PUT', `/api/timereg/entries/${first}`, {
      cookie,
      payload: { type: 'childSick', date: '2026-11-04', hours: 7.5, absenceKind: 'first' },
    });
    expect(error(moved).code).toBe('CHILD_SICK_FIRST_DAY_IN_USE');
    const retyped = await call(app, 'PUT', `/api/timereg/entries/${first}`, {
      cookie,
      payload: { type: 'sickLeave', date: '2026-11-05', hours: 7.5 },
    });
    expect(error(retyped).code).toBe('CHILD_SICK_FIRST_DAY_IN_USE');
    // Its note or hours may change; once the 2. dag is deleted, the 1. dag may go too.
    const noted = await call(app, 'PUT', `/api/timereg/entries/${first}`, {
      cookie,
      payload: { type: 'childSick', date: '2026-11-05', hours: 5, absenceKind: 'first', note: 'Halv dag' },
    });
    expect(noted.statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/timereg/entries/${second}`, { cookie })).statusCode).toBe(204);
    expect((await call(app, 'DELETE', `/api/timereg/entries/${first}`, { cookie })).statusCode).toBe(204);
  });

  it('makes a span of Barns sygedag the 1. then the 2. dag, and refuses a longer one', async () => {
    const { add, settings, employee } = await company();
    await settings({ childSick: { enabled: true } });
    // Friday 13.11 to Monday 16.11.2026: two working days.
    const span = await add(
      { type: 'childSick', date: '2026-11-13', toDate: '2026-11-16', absenceKind: 'first' },
      'admin',
    );
    expect(span.statusCode).toBe(201);
    expect(
      span
        .json()
        .entries.map((entry: { date: string; absenceKind: string }) => [entry.date, entry.absenceKind]),
    ).toEqual([
      ['2026-11-13', 'first'],
      ['2026-11-16', 'second'],
    ]);
    const tooLong = await add({
      type: 'childSick',
      date: '2026-11-23',
      toDate: '2026-11-25',
      absenceKind: 'first',
    });
    expect(tooLong.statusCode).toBe(409);
    expect(error(tooLong).message).toBe(
      'Barns sygedag kan højst registreres for to arbejdsdage i træk: 1. og 2. sygedag.',
    );
    const fromSecond = await add({
      type: 'childSick',
      date: '2026-11-23',
      toDate: '2026-11-24',
      absenceKind: 'second',
    });
    expect(fromSecond.statusCode).toBe(409);
    const rows = await app.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employee.id), eq(timeEntries.type, 'childSick')));
    expect(rows).toHaveLength(2);
  });

  it('joins one absence a day (docs/rules/timereg.md#ruling-30)', async () => {
    const { add, settings } = await company();
    await settings({ course: { enabled: true } });
    expect((await add({ type: 'holiday', date: '2026-11-03', hours: 7.5 })).statusCode).toBe(201);
    const second = await add({ type: 'course', date: '2026-11-03', hours: 7.5 });
    expect(second.statusCode).toBe(409);
    expect(error(second).code).toBe('ABSENCE_ALREADY_REGISTERED');
  });

  it('Barsel may span more than a year; other types are bounded at one', async () => {
    const { add, settings, employee } = await company();
    await settings({ parentalLeave: { enabled: true }, course: { enabled: true } });
    const leave = await add(
      {
        type: 'parentalLeave',
        date: '2026-01-05',
        toDate: '2027-02-26',
        absenceKind: 'maternity',
        withPay: true,
      },
      'admin',
    );
    expect(leave.statusCode).toBe(201);
    expect(leave.json().entries.length).toBeGreaterThan(260);
    const rows = await app.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employee.id), eq(timeEntries.date, '2027-02-26')));
    expect(rows[0]).toMatchObject({ type: 'parentalLeave', absenceKind: 'maternity', withPay: true });
    const course = await add({ type: 'course', date: '2024-01-01', toDate: '2025-06-30' }, 'admin');
    expect(course.statusCode).toBe(400);
    expect(JSON.stringify(course.json())).toContain('Højst ét år ad gangen');
  });
});

describe('the new types in Overblik, the calendar, the dashboard and the Lønudtræk', () => {
  it('counts each in its own category; one that does not stand in for the norm leaves a minus', async () => {
    const { add, settings, cookie } = await company();
    await settings({ careDay: { enabled: true }, leaveOfAbsence: { enabled: true, standsInForNorm: false } });
    await add({ type: 'careDay', date: '2026-11-03', hours: 7.5 });
    await add({ type: 'leaveOfAbsence', date: '2026-11-04', hours: 7.5, withPay: false });
    await add({ type: 'work', date: '2026-11-02', startTime: '08:00', endTime: '15:30' }, 'admin');
    const overview = await call(app, 'GET', '/api/timereg/overview?from=2026-11-02&to=2026-11-04', {
      cookie,
    });
    const [row] = overview.json().employees;
    expect(row.summary.careDay).toEqual({ count: 1, hours: 7.5 });
    expect(row.summary.leaveOfAbsence).toEqual({ count: 1, hours: 7.5 });
    expect(row.summary.total).toBe(22.5);
    // Norm 3 × 7.5: work and Omsorgsdag meet it, Tjenestefri (not standing in) does not.
    expect(row.plusMinus).toBe(-7.5);
  });

  it('leaves the same minus in the day sheets of Overblik’s workbook and the employee’s own export', async () => {
    const { add, settings, cookie, employeeCookie } = await company();
    await settings({ course: { enabled: true, standsInForNorm: false } });
    await add({ type: 'course', date: '2026-11-04', hours: 7.5 });
    await add({ type: 'work', date: '2026-11-02', startTime: '08:00', endTime: '15:30' }, 'admin');
    await add({ type: 'work', date: '2026-11-03', startTime: '08:00', endTime: '15:30' }, 'admin');
    // The period's total row of a day sheet: its plus/minus is the last but one cell.
    const periodPlusMinus = async (url: string, sheetName: string, as: string) => {
      const file = await app.inject({ method: 'GET', url, headers: { cookie: as } });
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(sheetName)!;
      const total = sheet.getRow(sheet.rowCount);
      expect(total.getCell(1).value).toBe('Perioden i alt (arbejde og overarbejde)');
      return total.getCell(10).value;
    };
    const range = 'from=2026-11-02&to=2026-11-04';
    expect(await periodPlusMinus(`/api/timereg/overview/export.xlsx?${range}`, 'Tina Timer', cookie)).toBe(
      -7.5,
    );
    expect(
      await periodPlusMinus(`/api/me/timereg/export.xlsx?${range}`, 'Registreringer', employeeCookie),
    ).toBe(-7.5);
  });

  it('marks the absence calendar and adds a Lønudtræk row per chosen type', async () => {
    const { add, settings, cookie } = await company();
    await settings({ careDay: { enabled: true } });
    await add({ type: 'careDay', date: '2026-11-03', hours: 7.5 });
    const calendar = await call(app, 'GET', '/api/holiday/calendar?month=2026-11', { cookie });
    const tina = calendar.json().people.find((person: { name: string }) => person.name === 'Tina Timer');
    expect(tina.marks['2026-11-03']).toBe('careDay');
    const csv = await app.inject({
      method: 'GET',
      url: '/api/timereg/payroll.csv?from=2026-11-01&to=2026-11-30',
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    const text = csv.rawPayload.toString('latin1');
    expect(text).toMatch(/OMSORG;Omsorgsdag;7,50;1/);
    expect(text).not.toContain('KURSUS');
  });
});
