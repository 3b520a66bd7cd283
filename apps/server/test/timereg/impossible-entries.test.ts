import { addDays, danishToday, mondayOf, TIMEREG_MESSAGES, weekKeyOf } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, timeEntries } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 17 part A (decision 027): registrations that cannot be true are refused or confirmed, on the admin's
// routes and the employee app's.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

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
  const adminUrl = `/api/timereg/employees/${employee.id}/entries`;
  const add = (payload: object, as: 'admin' | 'employee' = 'admin') =>
    as === 'admin'
      ? call(app, 'POST', adminUrl, { cookie, payload })
      : call(app, 'POST', '/api/me/timereg/entries', { cookie: employeeCookie, payload });
  const update = (entryId: string, payload: object, as: 'admin' | 'employee' = 'admin') =>
    as === 'admin'
      ? call(app, 'PUT', `/api/timereg/entries/${entryId}`, { cookie, payload })
      : call(app, 'PUT', `/api/me/timereg/entries/${entryId}`, { cookie: employeeCookie, payload });
  const entriesOn = async (date: string) =>
    app.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employee.id), eq(timeEntries.date, date)));
  return { ...company, cookie, employee, employeeCookie, add, update, entriesOn };
}

const WORK = {
  type: 'work',
  date: '2026-11-03',
  startTime: '08:00',
  endTime: '16:00',
  breakWasIncluded: true,
};
const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

describe('overlapping registrations', () => {
  it('refuses an overlap on the same day naming the entry, and takes adjacent ones', async () => {
    const { add, update } = await companyWithAppUser();
    expect((await add(WORK)).statusCode).toBe(201);
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ ...WORK, startTime: '15:00', endTime: '18:00' }, as);
      expect(refused.statusCode).toBe(409);
      expect(error(refused)).toEqual({
        code: 'ENTRY_OVERLAP',
        message: 'Registreringen overlapper Arbejde 08:00–16:00 d. 03.11.2026.',
      });
    }
    const adjacent = await add(
      { ...WORK, type: 'overtime', startTime: '16:00', endTime: '18:00' },
      'employee',
    );
    expect(adjacent.statusCode).toBe(201);
    // A change that would move into the other is refused as well; a change of the entry within itself is not.
    const overtimeId = adjacent.json().entries[0].id;
    const moved = await update(overtimeId, {
      ...WORK,
      type: 'overtime',
      startTime: '15:45',
      endTime: '18:00',
    });
    expect(error(moved).code).toBe('ENTRY_OVERLAP');
    const byEmployee = await update(
      overtimeId,
      { ...WORK, type: 'overtime', startTime: '15:45' },
      'employee',
    );
    expect(error(byEmployee).code).toBe('ENTRY_OVERLAP');
    const shorter = await update(overtimeId, {
      ...WORK,
      type: 'overtime',
      startTime: '16:30',
      endTime: '18:00',
    });
    expect(shorter.statusCode).toBe(200);
  });

  it('refuses an overlap across midnight with a confirmed night shift', async () => {
    const { add } = await companyWithAppUser();
    const night = await add({ ...WORK, startTime: '22:00', endTime: '06:00', overnight: true });
    expect(night.statusCode).toBe(201);
    expect(night.json().entries[0]).toMatchObject({ hours: 7.5, startTime: '22:00', endTime: '06:00' });
    const morning = await add(
      { ...WORK, date: '2026-11-04', startTime: '05:00', endTime: '09:00' },
      'employee',
    );
    expect(error(morning).message).toBe('Registreringen overlapper Arbejde 22:00–06:00 d. 03.11.2026.');
    expect(
      (await add({ ...WORK, date: '2026-11-04', startTime: '06:00', endTime: '14:00' })).statusCode,
    ).toBe(201);
  });

  it('refuses a day over 24 hours', async () => {
    const { add, entriesOn } = await companyWithAppUser();
    expect((await add({ type: 'timeOff', date: '2026-11-03', hours: 20 })).statusCode).toBe(201);
    // docs/rules/timereg.md#ruling-30: a second absence is refused for itself, so the day is filled up with overtime.
    const overtime = { type: 'overtime', date: '2026-11-03', startTime: '19:00', confirmMixedDay: true };
    const refused = await add({ ...overtime, endTime: '23:30' }, 'employee');
    expect(refused.statusCode).toBe(409);
    expect(error(refused)).toEqual({
      code: 'DAY_OVER_24_HOURS',
      message: 'En dag kan højst have 24 registrerede timer. D. 03.11.2026 ville få 24,50 timer.',
    });
    expect((await add({ ...overtime, endTime: '23:00' })).statusCode).toBe(201);
    expect(await entriesOn('2026-11-03')).toHaveLength(2);
  });
});

