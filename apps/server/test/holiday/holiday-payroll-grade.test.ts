import {
  addDays,
  danishToday,
  formatDate,
  formatMonth,
  isoWeekday,
  isPublicHoliday,
  openHolidayYears,
  weekKeyOf,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees, holidayRequests, timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23, the ferie items: docs/rules/timereg.md#ruling-30 (approval over registered work) and 31 (feriedage are Monday–Friday).
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

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

describe('a holiday request and a lock date in the middle of a week (docs/rules/timereg.md#ruling-29 and docs/rules/holiday.md#ruling-31)', () => {
  it('refuses only the days on or before the lock date, and takes the open rest of the same week', async () => {
    const { cookie, ask } = await setup();
    const monday = freeMonday(-3);
    const wednesday = addDays(monday, 2);
    const lock = await call(app, 'PUT', '/api/timereg/lock-date', {
      cookie,
      payload: { lockDate: wednesday },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    // Wednesday is the lock date itself (docs/rules/timereg.md#ruling-29: D is locked too); Thursday and Friday of that week are open.
    const refused = await ask({ from: wednesday, to: addDays(monday, 4) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('HOLIDAY_PERIOD_LOCKED');
    expect(refused.json().error.message).toContain(formatDate(wednesday));
    expect(refused.json().error.message).not.toContain(formatDate(addDays(monday, 3)));
    const open = await ask({ from: addDays(monday, 3), to: addDays(monday, 4) });
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().days).toBe(2);
  });
});

describe('approving ferie over registered work (docs/rules/timereg.md#ruling-30)', () => {
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

describe('feriedage are Monday to Friday whatever the norm week (docs/rules/holiday.md#ruling-31)', () => {
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

describe('the Ferie tab and the calendar (issue 23)', () => {
  it("names the accrual month in Danish: 'Optjent i oktober 2026', not 'Optjent i 2026-10'", async () => {
    const { cookie, employee } = await setup();
    const overview = (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json();
    const accruals = overview.ledger.filter((row: { source: string }) => row.source === 'accrual');
    expect(accruals.length).toBeGreaterThan(0);
    for (const row of accruals as { date: string; text: string }[]) {
      expect(row.text).toBe(`Optjent i ${formatMonth(row.date.slice(0, 7))}`);
      expect(row.text).toMatch(/^Optjent i [a-zæøå]+ \d{4}$/);
    }
  });

  it("shows 'Rest' with the planned days apart: a lawful request later in the year is no minus", async () => {
    const { cookie, companyId } = await setup();
    const today = danishToday();
    // Started at the beginning of this month: nothing usable yet, holiday in advance allowed.
    const { employee: fresh, account } = await createEmployee(app, companyId, {
      firstName: 'Ny',
      lastName: 'Ansat',
      login: {},
      fields: { mobileAppAccess: true, startDate: `${today.slice(0, 7)}-01` },
    });
    await call(app, 'PUT', '/api/holiday/settings', {
      cookie,
      payload: { allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' },
    });
    const freshCookie = await loginAs(app, account as NonNullable<typeof account>);
    const monday = freeMonday(8);
    const asked = await call(app, 'POST', '/api/me/holiday/requests', {
      cookie: freshCookie,
      payload: { from: monday, to: addDays(monday, 4) },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const years = (await call(app, 'GET', `/api/holiday/employees/${fresh.id}`, { cookie })).json().years as {
      planned: number;
      left: number;
    }[];
    expect(years.reduce((sum, y) => sum + y.planned, 0)).toBe(5);
    for (const year of years) expect(year.left).toBeGreaterThanOrEqual(0);
  });

  it('lists in the absence calendar only the people employed in the month shown', async () => {
    const { cookie, companyId, employee } = await setup();
    const today = danishToday();
    const month = today.slice(0, 7);
    const firstOfMonth = `${month}-01`;
    const nextMonthFirst = addDays(firstOfMonth, 40).slice(0, 7);
    const later = await createEmployee(app, companyId, {
      firstName: 'Senere',
      lastName: 'Start',
      fields: { startDate: `${nextMonthFirst}-01` },
    });
    const left = await createEmployee(app, companyId, {
      firstName: 'Allerede',
      lastName: 'Stoppet',
      fields: { startDate: '2020-01-01', endDate: addDays(firstOfMonth, -1) },
    });
    const lastDay = await createEmployee(app, companyId, {
      firstName: 'Sidste',
      lastName: 'Dag',
      fields: { startDate: '2020-01-01', endDate: firstOfMonth },
    });
    const ids = async (m: string) =>
      (
        (await call(app, 'GET', `/api/holiday/calendar?month=${m}`, { cookie })).json().people as {
          id: string;
        }[]
      ).map((p) => p.id);
    const now = await ids(month);
    expect(now).toContain(employee.id);
    expect(now).toContain(lastDay.employee.id);
    expect(now).not.toContain(later.employee.id);
    expect(now).not.toContain(left.employee.id);
    expect(await ids(nextMonthFirst)).toContain(later.employee.id);
    expect(await ids(nextMonthFirst)).not.toContain(lastDay.employee.id);
  });

  it("shows a lapsed ferieår with its days ('Bortfaldet') instead of dropping it", async () => {
    const { cookie, employee } = await setup();
    const lastClosed = (openHolidayYears(danishToday())[0] as number) - 1;
    const takeEnd = `${lastClosed + 1}-12-31`;
    // Added to Kollega during the year's last month, so Kollega saw it close; five days of it were taken.
    await app.database.db
      .update(employees)
      .set({ createdAt: new Date(`${lastClosed + 1}-12-01T12:00:00Z`) })
      .where(eq(employees.id, employee.id));
    const taken = [0, 1, 2, 3, 4]
      .map((d) => addDays(`${lastClosed + 1}-06-01`, d))
      .filter((d) => isoWeekday(d) <= 5);
    await app.database.db.insert(timeEntries).values(
      taken.map((date) => ({
        companyId: employee.companyId,
        employeeId: employee.id,
        date,
        type: 'holiday',
        hours: 7.5,
      })),
    );
    const overview = (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json();
    expect(overview.lapsed).toEqual([{ year: lastClosed, takeEnd, days: 25 - taken.length }]);
  });

  it('gives a new owner without a start date no 5th-week reminder', async () => {
    const { cookie, owner } = await setup();
    const mine = (await call(app, 'GET', `/api/holiday/employees/${owner.employeeId}`, { cookie })).json();
    expect(mine.employee.startDate).toBeNull();
    expect(mine.reminders).toEqual([]);
    expect(mine.lapsed).toEqual([]);
    const dashboard = (await call(app, 'GET', '/api/holiday/dashboard', { cookie })).json();
    expect(
      dashboard.reminders.filter((r: { employeeId: string }) => r.employeeId === owner.employeeId),
    ).toEqual([]);
  });
});
