import { danishToday, LOCK_TEXT, TIMEREG_MESSAGES } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { companies, timeClocks } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 item 2, docs/rules/timereg.md#ruling-29: 'Låst til og med D' locks D and every day before it, per day, in every write path.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

async function company(startDate = '2024-01-01') {
  const created = await createCompanyWithOwner(app, { name: 'Lås ApS' });
  const cookie = await loginAs(app, created.owner);
  const { employee, account } = await createEmployee(app, created.companyId, {
    firstName: 'Lis',
    lastName: 'Låsen',
    login: {},
    fields: { mobileAppAccess: true, startDate },
  });
  const employeeCookie = await loginAs(app, account!);
  const add = (date: string, as: 'admin' | 'employee' = 'admin', type = 'work') =>
    call(
      app,
      'POST',
      as === 'admin' ? `/api/timereg/employees/${employee.id}/entries` : '/api/me/timereg/entries',
      {
        cookie: as === 'admin' ? cookie : employeeCookie,
        payload:
          type === 'work' ? { type, date, startTime: '08:00', endTime: '16:00' } : { type, date, hours: 7.5 },
      },
    );
  // Sets the lock date straight in the row: the route only moves it forward, and these tests move it around.
  const setLock = (lockDate: string | null) =>
    app.database.db
      .update(companies)
      .set({ timeRegistrationLockDate: lockDate })
      .where(eq(companies.id, created.companyId));
  return { ...created, cookie, employee, employeeCookie, add, setLock };
}

describe("'Låst til og med' locks the date itself and every day before it (docs/rules/timereg.md#ruling-29)", () => {
  it('refuses creating, changing and deleting on 26–31 May with the lock date 2026-05-31', async () => {
    const { add, setLock, cookie, employeeCookie } = await company();
    const made: Record<string, string> = {};
    for (const date of ['2026-05-26', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01']) {
      const response = await add(date);
      expect(response.statusCode, response.body).toBe(201);
      made[date] = response.json().entries[0].id;
    }
    await setLock('2026-05-31');
    const lockedText = {
      code: 'DAY_LOCKED',
      message: 'Registreringer til og med 31.05.2026 kan ikke ændres.',
    };
    expect(lockedText.message).toBe(LOCK_TEXT.lockedThrough('2026-05-31'));
    for (const date of ['2026-05-26', '2026-05-27', '2026-05-30', '2026-05-31']) {
      for (const as of ['admin', 'employee'] as const) {
        const created = await add(date, as, 'holiday');
        expect(created.statusCode, `${as} ${date}`).toBe(409);
        expect(error(created)).toEqual(lockedText);
      }
    }
    for (const date of ['2026-05-26', '2026-05-29', '2026-05-30', '2026-05-31']) {
      const id = made[date]!;
      const changed = await call(app, 'PUT', `/api/timereg/entries/${id}`, {
        cookie,
        payload: { type: 'work', date, startTime: '09:00', endTime: '16:00' },
      });
      expect(changed.statusCode, date).toBe(409);
      expect(error(changed)).toEqual(lockedText);
      const mine = await call(app, 'PUT', `/api/me/timereg/entries/${id}`, {
        cookie: employeeCookie,
        payload: { type: 'work', date, startTime: '09:00', endTime: '16:00' },
      });
      expect(mine.statusCode, date).toBe(409);
      const deleted = await call(app, 'DELETE', `/api/timereg/entries/${id}`, { cookie });
      expect(deleted.statusCode, date).toBe(409);
      expect(error(deleted)).toEqual(lockedText);
      const myDelete = await call(app, 'DELETE', `/api/me/timereg/entries/${id}`, { cookie: employeeCookie });
      expect(myDelete.statusCode, date).toBe(409);
    }
    // Moving an open registration onto a locked day is refused too.
    const moved = await call(app, 'PUT', `/api/timereg/entries/${made['2026-06-01']}`, {
      cookie,
      payload: { type: 'work', date: '2026-05-28', startTime: '08:00', endTime: '16:00' },
    });
    expect(moved.statusCode).toBe(409);
    // 1 June, the day after, stays open.
    const open = await call(app, 'PUT', `/api/timereg/entries/${made['2026-06-01']}`, {
      cookie,
      payload: { type: 'work', date: '2026-06-01', startTime: '09:00', endTime: '16:00' },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect((await add('2026-06-02', 'employee')).statusCode).toBe(201);
  });

  it('locks 1–3 June with the lock date 2026-06-03 and leaves 4 June on open', async () => {
    const { add, setLock } = await company();
    await setLock('2026-06-03');
    for (const date of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      const response = await add(date, 'employee');
      expect(response.statusCode, date).toBe(409);
      expect(error(response).message).toBe('Registreringer til og med 03.06.2026 kan ikke ændres.');
    }
    expect((await add('2026-06-04', 'employee')).statusCode).toBe(201);
    expect((await add('2026-06-07', 'admin', 'holiday')).statusCode).toBe(201);
  });

  it('lets the admin approve a week the lock date cuts through, never a week wholly on or before it', async () => {
    const { setLock, employee, cookie } = await company();
    const approve = (weekKey: string, approved: boolean) =>
      call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/${weekKey}`, {
        cookie,
        payload: { approved },
      });
    await setLock('2026-05-31');
    // Week 22 of 2026 is 25–31 May: all of it is locked and counts as approved for good.
    const week22 = await approve('22-2026', false);
    expect(week22.statusCode).toBe(409);
    expect(error(week22).code).toBe('WEEK_LOCKED');
    await setLock('2026-06-03');
    // Week 23 (1–7 June) has open days after 3 June: it can be approved and reopened.
    const approved = await approve('23-2026', true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approvedWeeks).toContain('23-2026');
    expect((await approve('23-2026', false)).statusCode).toBe(200);
  });

  it('refuses clocking out onto a locked day', async () => {
    const { setLock, employeeCookie, employee } = await company();
    const started = await call(app, 'POST', '/api/me/timereg/clock/start', { cookie: employeeCookie });
    expect(started.statusCode, started.body).toBe(201);
    // As if clocked in two hours ago (today or, just after midnight, yesterday: both on or before today).
    await app.database.db
      .update(timeClocks)
      .set({ startedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(timeClocks.employeeId, employee.id));
    await setLock(danishToday());
    const stopped = await call(app, 'POST', '/api/me/timereg/clock/stop', {
      cookie: employeeCookie,
      payload: {},
    });
    expect(stopped.statusCode, stopped.body).toBe(409);
    expect(error(stopped).code).toBe('DAY_LOCKED');
  });
});

describe('a registration before the start date (issue 23)', () => {
  it('says the date is before the start date, also inside the start week', async () => {
    // Starts Wednesday 4 March 2026; Monday 2 and Tuesday 3 March are in the same week.
    const { add } = await company('2026-03-04');
    for (const date of ['2026-03-02', '2026-03-03', '2026-02-20']) {
      const response = await add(date, 'admin', 'holiday');
      expect(response.statusCode, date).toBe(409);
      expect(error(response)).toEqual({
        code: 'BEFORE_START_DATE',
        message: 'Datoen er før medarbejderens startdato (04.03.2026).',
      });
      expect(error(response).message).not.toBe(TIMEREG_MESSAGES.weekLocked);
    }
    expect((await add('2026-03-04')).statusCode).toBe(201);
  });
});