describe('work and absence on the same day', () => {
  it('asks for confirmation of an absence on a work day, and saves it with the flag and its audit row', async () => {
    const { add, entriesOn, companyId, employee } = await companyWithAppUser();
    await add(WORK);
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ type: 'holiday', date: '2026-11-03', hours: 7.5 }, as);
      expect(refused.statusCode).toBe(409);
      expect(error(refused)).toEqual({
        code: 'MIXED_DAY_UNCONFIRMED',
        message: 'D. 03.11.2026 er der allerede registreret arbejde. Vil du registrere fraværet alligevel?',
      });
    }
    expect(await entriesOn('2026-11-03')).toHaveLength(1);
    const confirmed = await add(
      { type: 'holiday', date: '2026-11-03', hours: 7.5, confirmMixedDay: true },
      'employee',
    );
    expect(confirmed.statusCode).toBe(201);
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityId, employee.id)));
    expect(audits.filter((row) => row.action === 'timereg.entry.add')).toHaveLength(2);
  });

  it('asks for confirmation of work on an absence day, also for a multi-day absence and a change', async () => {
    const { add, update } = await companyWithAppUser();
    await add({ type: 'sickLeave', date: '2026-11-04', hours: 7.5 });
    const refused = await add({ ...WORK, date: '2026-11-04' }, 'employee');
    expect(error(refused)).toEqual({
      code: 'MIXED_DAY_UNCONFIRMED',
      message: 'D. 04.11.2026 er registreret som sygdom. Vil du registrere arbejdet alligevel?',
    });
    const work = await add(WORK);
    const moved = await update(work.json().entries[0].id, { ...WORK, date: '2026-11-04' });
    expect(error(moved).code).toBe('MIXED_DAY_UNCONFIRMED');
    // (Up to the Tuesday: the Wednesday's Sygdom would refuse the period as a second absence, docs/rules/timereg.md#ruling-30.)
    const period = await add({ type: 'holiday', date: '2026-11-02', toDate: '2026-11-03' });
    expect(error(period).message).toBe(
      'D. 03.11.2026 er der allerede registreret arbejde. Vil du registrere fraværet alligevel?',
    );
    const confirmed = await add({
      type: 'holiday',
      date: '2026-11-09',
      toDate: '2026-11-10',
      confirmMixedDay: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const movedConfirmed = await update(work.json().entries[0].id, {
      ...WORK,
      date: '2026-11-04',
      confirmMixedDay: true,
    });
    expect(movedConfirmed.statusCode).toBe(200);
  });
});

describe('overnight shifts', () => {
  it('refuses an end at or before the start without the overnight flag, with a Danish message', async () => {
    const { add } = await companyWithAppUser();
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ ...WORK, startTime: '22:00', endTime: '06:00' }, as);
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.json())).toEqual({ endTime: TIMEREG_MESSAGES.overnightUnconfirmed });
    }
    const daytime = await add({ ...WORK, overnight: true });
    expect(fieldErrors(daytime.json())).toEqual({ overnight: TIMEREG_MESSAGES.overnightWithoutNight });
    const confirmed = await add(
      { ...WORK, startTime: '22:00', endTime: '06:00', overnight: true },
      'employee',
    );
    expect(confirmed.statusCode).toBe(201);
  });
});

describe('the future', () => {
  it('refuses work and overtime after today, takes planned holiday', async () => {
    const { add } = await companyWithAppUser();
    const tomorrow = addDays(danishToday(), 1);
    for (const as of ['admin', 'employee'] as const) {
      const refused = await add({ ...WORK, date: tomorrow, type: 'overtime' }, as);
      expect(refused.statusCode).toBe(409);
      expect(error(refused)).toEqual({ code: 'FUTURE_WORK', message: TIMEREG_MESSAGES.futureWork });
    }
    expect(
      (await add({ ...WORK, date: danishToday(), startTime: '00:00', endTime: '00:15' })).statusCode,
    ).toBe(201);
    const holiday = await add({ type: 'holiday', date: addDays(danishToday(), 30), hours: 7.5 }, 'employee');
    expect(holiday.statusCode).toBe(201);
  });

  it('approves a week only once it has ended', async () => {
    const { cookie, employee } = await companyWithAppUser();
    const url = (date: string) => `/api/timereg/employees/${employee.id}/weeks/${weekKeyOf(date)}`;
    const thisWeek = await call(app, 'PUT', url(danishToday()), { cookie, payload: { approved: true } });
    expect(thisWeek.statusCode).toBe(409);
    expect(error(thisWeek)).toEqual({ code: 'WEEK_NOT_ENDED', message: TIMEREG_MESSAGES.weekNotEnded });
    const lastWeek = addDays(mondayOf(danishToday()), -7);
    const approved = await call(app, 'PUT', url(lastWeek), { cookie, payload: { approved: true } });
    expect(approved.statusCode).toBe(200);
    // Reopening is never refused for it.
    expect(
      (await call(app, 'PUT', url(danishToday()), { cookie, payload: { approved: false } })).statusCode,
    ).toBe(200);
  });
});

describe('limits', () => {
  it('refuses a note or a comment over its limit with a message instead of cutting it', async () => {
    const { add } = await companyWithAppUser();
    const refused = await add({ ...WORK, note: 'x'.repeat(1001) }, 'employee');
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused.json())).toEqual({ note: TIMEREG_MESSAGES.noteTooLong });
    expect((await add({ ...WORK, note: 'x'.repeat(1000) })).statusCode).toBe(201);

    // A short rest gives an 11-hour warning to comment on.
    const { cookie } = await companyWithAppUser().then(async (other) => {
      await other.add({ ...WORK, date: '2026-11-02', startTime: '14:00', endTime: '23:00' });
      await other.add({ ...WORK, startTime: '06:00', endTime: '14:00' });
      return other;
    });
    const [warning] = (await call(app, 'GET', '/api/timereg/warnings', { cookie })).json().warnings;
    const url = `/api/timereg/warnings/${warning.id}`;
    const long = await call(app, 'PUT', url, { cookie, payload: { comment: 'x'.repeat(5001) } });
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long.json())).toEqual({ comment: TIMEREG_MESSAGES.commentTooLong });
    expect((await call(app, 'PUT', url, { cookie, payload: { comment: 'x'.repeat(5000) } })).statusCode).toBe(
      200,
    );
  });
});
