import { readFile } from 'node:fs/promises';
import { DEFAULT_PAY_RULES, PAY_RULE_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies, throttle } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

// Issue 34 'Tillæg og overarbejde': the company's pay rules ('Løn og tillæg') and their lines in the Lønudtræk
// and the Danløn file, checked against hand-written files.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(async () => {
  await app.database.db.delete(throttle);
});

const URL_RULES = '/api/timereg/pay-rules';
const RANGE = 'from=2025-03-01&to=2025-03-31';
const RULES = { ...DEFAULT_PAY_RULES, enabled: true };
const CODES = {
  NORMAL: '0010',
  OVERTID: '0020',
  FERIE: '0050',
  SYGDOM: '0060',
  FRI: '0070',
  AFTEN: '0110',
  NAT: '0120',
  LOERDAG: '0130',
  SOENHELLIG: '0140',
  OVERTID50: '0150',
  OVERTID100: '0160',
};

let vats = 31000000;
/**
 * Åse's March 2025, computed by hand with the default bands (evening Mon–Fri 18–23, night 23–06, Saturday,
 * Sunday and public holidays) and 3 overtime hours a week at 50 %:
 * - Mon 3rd 08:00–16:30 with the break: 8 hours, no supplement.
 * - Tue 4th 14:00–22:00: 8 hours, evening 18–22 = 4.
 * - Thu 6th overtime 17:00–21:00: 4 hours, evening 18–21 = 3; overtime 3 at 50 %, 1 at 100 %.
 * - Sat 29th 22:00 → Sun 30th 06:00, the night summer time begins (02:00 → 03:00): 8 wall-clock hours but 7
 *   real ones: Saturday 22–24 = 2, night 23–06 = 6, Sunday 00–06 = 5.
 * Work 24 hours (3 registrations); evening 7 (2), night 6, Saturday 2, Sunday 5, overtime 50 % 3, 100 % 1.
 */
