import { addDays, danishInstant, danishToday, TIMEREG_MESSAGES } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { timeClocks } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 item 10: no work registration may end after now (Europe/Copenhagen), and clocking out rounds the end
// down to the quarter hour. The server reads "now" from the clock (TimeregDeps.now, else `new Date()`): here only
// Date is faked, to 03:30 or 03:32 Danish time today.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
afterEach(() => {
  vi.useRealTimers();
});

const today = danishToday();

function freezeAt(time: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(danishInstant(today, time));
}

async function company() {
  const created = await createCompanyWithOwner(app, { name: 'Nu ApS' });
  const cookie = await loginAs(app, created.owner);
  const { employee, account } = await createEmployee(app, created.companyId, {
    firstName: 'Nina',
    lastName: 'Nu',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const employeeCookie = await loginAs(app, account!);
  return { ...created, cookie, employee, employeeCookie };
}

describe('work ending after now (issue 23)', () => {
  it('refuses 20:00–22:00 today entered at 03:30, from the admin and the employee, and takes work until now', async () => {
    const { cookie, employee, employeeCookie } = await company();
    freezeAt('03:30');
    const add = (payload: object, as: 'admin' | 'employee') =>
      call(
        app,
        'POST',
        as === 'admin' ? `/api/timereg/employees/${employee.id}/entries` : '/api/me/timereg/entries',
        { cookie: as === 'admin' ? cookie : employeeCookie, payload },
      );
    for (const as of ['admin', 'employee'] as const) {
      for (const [type, startTime, endTime] of [
        ['work', '20:00', '22:00'],
        ['overtime', '03:00', '03:45'],
      ] as const) {
        const refused = await add({ type, date: today, startTime, endTime }, as);
        expect(refused.statusCode, `${as} ${type}`).toBe(409);
        expect(refused.json().error).toEqual({
          code: 'WORK_ENDS_IN_FUTURE',
          message: TIMEREG_MESSAGES.workEndsInFuture,
        });
      }
    }
    // A night shift from yesterday that ends later this morning is not done either.
    const night = await add(
      { type: 'work', date: addDays(today, -1), startTime: '22:00', endTime: '06:00', overnight: true },
      'admin',
    );
    expect(night.statusCode).toBe(409);
    expect(night.json().error.code).toBe('WORK_ENDS_IN_FUTURE');
    // Work ending now is accepted; an absence later today may be planned.
    const done = await add({ type: 'work', date: today, startTime: '01:00', endTime: '03:30' }, 'employee');
    expect(done.statusCode, done.body).toBe(201);
    const id = done.json().entries[0].id;
    // Changing it to end later than now is refused too.
    const later = await call(app, 'PUT', `/api/me/timereg/entries/${id}`, {
      cookie: employeeCookie,
      payload: { type: 'work', date: today, startTime: '01:00', endTime: '04:00' },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.code).toBe('WORK_ENDS_IN_FUTURE');
  });

  it('rounds a clock-out at 03:32 down to 03:30, never into the future', async () => {
    const { employee, employeeCookie } = await company();
    freezeAt('00:02');
    const started = await call(app, 'POST', '/api/me/timereg/clock/start', { cookie: employeeCookie });
    expect(started.statusCode, started.body).toBe(201);
    await app.database.db
      .update(timeClocks)
      .set({ startedAt: danishInstant(today, '00:02') })
      .where(eq(timeClocks.employeeId, employee.id));
    freezeAt('03:32');
    const stopped = await call(app, 'POST', '/api/me/timereg/clock/stop', {
      cookie: employeeCookie,
      payload: {},
    });
    expect(stopped.statusCode, stopped.body).toBe(201);
    expect(stopped.json().entry).toMatchObject({
      date: today,
      startTime: '00:15',
      endTime: '03:30',
      hours: 3.25,
    });
  });
});
