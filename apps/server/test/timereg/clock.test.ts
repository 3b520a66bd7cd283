import {
  addDays,
  clockedEntry,
  danishInstant,
  danishToday,
  danishWallClock,
  ENTRY_CONFLICT_TEXT,
  endsNextDay,
  entryHours,
  TIMEREG_MESSAGES,
} from '@kollega/domain';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, timeClocks } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 17, "Clock in and out" (decision 030): a running clock on the server, turned into a work registration.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const HOUR = 3_600_000;
const QUARTER = 15 * 60_000;
const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

async function companyWithClocker(firstName = 'Tina') {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName,
    lastName: 'Timer',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const employeeCookie = await loginAs(app, account!);
  const me = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    call(app, method, `/api/me/timereg/clock${path}`, {
      cookie: employeeCookie,
      ...(payload ? { payload } : method === 'POST' && path === '/stop' ? { payload: {} } : {}),
    });
  /** Moves the running clock back in time, as if started (and on breaks) earlier. */
  const setClock = (values: Partial<typeof timeClocks.$inferInsert>) =>
    app.database.db.update(timeClocks).set(values).where(eq(timeClocks.employeeId, employee.id));
  const audits = async () =>
    (
      await app.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.companyId), like(auditLog.action, 'timereg.%')))
    ).map((row) => row.action);
  return { ...company, cookie, employee, employeeCookie, me, setClock, audits };
}

describe('clocking in and out', () => {
  it('starts, takes a break, and stops into a work registration rounded to the quarter (start up, end down)', async () => {
    const { me, setClock, audits, employeeCookie } = await companyWithClocker();
    expect((await me('GET', '')).json()).toEqual({ clock: null });

    const started = await me('POST', '/start');
    expect(started.statusCode).toBe(201);
    const clock = started.json().clock;
    expect(clock).toMatchObject({ onBreak: false, breakMinutes: 0, overdue: false, breakStartedAt: null });
    expect(clock.since).toBe(danishWallClock(new Date(clock.startedAt)).time);

    const again = await me('POST', '/start');
    expect(again.statusCode).toBe(409);
    expect(error(again)).toEqual({
      code: 'CLOCK_ALREADY_RUNNING',
      message: `Du er allerede mødt ind siden kl. ${clock.since}.`,
    });

    const onBreak = await me('POST', '/break/start');
    expect(onBreak.statusCode).toBe(200);
    expect(onBreak.json().clock.onBreak).toBe(true);
    expect(error(await me('POST', '/break/start'))).toEqual({
      code: 'CLOCK_ALREADY_ON_BREAK',
      message: TIMEREG_MESSAGES.clockAlreadyOnBreak,
    });
    const back = await me('POST', '/break/stop');
    expect(back.statusCode).toBe(200);
    expect(back.json().clock.onBreak).toBe(false);
    expect(error(await me('POST', '/break/stop'))).toEqual({
      code: 'CLOCK_NOT_ON_BREAK',
      message: TIMEREG_MESSAGES.clockNotOnBreak,
    });

    // Four hours ago, with 30 minutes of break and a break of 10 minutes still running.
    const startedAt = new Date(Date.now() - 4 * HOUR - 7 * 60_000);
    const breakStartedAt = new Date(Date.now() - 10 * 60_000);
    await setClock({ startedAt, breakMinutes: 30, breakStartedAt });
    const stopped = await me('POST', '/stop');
    expect(stopped.statusCode).toBe(201);
    const entry = stopped.json().entry;
    const expected = clockedEntry({ startedAt, breakMinutes: 30, breakStartedAt }, new Date());
    if (expected.kind !== 'entry') throw new Error(expected.kind);
    expect(entry).toMatchObject({
      type: 'work',
      date: expected.date,
      startTime: expected.startTime,
      clockedBreakMinutes: 40,
      breakWasIncluded: false,
    });
    expect(Number(entry.startTime.slice(3)) % 15).toBe(0);
    expect(Number(entry.endTime.slice(3)) % 15).toBe(0);
    expect(entry.hours).toBe(
      entryHours({
        type: 'work',
        startTime: entry.startTime,
        endTime: entry.endTime,
        clockedBreakMinutes: 40,
      }),
    );

    // The clock is gone, the registration is an ordinary one in the app's week.
    expect((await me('GET', '')).json()).toEqual({ clock: null });
    const week = await call(
      app,
      'GET',
      `/api/me/timereg?from=${addDays(entry.date, -1)}&to=${addDays(entry.date, 1)}`,
      { cookie: employeeCookie },
    );
    expect(week.json().log.entries.map((e: { id: string }) => e.id)).toContain(entry.id);
    expect(await audits()).toEqual([
      'timereg.clock.start',
      'timereg.clock.break.start',
      'timereg.clock.break.stop',
      'timereg.entry.add',
      'timereg.clock.stop',
    ]);
  });

  it('answers "not clocked in" to every action without a running clock', async () => {
    const { me } = await companyWithClocker();
    for (const [method, path] of [
      ['POST', '/stop'],
      ['POST', '/break/start'],
      ['POST', '/break/stop'],
      ['DELETE', ''],
    ] as const) {
      const response = await me(method, path);
      expect(response.statusCode, path).toBe(409);
      expect(error(response)).toEqual({
        code: 'CLOCK_NOT_RUNNING',
        message: TIMEREG_MESSAGES.clockNotRunning,
      });
    }
  });

  it('refuses a stop that would overlap a registration, naming it, and keeps the clock', async () => {
    const { me, setClock, employeeCookie, audits } = await companyWithClocker();
    await me('POST', '/start');
    await setClock({ startedAt: new Date(Date.now() - 5 * HOUR) });
    // A typed registration inside the clocked hours, on quarter hours.
    const from = new Date(Math.floor(Date.now() / QUARTER) * QUARTER - 4 * HOUR);
    const start = danishWallClock(from);
    const end = danishWallClock(new Date(from.getTime() + HOUR));
    const typed = await call(app, 'POST', '/api/me/timereg/entries', {
      cookie: employeeCookie,
      payload: {
        type: 'work',
        date: start.date,
        startTime: start.time,
        endTime: end.time,
        overnight: endsNextDay(start.time, end.time),
      },
    });
    expect(typed.statusCode).toBe(201);
    const refused = await me('POST', '/stop');
    expect(refused.statusCode).toBe(409);
    expect(error(refused)).toEqual({
      code: 'ENTRY_OVERLAP',
      message: ENTRY_CONFLICT_TEXT.overlap(typed.json().entries[0]),
    });
    expect((await me('GET', '')).json().clock).not.toBeNull();
    expect(await audits()).toEqual(['timereg.clock.start', 'timereg.entry.add']);
  });

  it('reminds after 16 hours and stops a shift over midnight at a corrected end as an overnight entry', async () => {
    const { me, setClock } = await companyWithClocker();
    await me('POST', '/start');
    const day = addDays(danishToday(), -2);
    await setClock({ startedAt: danishInstant(day, '21:52') });
    const state = (await me('GET', '')).json().clock;
    expect(state).toMatchObject({ since: '21:52', overdue: true });

    // Without a correction the clock has run over 24 hours.
    expect(error(await me('POST', '/stop'))).toEqual({
      code: 'CLOCK_TOO_LONG',
      message: TIMEREG_MESSAGES.clockTooLong,
    });
    const stopped = await me('POST', '/stop', { endTime: '06:05' });
    expect(stopped.statusCode).toBe(201);
    expect(stopped.json().entry).toMatchObject({
      date: day,
      startTime: '22:00',
      // Issue 23: the end rounds down (06:05 → 06:00), never past the moment clocked out.
      endTime: '06:00',
      hours: 8,
    });
  });

  it('refuses an end after now and a clock shorter than a quarter hour, and can be dropped', async () => {
    const { me, setClock, audits } = await companyWithClocker();
    await me('POST', '/start');
    await setClock({ startedAt: new Date(Date.now() - HOUR) });
    const future = await me('POST', '/stop', {
      endTime: danishWallClock(new Date(Date.now() + 2 * HOUR)).time,
    });
    expect(error(future)).toEqual({
      code: 'CLOCK_END_IN_FUTURE',
      message: TIMEREG_MESSAGES.clockEndInFuture,
    });
    // 1 and 10 minutes past the same quarter hour: both round up to the next one.
    const quarter = Math.floor(Date.now() / QUARTER) * QUARTER - 2 * QUARTER;
    await setClock({ startedAt: new Date(quarter + 60_000) });
    const short = await me('POST', '/stop', {
      endTime: danishWallClock(new Date(quarter + 10 * 60_000)).time,
    });
    expect(error(short)).toEqual({ code: 'CLOCK_TOO_SHORT', message: TIMEREG_MESSAGES.clockTooShort });

    expect((await me('DELETE', '')).statusCode).toBe(204);
    expect((await me('GET', '')).json()).toEqual({ clock: null });
    expect(await audits()).toEqual(['timereg.clock.start', 'timereg.clock.cancel']);
  });
});