async function company() {
  const created = await createCompanyWithOwner(app, { name: 'Tillæg ApS' });
  await app.database.db
    .update(companies)
    .set({ vat: String(vats++) })
    .where(eq(companies.id, created.companyId));
  const cookie = await loginAs(app, created.owner);
  const { employee: aase } = await createEmployee(app, created.companyId, {
    firstName: 'Åse',
    lastName: 'Hansen',
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const add = async (payload: object) => {
    const response = await call(app, 'POST', `/api/timereg/employees/${aase.id}/entries`, {
      cookie,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  await add({
    type: 'work',
    date: '2025-03-03',
    startTime: '08:00',
    endTime: '16:30',
    breakWasIncluded: true,
  });
  await add({ type: 'work', date: '2025-03-04', startTime: '14:00', endTime: '22:00' });
  await add({ type: 'overtime', date: '2025-03-06', startTime: '17:00', endTime: '21:00' });
  await add({ type: 'work', date: '2025-03-29', startTime: '22:00', endTime: '06:00', overnight: true });
  const number = await call(app, 'PUT', `/api/timereg/employees/${aase.id}/payroll`, {
    cookie,
    payload: { employeeNumber: '1042', balanceStartDate: null, openingBalance: 0 },
  });
  expect(number.statusCode, number.body).toBe(200);
  return { ...created, cookie, aase };
}

describe("'Løn og tillæg'", () => {
  it('starts from the switched-off default, is saved with an audit row and read back', async () => {
    const { companyId, cookie } = await company();
    expect((await call(app, 'GET', URL_RULES, { cookie })).json()).toEqual(DEFAULT_PAY_RULES);
    const saved = await call(app, 'PUT', URL_RULES, {
      cookie,
      payload: { ...RULES, overtimeFiftyHours: 2.6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The threshold is kept in quarter hours.
    expect(saved.json()).toEqual({ ...RULES, overtimeFiftyHours: 2.5 });
    expect((await call(app, 'GET', URL_RULES, { cookie })).json()).toEqual({
      ...RULES,
      overtimeFiftyHours: 2.5,
    });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.pay-rules')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad rule set with Danish messages', async () => {
    const { cookie } = await company();
    const band = { category: 'AFTEN', days: [1], from: '18:00', to: '23:00' };
    const bad = async (payload: object) => {
      const response = await call(app, 'PUT', URL_RULES, { cookie, payload });
      expect(response.statusCode).toBe(400);
      return fieldErrors(response.json());
    };
    expect(await bad({ ...RULES, bands: [{ ...band, from: '18:05' }] })).toMatchObject({
      'bands.0.from': PAY_RULE_MESSAGES.quarterTime,
    });
    expect(await bad({ ...RULES, bands: [{ ...band, days: [] }] })).toMatchObject({
      'bands.0.days': PAY_RULE_MESSAGES.noDays,
    });
    expect(await bad({ ...RULES, overtimeFiftyHours: -1 })).toMatchObject({
      overtimeFiftyHours: PAY_RULE_MESSAGES.thresholdRange,
    });
    expect(await bad({ ...RULES, bands: Array.from({ length: 21 }, () => band) })).toMatchObject({
      bands: PAY_RULE_MESSAGES.tooManyBands,
    });
    expect((await call(app, 'GET', URL_RULES, { cookie })).json().enabled).toBe(false);
  });

  it('is for admins only and per company', async () => {
    const { companyId, cookie } = await company();
    const { account } = await createEmployee(app, companyId, {
      firstName: 'Medarbejder',
      lastName: 'Uden Adgang',
      login: {},
    });
    const employeeCookie = await loginAs(app, account!);
    expect((await call(app, 'GET', URL_RULES, { cookie: employeeCookie })).statusCode).toBe(403);
    expect((await call(app, 'PUT', URL_RULES, { cookie: employeeCookie, payload: RULES })).statusCode).toBe(
      403,
    );
    await call(app, 'PUT', URL_RULES, { cookie, payload: RULES });
    const other = await createCompanyWithOwner(app, { name: 'Anden ApS' });
    const otherCookie = await loginAs(app, other.owner);
    expect((await call(app, 'GET', URL_RULES, { cookie: otherCookie })).json().enabled).toBe(false);
  });
});

describe('the Lønudtræk with pay rules', () => {
  it('is unchanged while the rules are off', async () => {
    const { cookie } = await company();
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}`,
      headers: { cookie },
    });
    const codes = response.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[2]);
    expect(codes).toEqual(['NORMAL', 'OVERTID', 'FERIE', 'SYGDOM', 'FRI']);
  });

  it('adds a line per supplement category and splits the overtime, as the hand-written file', async () => {
    const { cookie } = await company();
    await call(app, 'PUT', URL_RULES, { cookie, payload: RULES });
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await readFile(
      new URL('../fixtures/payroll/loenudtraek-pay-rules-2025-03.csv', import.meta.url),
    );
    expect(response.rawPayload.toString('utf8')).toBe(expected.toString('utf8'));
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it('names the supplement categories without a lønart, then writes the Danløn file as the hand-written one', async () => {
    const { cookie, companyId } = await company();
    await call(app, 'PUT', URL_RULES, { cookie, payload: RULES });
    await call(app, 'PUT', '/api/timereg/payroll-codes', {
      cookie,
      payload: { NORMAL: '0010', OVERTID: '0020', FERIE: '0050', SYGDOM: '0060', FRI: '0070' },
    });
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    expect(check.json()).toEqual({
      cvr: false,
      employees: [],
      categories: [
        'Aftentillæg',
        'Nattillæg',
        'Lørdagstillæg',
        'Søndags- og helligdagstillæg',
        'Overarbejde 50 %',
        'Overarbejde 100 %',
      ],
    });
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    await app.database.db.update(companies).set({ vat: '12345678' }).where(eq(companies.id, companyId));
    const response = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}&layout=danloen`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await readFile(
      new URL('../fixtures/payroll/danloen-pay-rules-2025-03.csv', import.meta.url),
    );
    expect(iconv.decode(response.rawPayload, 'win1252')).toBe(iconv.decode(expected, 'win1252'));
  });
});
