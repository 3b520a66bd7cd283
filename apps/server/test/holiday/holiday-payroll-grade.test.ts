import { addDays, danishToday, formatDate, isoWeekday, isPublicHoliday, weekKeyOf } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { holidayRequests, throttle, timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

// Issue 23, the ferie items: rulings 30 (approval over registered work) and 31 (feriedage are Monday–Friday).
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(async () => {
  await app.database.db.delete(throttle);
});

async function setup() {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Frida',
    lastName: 'Ferie',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2020-01-01' },
  });
  const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
  const ask = (payload: unknown) =>
    call(app, 'POST', '/api/me/holiday/requests', { cookie: employeeCookie, payload });
  const approve = (id: string) =>
    call(app, 'POST', `/api/holiday/requests/${id}/approve`, { cookie, payload: {} });
  return { ...company, cookie, employee, employeeCookie, ask, approve };
}

const entriesOf = (employeeId: string) =>
  app.database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));

/** A Monday `weeks` whole weeks from this week's (negative: back), moved on until its Monday–Friday has no public holiday. */
function freeMonday(weeks: number): string {
  let monday = addDays(danishToday(), 7 * weeks);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, -1);
  const step = weeks < 0 ? -7 : 7;
  while ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, step);
  return monday;
}

describe('approving ferie over registered work (ruling 30)', () => {
  it('is refused while a feriedag holds work, naming the days; approved once the work is corrected', async () => {
    const { cookie, employee, ask, approve } = await setup();
    const monday = freeMonday(-2);
    const tuesday = addDays(monday, 1);
    for (const [date, endTime] of [
      [monday, '16:15'],
      [tuesday, '14:45'],
    ] as const) {
      const work = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
        cookie,
        payload: { type: 'work', date, startTime: '07:00', endTime },
      });
      expect(work.statusCode, work.body).toBe(201);
    }
    const hours = (await entriesOf(employee.id)).map((e) => e.hours).sort();
    expect(hours).toEqual([7.75, 9.25]);

    const asked = await ask({ from: monday, to: tuesday });
    expect(asked.statusCode, asked.body).toBe(201);
    const refused = await approve(asked.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Der er registreret arbejde ${formatDate(monday)} og ${formatDate(tuesday)}. Ret registreringerne eller forkort anmodningen først.`,
    );
    // Nothing is written: no Ferie beside the work, the request still waits.
    expect((await entriesOf(employee.id)).map((e) => e.type)).toEqual(['work', 'work']);
    const [row] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.id, asked.json().id));
    expect(row?.status).toBe('pending');

    // The admin corrects Monday's work: the message names only Tuesday.
    const mondayEntry = (await entriesOf(employee.id)).find((e) => e.date === monday);
    await call(app, 'DELETE', `/api/timereg/entries/${mondayEntry?.id}`, { cookie });
    const stillRefused = await approve(asked.json().id);
    expect(stillRefused.json().error.message).toBe(
      `Der er registreret arbejde ${formatDate(tuesday)}. Ret registreringerne eller forkort anmodningen først.`,
    );
    const tuesdayEntry = (await entriesOf(employee.id)).find((e) => e.date === tuesday);
    await call(app, 'DELETE', `/api/timereg/entries/${tuesdayEntry?.id}`, { cookie });
    const approved = await approve(asked.json().id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await entriesOf(employee.id)).map((e) => [e.date, e.type]).sort()).toEqual([
      [monday, 'holiday'],
      [tuesday, 'holiday'],
    ]);
  });
});

describe('feriedage are Monday to Friday whatever the norm week (ruling 31)', () => {
  it('a part-timer on Monday–Wednesday who takes Monday–Friday off spends 5 feriedage, 0 hours on Thursday and Friday', async () => {
    const { cookie, employee, employeeCookie, ask, approve } = await setup();
    const saved = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/settings`, {
      cookie,
      payload: {
        individual: true,
        setting: {
          breakDuration: 30,
          paidBreak: false,
          isPaidHourly: false,
          weeklySchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            from: '08:00',
            end: '16:00',
            notWorking: day > 3,
          })),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const monday = freeMonday(6);
    const asked = await ask({ from: monday, to: addDays(monday, 6) });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().days).toBe(5);
    const approved = await approve(asked.json().id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().days).toBe(5);
    const entries = (await entriesOf(employee.id)).map((e) => [e.date, e.type, e.hours]).sort();
    expect(entries).toEqual([
      [monday, 'holiday', 7.5],
      [addDays(monday, 1), 'holiday', 7.5],
      [addDays(monday, 2), 'holiday', 7.5],
      [addDays(monday, 3), 'holiday', 0],
      [addDays(monday, 4), 'holiday', 0],
    ]);
    const overview = (await call(app, 'GET', '/api/me/holiday', { cookie: employeeCookie })).json();
    const planned = overview.years.reduce((sum: number, y: { planned: number }) => sum + y.planned, 0);
    expect(planned).toBe(5);
  });
});

describe('a holiday request in a locked week', () => {
  it('is refused when made, naming the days, for the lock date and for an approved week', async () => {
    const { cookie, employee, ask } = await setup();
    const early = freeMonday(-5);
    // The lock date lies after the whole week (its Sunday and after), so it is locked under any reading.
    const lock = await call(app, 'PUT', '/api/timereg/lock-date', {
      cookie,
      payload: { lockDate: addDays(early, 8) },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    const refused = await ask({ from: addDays(early, 3), to: addDays(early, 4) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Der kan ikke registreres ferie ${formatDate(addDays(early, 3))} og ${formatDate(addDays(early, 4))}: ugen er godkendt eller låst. Vælg en anden periode.`,
    );

    // A week that has ended, approved by the admin.
    const later = freeMonday(-1);
    const week = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/${weekKeyOf(later)}`, {
      cookie,
      payload: { approved: true },
    });
    expect(week.statusCode, week.body).toBe(200);
    const inApproved = await ask({ from: addDays(later, 4), to: addDays(later, 7) });
    expect(inApproved.statusCode).toBe(409);
    expect(inApproved.json().error.message).toBe(
      `Der kan ikke registreres ferie ${formatDate(addDays(later, 4))}: ugen er godkendt eller låst. Vælg en anden periode.`,
    );
    const open = await ask({ from: addDays(later, 7), to: addDays(later, 11) });
    expect(open.statusCode, open.body).toBe(201);
  });
});
