import { readFile } from 'node:fs/promises';
import { PAYROLL_CODE_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 28, 'The payroll file': the company's Lønarter and the Danløn layout of the Lønudtræk.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const CODES = { NORMAL: '0010', OVERTID: '0020', FERIE: '0050', SYGDOM: '0060', FRI: '0070' };
const RANGE = 'from=2025-03-01&to=2025-03-31';
const FIXTURE = new URL('../fixtures/payroll/danloen-2025-03.csv', import.meta.url);
/** The same month with Carl's Omsorgsdag (issue 34): one more line, lønart 0080. */
const ABSENCE_FIXTURE = new URL('../fixtures/payroll/danloen-absence-types-2025-03.csv', import.meta.url);
/** The same month with Tjenestefri with and without salary and a week of unpaid fædreorlov: a lønart each. */
const PAID_LEAVE_FIXTURE = new URL('../fixtures/payroll/danloen-paid-leave-2025-03.csv', import.meta.url);

/** Åse: 32 hours of work, 2 of overtime and 7,5 of holiday; Bø: 7,4 hours sick; Carl: nothing. */
let vats = 20000000;
async function company(vat = String(vats++)) {
  const created = await createCompanyWithOwner(app, { name: 'Løn ApS' });
  await app.database.db.update(companies).set({ vat }).where(eq(companies.id, created.companyId));
  const cookie = await loginAs(app, created.owner);
  const add = async (employeeId: string, payload: object) => {
    const response = await call(app, 'POST', `/api/timereg/employees/${employeeId}/entries`, {
      cookie,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const person = async (firstName: string) =>
    (
      await createEmployee(app, created.companyId, {
        firstName,
        lastName: 'Hansen',
        fields: { mobileAppAccess: true, startDate: '2024-01-01' },
      })
    ).employee;
  const aase = await person('Åse');
  for (const date of ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06']) {
    await add(aase.id, { type: 'work', date, startTime: '08:00', endTime: '16:30', breakWasIncluded: true });
  }
  await add(aase.id, { type: 'overtime', date: '2025-03-06', startTime: '17:00', endTime: '19:00' });
  await add(aase.id, { type: 'holiday', date: '2025-03-07', hours: 7.5 });
  const boe = await person('Bø');
  await add(boe.id, { type: 'sickLeave', date: '2025-03-04', hours: 7.4 });
  const carl = await person('Carl');
  const number = (employeeId: string, employeeNumber: string) =>
    call(app, 'PUT', `/api/timereg/employees/${employeeId}/payroll`, {
      cookie,
      payload: { employeeNumber, balanceStartDate: null, openingBalance: 0 },
    });
  /** Chooses optional absence types under 'Fraværstyper' (issue 34, decision 044). */
  const useAbsenceTypes = async (...types: string[]) => {
    const settings = (await call(app, 'GET', '/api/timereg/absence-types', { cookie })).json();
    for (const type of types) settings[type] = { ...settings[type], enabled: true };
    await call(app, 'PUT', '/api/timereg/absence-types', { cookie, payload: settings });
  };
  return { ...created, cookie, add, aase, boe, carl, number, useAbsenceTypes };
}

/** The month's Danløn file, checked byte for byte against a hand-written one. */
async function expectDanloenFile(cookie: string, fixture: URL) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/timereg/payroll.csv?${RANGE}&layout=danloen`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const expected = await readFile(fixture);
  expect(iconv.decode(response.rawPayload, 'win1252')).toBe(iconv.decode(expected, 'win1252'));
  expect(response.rawPayload.equals(expected)).toBe(true);
  return response;
}

describe("'Lønarter'", () => {
  it('are empty at first, saved per company with an audit row, and refused with Danish messages', async () => {
    const { companyId, cookie } = await company();
    const url = '/api/timereg/payroll-codes';
    // Issue 34: the pay rules' categories have a lønart too, '' until set (and when a request leaves them out).
    // Decision 052: the afspadsering bank's line too; issue 34 (decision 044): so do the optional absence types'.
    const PAY_RULE_CODES = {
      AFTEN: '',
      NAT: '',
      LOERDAG: '',
      SOENHELLIG: '',
      OVERTID50: '',
      OVERTID100: '',
      AFSPADSERING: '',
      BARSEL: '',
      BARSEL_UDEN_LOEN: '',
      BARNSYG: '',
      OMSORG: '',
      SENIOR: '',
      AFSPADSERING_AFHOLDT: '',
      TJENESTEFRI: '',
      TJENESTEFRI_UDEN_LOEN: '',
      KURSUS: '',
    };
    expect((await call(app, 'GET', url, { cookie })).json()).toEqual({
      NORMAL: '',
      OVERTID: '',
      FERIE: '',
      SYGDOM: '',
      FRI: '',
      ...PAY_RULE_CODES,
    });
    const saved = await call(app, 'PUT', url, { cookie, payload: { ...CODES, FRI: ' 70 ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...CODES, FRI: '70', ...PAY_RULE_CODES });
    expect((await call(app, 'GET', url, { cookie })).json()).toEqual({
      ...CODES,
      FRI: '70',
      ...PAY_RULE_CODES,
    });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.payroll-codes')));
    expect(audit).toHaveLength(1);

    const bad = await call(app, 'PUT', url, {
      cookie,
      payload: { ...CODES, NORMAL: '1;2', OVERTID: '12345678901' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())).toMatchObject({
      NORMAL: PAYROLL_CODE_MESSAGES.codeCharacters,
      OVERTID: PAYROLL_CODE_MESSAGES.codeTooLong,
    });
    // Another company's codes are its own.
    const other = await createCompanyWithOwner(app, { name: 'Anden ApS' });
    const otherCookie = await loginAs(app, other.owner);
    expect((await call(app, 'GET', url, { cookie: otherCookie })).json().NORMAL).toBe('');
  });

  it('are for admins only', async () => {
    const { companyId } = await company();
    const { account } = await createEmployee(app, companyId, {
      firstName: 'Medarbejder',
      lastName: 'Uden Adgang',
      login: {},
    });
    const employeeCookie = await loginAs(app, account!);
    const url = '/api/timereg/payroll-codes';
    expect((await call(app, 'GET', url, { cookie: employeeCookie })).statusCode).toBe(403);
    expect((await call(app, 'PUT', url, { cookie: employeeCookie, payload: CODES })).statusCode).toBe(403);
    expect(
      (await call(app, 'GET', `/api/timereg/payroll.csv?${RANGE}&layout=danloen`, { cookie: employeeCookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the Danløn file', () => {
  it('names what is missing and refuses the file until it is complete', async () => {
    const { cookie, aase, number } = await company();
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    expect(check.statusCode, check.body).toBe(200);
    // Carl has no hours, so no line and nothing missing for him. Overblik's order: Danish, Å last.
    expect(check.json()).toEqual({
      cvr: false,
      employees: ['Bø Hansen', 'Åse Hansen'],
      categories: ['Normaltimer', 'Overarbejde', 'Ferie', 'Sygdom'],
    });
    await number(aase.id, '1042');
    const refused = await call(app, 'GET', `/api/timereg/payroll.csv?${RANGE}&layout=danloen`, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PAYROLL_DANLOEN_INCOMPLETE',
      message:
        'Danløn-filen kan ikke dannes, fordi der mangler oplysninger. Uden Medarbejdernr.: Bø Hansen. ' +
        'Uden lønart: Normaltimer, Overarbejde, Ferie, Sygdom.',
    });
  });

  it('names an employee whose Medarbejdernr. is not 1–10 digits like a missing one, and writes no line', async () => {
    // The Medarbejdernr. is free text up to 20 characters (the standard layout's); in Danløn's unquoted line a
    // ';', a quote or a line break would shift or split the fields.
    const { cookie, aase, boe, number } = await company();
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    for (const bad of ['10;42', '"1042"', 'Ø7', '12345678901']) {
      expect((await number(aase.id, bad)).statusCode).toBe(200);
      await number(boe.id, '7');
      const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
      expect(check.json(), bad).toEqual({
        cvr: false,
        employees: [`Åse Hansen (${PAYROLL_CODE_MESSAGES.numberNotDigits})`],
        categories: [],
      });
      const refused = await call(app, 'GET', `/api/timereg/payroll.csv?${RANGE}&layout=danloen`, { cookie });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'PAYROLL_DANLOEN_INCOMPLETE',
        message:
          'Danløn-filen kan ikke dannes, fordi der mangler oplysninger. ' +
          'Uden Medarbejdernr.: Åse Hansen (Medarbejdernr. må kun indeholde 1–10 cifre).',
      });
    }
  });

  it('writes the file byte for byte as Danløn reads it: Windows-1252, CRLF, hundredths, no 0 lines', async () => {
    // The CVR number's digits only: the company page allows spaces and 'DK'.
    const { cookie, aase, boe, number } = await company('DK 12 34 56 78');
    await number(aase.id, '1042');
    await number(boe.id, '7');
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    expect(check.json()).toEqual({ cvr: false, employees: [], categories: [] });
    const response = await expectDanloenFile(cookie, FIXTURE);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toContain('danloen-2025-03-01-2025-03-31.csv');
  });

  it('adds a chosen absence type as a line of its own lønart (issue 34), byte for byte', async () => {
    const { cookie, add, aase, boe, carl, number, useAbsenceTypes } = await company('DK12345678');
    await number(aase.id, '1042');
    await number(boe.id, '7');
    await number(carl.id, '55');
    await useAbsenceTypes('careDay');
    await add(carl.id, { type: 'careDay', date: '2025-03-10', hours: 7.5 });
    // Without a lønart for Omsorgsdag the file is refused, naming the category.
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    expect(check.json()).toEqual({ cvr: false, employees: [], categories: ['Omsorgsdag'] });
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: { ...CODES, OMSORG: '0080' } });
    await expectDanloenFile(cookie, ABSENCE_FIXTURE);
  });

  it('pays Barsel and Tjenestefri as a line with and a line without salary (issue 34), byte for byte', async () => {
    const { cookie, add, aase, boe, carl, number, useAbsenceTypes } = await company('11223344');
    await number(aase.id, '1042');
    await number(boe.id, '7');
    await number(carl.id, '55');
    await useAbsenceTypes('parentalLeave', 'leaveOfAbsence');
    // Carl: a day of Tjenestefri with salary, half a day without; Bø: a week of fædreorlov without salary
    // (Monday 17 to Friday 21 March, five days of her 7,4-hour norm: 37,00 hours).
    await add(carl.id, { type: 'leaveOfAbsence', date: '2025-03-10', hours: 7.5, withPay: true });
    await add(carl.id, { type: 'leaveOfAbsence', date: '2025-03-11', hours: 3.75, withPay: false });
    await add(boe.id, {
      type: 'parentalLeave',
      date: '2025-03-17',
      toDate: '2025-03-21',
      absenceKind: 'paternity',
      withPay: false,
    });
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    const check = await call(app, 'GET', `/api/timereg/payroll/check?${RANGE}&layout=danloen`, { cookie });
    // Only the categories with hours need a lønart: nobody had Barsel with salary.
    expect(check.json()).toEqual({
      cvr: false,
      employees: [],
      categories: ['Barsel uden løn', 'Tjenestefri med løn', 'Tjenestefri uden løn'],
    });
    await call(app, 'PUT', '/api/timereg/payroll-codes', {
      cookie,
      payload: { ...CODES, BARSEL_UDEN_LOEN: '0091', TJENESTEFRI: '0092', TJENESTEFRI_UDEN_LOEN: '0093' },
    });
    await expectDanloenFile(cookie, PAID_LEAVE_FIXTURE);
    // The standard layout names both lines of each type for everyone, 0 where nothing was registered.
    const standard = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}&employeeIds=${carl.id}`,
      headers: { cookie },
    });
    const text = standard.rawPayload.toString('utf8');
    expect(text).toContain('55;Carl Hansen;BARSEL;Barsel med løn;0,00;0;');
    expect(text).toContain('55;Carl Hansen;BARSEL_UDEN_LOEN;Barsel uden løn;0,00;0;');
    expect(text).toContain('55;Carl Hansen;TJENESTEFRI;Tjenestefri med løn;7,50;1;');
    expect(text).toContain('55;Carl Hansen;TJENESTEFRI_UDEN_LOEN;Tjenestefri uden løn;3,75;1;');
  });

  it("leaves another company's employees out", async () => {
    const { cookie, aase, number } = await company('87654321');
    await number(aase.id, '1042');
    await call(app, 'PUT', '/api/timereg/payroll-codes', { cookie, payload: CODES });
    const other = await company();
    const response = await call(
      app,
      'GET',
      `/api/timereg/payroll/check?${RANGE}&layout=danloen&employeeIds=${other.boe.id}`,
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cvr: false, employees: [], categories: [] });
    const file = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${RANGE}&layout=danloen&employeeIds=${aase.id},${other.aase.id}`,
      headers: { cookie },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.toString('latin1')).toBe(
      '87654321;1042;0010;3200;;\r\n87654321;1042;0020;200;;\r\n87654321;1042;0050;750;;\r\n',
    );
  });
});
