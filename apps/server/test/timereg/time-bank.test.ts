import { readFile } from 'node:fs/promises';
import { DEFAULT_ABSENCE_TYPE_SETTINGS, TIME_BANK_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies, throttle } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

// Issue 34, decision 052: the afspadsering time bank, computed by hand.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(async () => {
  await app.database.db.delete(throttle);
});

const RANGE = 'from=2025-03-01&to=2025-03-31';
const SETTINGS = '/api/timereg/time-bank-settings';

const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

let vats = 41000000;
/**
 * Bo's March 2025: Mon 3rd work 08:00–16:00 (8 hours, no break taken out), Tue 4th overtime 16:00–18:00 'Til
 * afspadsering' (2 hours banked), Wed 5th overtime 16:00–17:00 paid (1 hour), Mon 10th Afspadsering 1,5 hours
 * (from the employee app). Bank: 2 earned, 1,5 spent, balance 0,5.
 */
async function company() {
  const created = await createCompanyWithOwner(app, { name: 'Afspadsering ApS' });
  await app.database.db
    .update(companies)
    .set({ vat: String(vats++) })
    .where(eq(companies.id, created.companyId));
  const cookie = await loginAs(app, created.owner);
  // Decision 044: Afspadsering is one of the absence types a company chooses before anyone can register it.
  const chosen = await call(app, 'PUT', '/api/timereg/absence-types', {
    cookie,
    payload: {
      ...DEFAULT_ABSENCE_TYPE_SETTINGS,
      timeOffInLieu: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.timeOffInLieu, enabled: true },
    },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const { employee: bo, account } = await createEmployee(app, created.companyId, {
    firstName: 'Bo',
    lastName: 'Bank',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const employeeCookie = await loginAs(app, account!);
  const add = (payload: object, as: 'admin' | 'employee' = 'admin') =>
    as === 'admin'
      ? call(app, 'POST', `/api/timereg/employees/${bo.id}/entries`, { cookie, payload })
      : call(app, 'POST', '/api/me/timereg/entries', { cookie: employeeCookie, payload });
  const ok = async (payload: object, as: 'admin' | 'employee' = 'admin') => {
    const response = await add(payload, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().entries[0] as { id: string; toTimeBank?: boolean };
  };
  await ok({ type: 'work', date: '2025-03-03', startTime: '08:00', endTime: '16:00' });
  const banked = await ok({
    type: 'overtime',
    date: '2025-03-04',
    startTime: '16:00',
    endTime: '18:00',
    toTimeBank: true,
  });
  const paid = await ok({ type: 'overtime', date: '2025-03-05', startTime: '16:00', endTime: '17:00' });
  await ok({ type: 'timeOffInLieu', date: '2025-03-10', hours: 1.5 }, 'employee');
  return { ...created, cookie, employeeCookie, bo, add, ok, banked, paid };
}

describe('the afspadsering bank', () => {
  it('banks overtime ticked Til afspadsering and spends it with Afspadsering', async () => {
    const { cookie, employeeCookie, bo, banked, paid } = await company();
    expect(banked.toTimeBank).toBe(true);
    expect(paid.toTimeBank).toBeUndefined();
    const bank = await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json()).toMatchObject({ earned: 2, spent: 1.5, balance: 0.5 });
    const mine = await call(app, 'GET', '/api/me/timereg/time-bank', { cookie: employeeCookie });
    expect(mine.json()).toMatchObject({ earned: 2, spent: 1.5, balance: 0.5 });
    const overview = await call(app, 'GET', `/api/timereg/overview?${RANGE}`, { cookie });
    expect(overview.json().employees[0].timeBank).toEqual({
      earned: 2,
      spent: 1.5,
      balance: 0.5,
      asOf: '2025-03-31',
    });
    // No pay rules: no supplement weeks.
    expect(overview.json().payRuleCategories).toBeUndefined();
    expect(overview.json().employees[0].payRuleWeeks).toBeUndefined();
  });

  it('refuses Afspadsering past the balance with the Danish message, from the admin and the employee app', async () => {
    const { add } = await company();
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ type: 'timeOffInLieu', date: '2025-03-11', hours: 1 }, as);
      expect(refused.statusCode).toBe(409);
      // 0,5 − 1 = −0,5 on 11 March.
      expect(error(refused)).toEqual({
        code: 'TIME_BANK_NEGATIVE',
        message: `${TIME_BANK_MESSAGES.notEnough} Saldoen ville blive −0,50 timer d. 11.03.2025.`,
      });
    }
    // Before the hours were banked (Mon 3rd, the bank is empty until Tue 4th).
    const early = await add({ type: 'timeOffInLieu', date: '2025-03-03', hours: 1, confirmMixedDay: true });
    expect(error(early).code).toBe('TIME_BANK_NEGATIVE');
    // Exactly the balance is fine.
    expect((await add({ type: 'timeOffInLieu', date: '2025-03-11', hours: 0.5 })).statusCode).toBe(201);
  });

  it('refuses taking back banked hours already spent, by a delete or a change', async () => {
    const { cookie, banked } = await company();
    const deleted = await call(app, 'DELETE', `/api/timereg/entries/${banked.id}`, { cookie });
    expect(deleted.statusCode).toBe(409);
    expect(error(deleted).code).toBe('TIME_BANK_NEGATIVE');
    const unbanked = await call(app, 'PUT', `/api/timereg/entries/${banked.id}`, {
      cookie,
      payload: { type: 'overtime', date: '2025-03-04', startTime: '16:00', endTime: '18:00' },
    });
    expect(unbanked.statusCode).toBe(409);
    // Shortened to 1,5 hours it still covers the 1,5 spent.
    const shorter = await call(app, 'PUT', `/api/timereg/entries/${banked.id}`, {
      cookie,
      payload: {
        type: 'overtime',
        date: '2025-03-04',
        startTime: '16:00',
        endTime: '17:30',
        toTimeBank: true,
      },
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json()).toMatchObject({ hours: 1.5, toTimeBank: true });
  });

  it('lets the admin allow a negative balance, and bank overtime automatically', async () => {
    const { cookie, companyId, bo, add, ok } = await company();
    const saved = await call(app, 'PUT', SETTINGS, {
      cookie,
      payload: { autoBankOvertime: true, allowNegative: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().timeBank).toEqual({ autoBankOvertime: true, allowNegative: true });
    expect((await call(app, 'GET', '/api/timereg/settings', { cookie })).json().timeBank).toEqual({
      autoBankOvertime: true,
      allowNegative: true,
    });
    expect((await add({ type: 'timeOffInLieu', date: '2025-03-11', hours: 1 })).statusCode).toBe(201);
    // Overtime without the tick is banked by the rule: 2 + 1 earned, 2,5 spent.
    const auto = await ok({ type: 'overtime', date: '2025-03-12', startTime: '16:00', endTime: '17:00' });
    expect(auto.toTimeBank).toBe(true);
    const bank = await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie });
    expect(bank.json()).toMatchObject({ earned: 3, spent: 2.5, balance: 0.5 });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.time-bank-settings')));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad settings, other roles and another company', async () => {
    const { cookie, employeeCookie, bo } = await company();
    const bad = await call(app, 'PUT', SETTINGS, { cookie, payload: { autoBankOvertime: 'ja' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call(app, 'PUT', SETTINGS, {
          cookie: employeeCookie,
          payload: { autoBankOvertime: true, allowNegative: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie: employeeCookie }))
        .statusCode,
    ).toBe(403);
    const other = await createCompanyWithOwner(app, { name: 'Anden ApS' });
    const otherCookie = await loginAs(app, other.owner);
    expect(
      (await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie: otherCookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'GET', '/api/timereg/settings', { cookie: otherCookie })).json().timeBank,
    ).toEqual({
      autoBankOvertime: false,
      allowNegative: false,
    });
  });
});

describe('the opening balance (Startsaldo)', () => {
  const OPENING = (id: string) => `/api/timereg/employees/${id}/time-bank-opening`;

  it('starts the bank with the hours carried in: the employee page, the app, Overblik and its workbook', async () => {
    const { cookie, employeeCookie, companyId, bo, add } = await company();
    // 10 hours carried in on 1 March 2025: 10 + 2 − 1,5 = 10,5.
    const saved = await call(app, 'PUT', OPENING(bo.id), {
      cookie,
      payload: { hours: 10, date: '2025-03-01' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      earned: 2,
      spent: 1.5,
      balance: 10.5,
      opening: { hours: 10, date: '2025-03-01' },
    });
    const page = await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie });
    expect(page.json()).toMatchObject({ balance: 10.5, opening: { hours: 10, date: '2025-03-01' } });
    const mine = await call(app, 'GET', '/api/me/timereg/time-bank', { cookie: employeeCookie });
    expect(mine.json()).toMatchObject({ earned: 2, spent: 1.5, balance: 10.5 });
    const overview = await call(app, 'GET', `/api/timereg/overview?${RANGE}`, { cookie });
    expect(overview.json().employees[0].timeBank).toEqual({
      earned: 2,
      spent: 1.5,
      balance: 10.5,
      asOf: '2025-03-31',
    });
    // The period before the opening date: the bank had not started.
    const february = await call(app, 'GET', '/api/timereg/overview?from=2025-02-01&to=2025-02-28', {
      cookie,
    });
    expect(february.json().employees[0].timeBank.balance).toBe(0);
    const file = await app.inject({
      method: 'GET',
      url: `/api/timereg/overview/export.xlsx?${RANGE}`,
      headers: { cookie },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Overblik')!;
    const headers = sheet.getRow(3).values as unknown[];
    const column = headers.indexOf('Afspadseringssaldo (timer)');
    expect(column).toBeGreaterThan(0);
    expect(sheet.getRow(4).getCell(column).value).toBe(10.5);
    // Afspadsering may now spend the hours carried in: 10,5 on 11 March, then nothing more.
    expect((await add({ type: 'timeOffInLieu', date: '2025-03-11', hours: 7.5 })).statusCode).toBe(201);
    expect((await add({ type: 'timeOffInLieu', date: '2025-03-12', hours: 3 })).statusCode).toBe(201);
    const past = await add({ type: 'timeOffInLieu', date: '2025-03-13', hours: 0.5 });
    expect(error(past)).toEqual({
      code: 'TIME_BANK_NEGATIVE',
      message: `${TIME_BANK_MESSAGES.notEnough} Saldoen ville blive −0,50 timer d. 13.03.2025.`,
    });
    // Lowering the opening balance below what is spent is refused the same way.
    const lower = await call(app, 'PUT', OPENING(bo.id), {
      cookie,
      payload: { hours: 9, date: '2025-03-01' },
    });
    expect(lower.statusCode).toBe(409);
    expect(error(lower).code).toBe('TIME_BANK_NEGATIVE');
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.time-bank-opening')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ from: null, to: { hours: 10, date: '2025-03-01' } });
  });

  it('keeps the Lønudtræk as it was: AFSPADSERING is the period’s banked hours only', async () => {
    const { cookie, bo } = await company();
    await call(app, 'PUT', `/api/timereg/employees/${bo.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '2001', balanceStartDate: null, openingBalance: 0 },
    });
    await call(app, 'PUT', OPENING(bo.id), { cookie, payload: { hours: 25, date: '2025-01-01' } });
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}`,
      headers: { cookie },
    });
    const expected = await readFile(
      new URL('../fixtures/payroll/loenudtraek-time-bank-2025-03.csv', import.meta.url),
    );
    expect(response.rawPayload.toString('utf8')).toBe(expected.toString('utf8'));
  });

  it('is negative only when the company allows it, and removed with no date', async () => {
    const { cookie, bo } = await company();
    const negative = await call(app, 'PUT', OPENING(bo.id), {
      cookie,
      payload: { hours: -5, date: '2025-03-01' },
    });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toContain(TIME_BANK_MESSAGES.openingNegative);
    await call(app, 'PUT', SETTINGS, { cookie, payload: { autoBankOvertime: false, allowNegative: true } });
    const allowed = await call(app, 'PUT', OPENING(bo.id), {
      cookie,
      payload: { hours: -5, date: '2025-03-01' },
    });
    expect(allowed.json()).toMatchObject({ balance: -4.5, opening: { hours: -5, date: '2025-03-01' } });
    const removed = await call(app, 'PUT', OPENING(bo.id), { cookie, payload: { hours: 0, date: null } });
    expect(removed.json()).toMatchObject({ balance: 0.5, opening: null });
  });

  it('refuses bad input in Danish, other roles and another company', async () => {
    const { cookie, employeeCookie, bo } = await company();
    const messageOf = async (payload: object) => {
      const response = await call(app, 'PUT', OPENING(bo.id), { cookie, payload });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await messageOf({ hours: 1000.5, date: '2025-03-01' })).toContain(TIME_BANK_MESSAGES.openingRange);
    expect(await messageOf({ hours: -1001, date: '2025-03-01' })).toContain(TIME_BANK_MESSAGES.openingRange);
    expect(await messageOf({ hours: 5, date: null })).toContain(TIME_BANK_MESSAGES.openingWithoutDate);
    expect(await messageOf({ hours: 5, date: '2023-12-31' })).toContain(TIME_BANK_MESSAGES.openingTooEarly);
    expect(await messageOf({ hours: 5, date: '2025-02-30' })).toContain('dato');
    const payload = { hours: 5, date: '2025-03-01' };
    expect((await call(app, 'PUT', OPENING(bo.id), { cookie: employeeCookie, payload })).statusCode).toBe(
      403,
    );
    const other = await createCompanyWithOwner(app, { name: 'Tredje ApS' });
    const otherCookie = await loginAs(app, other.owner);
    expect((await call(app, 'PUT', OPENING(bo.id), { cookie: otherCookie, payload })).statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/timereg/employees/${bo.id}/time-bank`, { cookie })).json().opening,
    ).toBeNull();
  });
});

describe('the bank in the Lønudtræk and the Danløn file', () => {
  // Bo's 1,5 hours of Afspadsering taken are AFSPADSERING_AFHOLDT (decision 044), the 2 banked AFSPADSERING.
  it('moves the banked hours from OVERTID to AFSPADSERING, as the hand-written file', async () => {
    const { cookie, bo } = await company();
    await call(app, 'PUT', `/api/timereg/employees/${bo.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '2001', balanceStartDate: null, openingBalance: 0 },
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await readFile(
      new URL('../fixtures/payroll/loenudtraek-time-bank-2025-03.csv', import.meta.url),
    );
    expect(response.rawPayload.toString('utf8')).toBe(expected.toString('utf8'));
  });

  it('names AFSPADSERING without a lønart, then writes the Danløn file as the hand-written one', async () => {
    const { cookie, companyId, bo } = await company();
    await call(app, 'PUT', `/api/timereg/employees/${bo.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '2001', balanceStartDate: null, openingBalance: 0 },
    });
    const codes = { NORMAL: '0010', OVERTID: '0020', FERIE: '0050', SYGDOM: '0060', FRI: '0070' };
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: codes });
    await app.database.db.update(companies).set({ vat: '12345678' }).where(eq(companies.id, companyId));
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    expect(check.json()).toEqual({
      cvr: false,
      employees: [],
      categories: ['Afspadsering (afholdt)', 'Afspadsering (optjent)'],
    });
    await call(app, 'PUT', '/api/timereg/payroll-codes', {
      cookie,
      payload: { ...codes, AFSPADSERING_AFHOLDT: '0090', AFSPADSERING: '0080' },
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}&layout=danloen`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await readFile(
      new URL('../fixtures/payroll/danloen-time-bank-2025-03.csv', import.meta.url),
    );
    expect(iconv.decode(response.rawPayload, 'win1252')).toBe(iconv.decode(expected, 'win1252'));
  });
});

describe('supplement hours in Overblik', () => {
  it('gives the pay rules’ hours per week only while the rules are on', async () => {
    const { cookie } = await company();
    await call(app, 'PUT', '/api/timereg/pay-rules', {
      cookie,
      payload: {
        enabled: true,
        bands: [{ category: 'AFTEN', days: [1, 2, 3, 4, 5], from: '17:00', to: '23:00' }],
        overtimeFiftyHours: 0.5,
      },
    });
    const overview = await call(app, 'GET', `/api/timereg/overview?${RANGE}`, { cookie });
    expect(overview.json().payRuleCategories).toEqual([
      { code: 'AFTEN', label: 'Aftentillæg' },
      { code: 'OVERTID50', label: 'Overarbejde 50 %' },
      { code: 'OVERTID100', label: 'Overarbejde 100 %' },
    ]);
    // Week 10: the banked Tue 16–18 has 17–18 in the evening band (1 hour), Wed 16–17 none. Only the paid
    // overtime (Wed, 1 hour) is split, 0,5 at 50 % and 0,5 at 100 %; the banked 2 hours are paid with time off.
    expect(overview.json().employees[0].payRuleWeeks).toEqual([
      { week: '10-2025', monday: '2025-03-03', hours: { AFTEN: 1, OVERTID50: 0.5, OVERTID100: 0.5 } },
    ]);
  });
});