describe('who may clock, and who is clocked in', () => {
  it('refuses an admin without app access and an employee asking for the admin list', async () => {
    const { cookie, employeeCookie } = await companyWithClocker();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/break/start'],
      ['DELETE', ''],
    ] as const) {
      const response = await call(app, method, `/api/me/timereg/clock${path}`, { cookie });
      expect(response.statusCode, path).toBe(403);
      expect(error(response).code).toBe('NOT_ELIGIBLE');
    }
    const list = await call(app, 'GET', '/api/timereg/clocked-in', { cookie: employeeCookie });
    expect(list.statusCode).toBe(403);
  });

  it("lists the company's clocked-in employees with the time and break, and nobody of another company", async () => {
    const a = await companyWithClocker('Tina');
    const b = await companyWithClocker('Bent');
    expect((await call(app, 'GET', '/api/timereg/clocked-in', { cookie: a.cookie })).json()).toEqual({
      employees: [],
    });
    await a.me('POST', '/start');
    await a.setClock({ startedAt: danishInstant(danishToday(), '00:00') });
    await a.me('POST', '/break/start');
    await b.me('POST', '/start');

    const listA = await call(app, 'GET', '/api/timereg/clocked-in', { cookie: a.cookie });
    expect(listA.statusCode).toBe(200);
    expect(listA.json().employees).toEqual([
      expect.objectContaining({
        employeeId: a.employee.id,
        firstName: 'Tina',
        lastName: 'Timer',
        since: '00:00',
        onBreak: true,
      }),
    ]);
    const listB = await call(app, 'GET', '/api/timereg/clocked-in', { cookie: b.cookie });
    expect(listB.json().employees.map((e: { firstName: string }) => e.firstName)).toEqual(['Bent']);
    expect(listB.body).not.toContain(a.employee.id);
  });
});
