import { addDays, danishToday, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 item 4, docs/rules/timereg.md#ruling-30: a day holds at most one full-day absence, on every path that writes registrations
// (the admin grid, the employee app, an approved holiday request), and an absence on a day whose norm is 0
// counts 0 hours in plus/minus.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const SECOND_ABSENCE = {
  code: 'ABSENCE_ALREADY_REGISTERED',
  message: 'Der er allerede registreret fravær denne dag.',
};
const TUESDAY = '2026-11-03';
const SATURDAY = '2026-11-07';

async function companyWithAppUser() {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Tina',
    lastName: 'Timer',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const employeeCookie = await loginAs(app, account!);
  const add = (payload: object, as: 'admin' | 'employee' = 'admin') =>
    as === 'admin'
      ? call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, { cookie, payload })
      : call(app, 'POST', '/api/me/timereg/entries', { cookie: employeeCookie, payload });
  const update = (entryId: string, payload: object, as: 'admin' | 'employee' = 'admin') =>
    as === 'admin'
      ? call(app, 'PUT', `/api/timereg/entries/${entryId}`, { cookie, payload })
      : call(app, 'PUT', `/api/me/timereg/entries/${entryId}`, { cookie: employeeCookie, payload });
  const entriesOn = (date: string) =>
    app.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employee.id), eq(timeEntries.date, date)));
  const plusMinus = async (from: string, to: string) => {
    const overview = await call(app, 'GET', `/api/timereg/overview?from=${from}&to=${to}`, { cookie });
    expect(overview.statusCode).toBe(200);
    return overview.json().employees[0].plusMinus as number;
  };
  return { ...company, cookie, employee, employeeCookie, add, update, entriesOn, plusMinus };
}

const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

describe('one full-day absence a day (docs/rules/timereg.md#ruling-30)', () => {
  it('refuses a second Ferie and a Sygdom on a Ferie day, from the admin and the employee app', async () => {
    const { add, entriesOn } = await companyWithAppUser();
    expect((await add({ type: 'holiday', date: TUESDAY, hours: 7.5 })).statusCode).toBe(201);
    for (const as of ['admin', 'employee'] as const) {
      for (const type of ['holiday', 'sickLeave', 'timeOff']) {
        const refused = await add({ type, date: TUESDAY, hours: 7.5 }, as);
        expect(refused.statusCode).toBe(409);
        expect(error(refused)).toEqual(SECOND_ABSENCE);
      }
    }
    expect(await entriesOn(TUESDAY)).toHaveLength(1);
  });

  it('refuses a change that would make a second absence, and takes a change of the absence itself', async () => {
    const { add, update, entriesOn } = await companyWithAppUser();
    const sick = (await add({ type: 'sickLeave', date: TUESDAY, hours: 7.5 })).json().entries[0];
    const holiday = (await add({ type: 'holiday', date: '2026-11-04', hours: 7.5 })).json().entries[0];
    for (const as of ['admin', 'employee'] as const) {
      const moved = await update(holiday.id, { type: 'holiday', date: TUESDAY, hours: 7.5 }, as);
      expect(moved.statusCode).toBe(409);
      expect(error(moved)).toEqual(SECOND_ABSENCE);
    }
    const work = (
      await add({
        type: 'work',
        date: '2026-11-05',
        startTime: '08:00',
        endTime: '12:00',
        breakWasIncluded: true,
      })
    ).json().entries[0];
    await add({ type: 'timeOff', date: '2026-11-05', hours: 3, confirmMixedDay: true });
    // Work turned into an absence on a day with Fri is a second absence too.
    const turned = await update(work.id, { type: 'sickLeave', date: '2026-11-05', hours: 4 });
    expect(error(turned)).toEqual(SECOND_ABSENCE);
    // The absence itself may change its type or hours.
    const changed = await update(sick.id, { type: 'timeOff', date: TUESDAY, hours: 4 }, 'employee');
    expect(changed.statusCode).toBe(200);
    expect(await entriesOn(TUESDAY)).toEqual([expect.objectContaining({ type: 'timeOff', hours: 4 })]);
  });

  it('refuses a multi-day absence over a day that holds one, naming the day', async () => {
    const { add, entriesOn } = await companyWithAppUser();
    await add({ type: 'sickLeave', date: '2026-11-04', hours: 7.5 });
    const refused = await add({ type: 'holiday', date: '2026-11-02', toDate: '2026-11-06' }, 'employee');
    expect(refused.statusCode).toBe(409);
    expect(error(refused)).toEqual({
      code: 'ABSENCE_ALREADY_REGISTERED',
      message: 'Der er allerede registreret fravær d. 04.11.2026 (sygdom).',
    });
    expect(await entriesOn('2026-11-02')).toHaveLength(0);
  });

  it('approves holiday over a day that holds Sygdom without a second absence there: that day is no feriedag', async () => {
    const { cookie, employeeCookie, employee, add } = await companyWithAppUser();
    let monday = addDays(danishToday(), 30);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    while ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, 7);
    const wednesday = addDays(monday, 2);
    expect((await add({ type: 'sickLeave', date: wednesday, hours: 7.5 })).statusCode).toBe(201);
    const asked = await call(app, 'POST', '/api/me/holiday/requests', {
      cookie: employeeCookie,
      payload: { from: monday, to: addDays(monday, 4) },
    });
    expect(asked.statusCode).toBe(201);
    // The sick day spends no feriedag (the holiday feature leaves out days that already hold an absence).
    expect(asked.json().days).toBe(4);
    const approved = await call(app, 'POST', `/api/holiday/requests/${asked.json().id}/approve`, {
      cookie,
      payload: { comment: '' },
    });
    expect(approved.statusCode).toBe(200);
    const rows = await app.database.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.employeeId, employee.id));
    const byDate = new Map<string, string[]>();
    for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.type]);
    // One absence a day: Sygdom stays alone on Wednesday, Ferie on the four other days.
    expect(byDate.get(wednesday)).toEqual(['sickLeave']);
    for (const day of [0, 1, 3, 4]) expect(byDate.get(addDays(monday, day))).toEqual(['holiday']);
  });
});

describe('an absence on a day without norm (docs/rules/timereg.md#ruling-30)', () => {
  it('counts 0 hours in plus/minus: Sygdom on a Saturday adds no flex', async () => {
    const { add, plusMinus } = await companyWithAppUser();
    expect((await add({ type: 'sickLeave', date: SATURDAY, hours: 7.5 })).statusCode).toBe(201);
    expect(await plusMinus(SATURDAY, SATURDAY)).toBe(0);
    // The week: the norm of Monday–Friday (37 hours) is owed, the Saturday's Sygdom makes up none of it.
    expect(await plusMinus('2026-11-02', '2026-11-08')).toBe(-37);
    // Work on the Saturday still counts.
    const work = await add({
      type: 'work',
      date: SATURDAY,
      startTime: '08:00',
      endTime: '10:00',
      breakWasIncluded: true,
      confirmMixedDay: true,
    });
    const workHours = work.json().entries[0].hours;
    expect(workHours).toBeGreaterThan(0);
    expect(await plusMinus(SATURDAY, SATURDAY)).toBe(workHours);
  });
});
