import { addDays, DEFAULT_ABSENCE_TYPE_SETTINGS, danishToday } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Decision 056: Barsel's refusion deadline (barselsloven § 40, stk. 2–3) on both databases.
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const today = danishToday();

async function setup() {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const used = await call(app, 'PUT', '/api/timereg/absence-types', {
    cookie,
    payload: {
      ...DEFAULT_ABSENCE_TYPE_SETTINGS,
      parentalLeave: { ...DEFAULT_ABSENCE_TYPE_SETTINGS.parentalLeave, enabled: true },
    },
  });
  expect(used.statusCode, used.body).toBe(200);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Bente',
    lastName: 'Barsel',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2020-01-01' },
  });
  const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
  /** Registers Barsel and answers the registered dates (weekends and public holidays are skipped). */
  const leave = async (payload: object) => {
    const response = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'parentalLeave', ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().entries as { date: string }[]).map((entry) => entry.date).sort();
  };
  const get = () => call(app, 'GET', `/api/sickness/employees/${employee.id}/parental-leave`, { cookie });
  return { ...company, cookie, employee, employeeCookie, leave, get };
}

describe('Barsel periods and the refusion deadline', () => {
  it('counts 8 weeks from the last paid day, lists the open deadline on /fravaer, and keeps an old period apart', async () => {
    const { cookie, employee, leave, get } = await setup();
    // An old paid period of some hours, more than a week before the next: its deadline has passed.
    const old = addDays(today, -100);
    await leave({ date: old, hours: 3.7, absenceKind: 'paternity', withPay: true });
    // Paid barselsorlov, then unpaid forældreorlov straight after: one period, the salary stops inside it.
    const paid = await leave({
      date: addDays(today, -40),
      toDate: addDays(today, -20),
      absenceKind: 'maternity',
      withPay: true,
    });
    const unpaid = await leave({
      date: addDays(today, -19),
      toDate: addDays(today, -10),
      absenceKind: 'parental',
      withPay: false,
    });
    const lastPaidDay = paid.at(-1) as string;

    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ employeeId: employee.id, today });
    expect(body.periods).toEqual([
      {
        firstDay: paid[0],
        lastDay: unpaid.at(-1),
        days: paid.length + unpaid.length,
        kinds: ['maternity', 'parental'],
        withPay: true,
        lastPaidDay,
        refusionRequestBy: addDays(lastPaidDay, 56),
        ongoing: false,
      },
      {
        firstDay: old,
        lastDay: old,
        days: 1,
        kinds: ['paternity'],
        withPay: true,
        lastPaidDay: old,
        refusionRequestBy: addDays(old, 56),
        ongoing: false,
      },
    ]);

    const list = await call(app, 'GET', '/api/sickness', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().parentalLeave).toEqual([
      expect.objectContaining({
        employeeId: employee.id,
        employeeName: 'Bente Barsel',
        firstDay: paid[0],
        refusionRequestBy: addDays(lastPaidDay, 56),
      }),
    ]);
  });

  it('marks a period still going on as ongoing, and lists no deadline when no salary is paid', async () => {
    const { cookie, leave, get, companyId } = await setup();
    const days = await leave({
      date: addDays(today, -3),
      toDate: addDays(today, 30),
      absenceKind: 'pregnancy',
      withPay: false,
    });
    const [period] = (await get()).json().periods;
    expect(period).toMatchObject({
      firstDay: days[0],
      lastDay: days.at(-1),
      withPay: false,
      lastPaidDay: null,
      refusionRequestBy: null,
      ongoing: true,
    });
    expect((await call(app, 'GET', '/api/sickness', { cookie })).json().parentalLeave).toEqual([]);

    // Another employee's paid leave registered ahead: its deadline is provisional and listed.
    const { employee: other } = await createEmployee(app, companyId, {
      firstName: 'Anders',
      lastName: 'Far',
      login: {},
      fields: { mobileAppAccess: true, startDate: '2020-01-01' },
    });
    const ahead = await call(app, 'POST', `/api/timereg/employees/${other.id}/entries`, {
      cookie,
      payload: {
        type: 'parentalLeave',
        date: addDays(today, -3),
        toDate: addDays(today, 10),
        absenceKind: 'paternity',
        withPay: true,
      },
    });
    expect(ahead.statusCode, ahead.body).toBe(201);
    const lastPaid = (ahead.json().entries as { date: string }[])
      .map((entry) => entry.date)
      .sort()
      .at(-1) as string;
    expect((await call(app, 'GET', '/api/sickness', { cookie })).json().parentalLeave).toEqual([
      expect.objectContaining({
        employeeName: 'Anders Far',
        refusionRequestBy: addDays(lastPaid, 56),
        ongoing: true,
      }),
    ]);
  });

  it('answers an empty list for an employee without Barsel', async () => {
    const { get, employee } = await setup();
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ employeeId: employee.id, today, periods: [] });
  });

  it("answers 404 for another company's employee or an id that is none, 403 for an employee", async () => {
    const { employee, employeeCookie } = await setup();
    const stranger = await setup();
    const foreign = await call(app, 'GET', `/api/sickness/employees/${employee.id}/parental-leave`, {
      cookie: stranger.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const garbage = await call(app, 'GET', '/api/sickness/employees/not-an-id/parental-leave', {
      cookie: stranger.cookie,
    });
    expect(garbage.statusCode).toBe(404);
    const asEmployee = await call(app, 'GET', `/api/sickness/employees/${employee.id}/parental-leave`, {
      cookie: employeeCookie,
    });
    expect(asEmployee.statusCode).toBe(403);
    // Company B's /fravaer shows none of company A's Barsel.
    await stranger.leave({
      date: addDays(today, -5),
      toDate: addDays(today, -1),
      absenceKind: 'maternity',
      withPay: true,
    });
    expect(
      (await call(app, 'GET', '/api/sickness', { cookie: (await setup()).cookie })).json().parentalLeave,
    ).toEqual([]);
  });
});
