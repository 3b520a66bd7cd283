import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees, timeEntries, timeEntryChanges, timeLogWarnings } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** A company with its owner signed in and one employee who registers time (app access, a login). */
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
  return { ...company, cookie, employee, employeeCookie };
}

const WORK = {
  type: 'work',
  date: '2025-03-04',
  startTime: '08:00',
  endTime: '16:00',
  breakWasIncluded: true,
};

describe('admin registrations', () => {
  it('adds a work entry with hours computed from the times and the break, logged as create_entry', async () => {
    const { cookie, employee, companyId } = await companyWithAppUser();
    const response = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { ...WORK, startTime: '07:55' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().entries).toEqual([
      expect.objectContaining({ date: '2025-03-04', type: 'work', hours: 7.5, startTime: '07:55' }),
    ]);
    const logs = await call(
      app,
      'GET',
      `/api/timereg/logs?from=2025-03-01&to=2025-03-31&employeeIds=${employee.id}`,
      {
        cookie,
      },
    );
    const [log] = logs.json().employees;
    expect(log.entries).toHaveLength(1);
    expect(log.changes[0]).toMatchObject({ action: 'create_entry', authorName: 'Ditte Ejer', hours: 7.5 });
    const changes = await app.database.db
      .select()
      .from(timeEntryChanges)
      .where(eq(timeEntryChanges.companyId, companyId));
    expect(changes).toHaveLength(1);
  });

  it('says what is missing, and allows several days only for absences', async () => {
    const { cookie, employee } = await companyWithAppUser();
    const url = `/api/timereg/employees/${employee.id}/entries`;
    const missing = await call(app, 'POST', url, { cookie, payload: { type: 'work', date: '' } });
    expect(fieldErrors(missing.json())).toMatchObject({ date: 'Dato mangler' });
    const noTimes = await call(app, 'POST', url, { cookie, payload: { type: 'work', date: '2025-03-04' } });
    expect(fieldErrors(noTimes.json())).toEqual({
      startTime: 'Starttid mangler',
      endTime: 'Sluttid mangler',
    });
    const multiWork = await call(app, 'POST', url, {
      cookie,
      payload: { ...WORK, toDate: '2025-03-06' },
    });
    expect(fieldErrors(multiWork.json())).toEqual({
      toDate: 'Kun fravær kan registreres over flere dage',
    });
    const tooLong = await call(app, 'POST', url, {
      cookie,
      payload: { type: 'holiday', date: '2025-01-01', toDate: '2026-01-02' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldErrors(tooLong.json())).toEqual({ toDate: 'Højst ét år ad gangen' });
  });

  it('spreads a holiday over working days, skipping the weekend and Kristi himmelfartsdag', async () => {
    const { cookie, employee } = await companyWithAppUser();
    const response = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'holiday', date: '2025-05-26', toDate: '2025-06-01' },
    });
    expect(response.statusCode).toBe(201);
    const entries = response.json().entries as { date: string; hours: number }[];
    expect(entries.map((entry) => entry.date)).toEqual([
      '2025-05-26',
      '2025-05-27',
      '2025-05-28',
      '2025-05-30',
    ]);
    expect(entries.every((entry) => entry.hours === 7.5)).toBe(true);
  });

  it('refuses employees who do not register time (no app access, exempt or inactive)', async () => {
    const { cookie, companyId } = await companyWithAppUser();
    const { employee } = await createEmployee(app, companyId, { fields: { mobileAppAccess: false } });
    const response = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: WORK,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NOT_ELIGIBLE');
  });

  it('approves a week, then refuses every change in it, and reopens it', async () => {
    const { cookie, employee } = await companyWithAppUser();
    const added = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: WORK,
    });
    const entryId = added.json().entries[0].id;
    const approve = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/10-2025`, {
      cookie,
      payload: { approved: true },
    });
    expect(approve.json()).toEqual({ approvedWeeks: ['10-2025'] });

    const refused = [
      await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, { cookie, payload: WORK }),
      await call(app, 'PUT', `/api/timereg/entries/${entryId}`, {
        cookie,
        payload: { ...WORK, endTime: '17:00' },
      }),
      await call(app, 'DELETE', `/api/timereg/entries/${entryId}`, { cookie }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Ugen er godkendt eller låst og kan ikke ændres.');
    }

    await call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/10-2025`, {
      cookie,
      payload: { approved: false },
    });
    const updated = await call(app, 'PUT', `/api/timereg/entries/${entryId}`, {
      cookie,
      payload: { ...WORK, endTime: '17:00' },
    });
    expect(updated.json()).toMatchObject({ hours: 8.5 });
    const logs = (
      await call(app, 'GET', `/api/timereg/logs?from=2025-03-03&to=2025-03-09`, { cookie })
    ).json();
    const changes = logs.employees.find(
      (log: { employeeId: string }) => log.employeeId === employee.id,
    ).changes;
    expect(changes.map((change: { action: string }) => change.action)).toEqual([
      'create_entry',
      'update_entry',
    ]);
    expect(changes[1]).toMatchObject({ hours: 8.5, previousHours: 7.5 });
  });

  it('keeps weeks before 2024-08-05 and before the employee started read-only', async () => {
    const { cookie, companyId } = await companyWithAppUser();
    const { employee } = await createEmployee(app, companyId, {
      fields: { mobileAppAccess: true, startDate: '2025-03-12' },
    });
    const url = `/api/timereg/employees/${employee.id}/entries`;
    const beforeCutoff = await call(app, 'POST', url, { cookie, payload: { ...WORK, date: '2024-08-02' } });
    expect(beforeCutoff.statusCode).toBe(409);
    const beforeStart = await call(app, 'POST', url, { cookie, payload: { ...WORK, date: '2025-03-04' } });
    expect(beforeStart.statusCode).toBe(409);
    // Issue 23: the days of the start week before the start date are refused too, naming the start date; the
    // start date itself is open.
    const startWeek = await call(app, 'POST', url, { cookie, payload: { ...WORK, date: '2025-03-10' } });
    expect(startWeek.statusCode).toBe(409);
    expect(startWeek.json().error.message).toBe('Datoen er før medarbejderens startdato (12.03.2025).');
    const startDay = await call(app, 'POST', url, { cookie, payload: { ...WORK, date: '2025-03-12' } });
    expect(startDay.statusCode).toBe(201);
    const toggle = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/31-2024`, {
      cookie,
      payload: { approved: false },
    });
    expect(toggle.statusCode).toBe(409);
  });
});

describe('warnings', () => {
  it('raises an 11-hour warning in the same transaction, keeps read and comment, and drops it when fixed', async () => {
    const { cookie, employee } = await companyWithAppUser();
    const url = `/api/timereg/employees/${employee.id}/entries`;
    await call(app, 'POST', url, {
      cookie,
      payload: { type: 'work', date: '2025-03-04', startTime: '08:00', endTime: '23:00' },
    });
    const late = await call(app, 'POST', url, {
      cookie,
      payload: { type: 'work', date: '2025-03-05', startTime: '06:00', endTime: '14:00' },
    });
    const list = (await call(app, 'GET', '/api/timereg/warnings', { cookie })).json().warnings;
    const warning = list.find((item: { employeeId: string }) => item.employeeId === employee.id);
    expect(warning).toMatchObject({
      type: '11HourWarning',
      value: 7,
      fromDate: '2025-03-04',
      toDate: '2025-03-05',
      read: false,
      comment: '',
    });
    const seen = await call(app, 'PUT', `/api/timereg/warnings/${warning.id}`, {
      cookie,
      payload: { read: true, comment: 'Aftalt med medarbejderen' },
    });
    expect(seen.json()).toMatchObject({ read: true, comment: 'Aftalt med medarbejderen' });

    // Another change that leaves the violation in place keeps the admin's read flag and comment.
    await call(app, 'POST', url, {
      cookie,
      payload: { type: 'work', date: '2025-03-10', startTime: '08:00', endTime: '12:00' },
    });
    const [kept] = await app.database.db
      .select()
      .from(timeLogWarnings)
      .where(eq(timeLogWarnings.employeeId, employee.id));
    expect(kept).toMatchObject({ read: true, comment: 'Aftalt med medarbejderen' });

    await call(app, 'DELETE', `/api/timereg/entries/${late.json().entries[0].id}`, { cookie });
    expect(
      await app.database.db.select().from(timeLogWarnings).where(eq(timeLogWarnings.employeeId, employee.id)),
    ).toEqual([]);
  });
});

describe('the employee app', () => {
  it('lets an employee register, change and delete their own entries, logged as add_entry', async () => {
    const { employeeCookie, employee } = await companyWithAppUser();
    const added = await call(app, 'POST', '/api/me/timereg/entries', {
      cookie: employeeCookie,
      payload: WORK,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().entries[0].id;
    const mine = await call(app, 'GET', '/api/me/timereg?from=2025-03-01&to=2025-03-31', {
      cookie: employeeCookie,
    });
    expect(mine.json().log).toMatchObject({ employeeId: employee.id });
    expect(mine.json().settings.company[0]).toMatchObject({ breakDuration: 30, paidBreak: false });
    expect(mine.json().log.changes[0]).toMatchObject({ action: 'add_entry', authorName: 'Tina Timer' });
    const changed = await call(app, 'PUT', `/api/me/timereg/entries/${id}`, {
      cookie: employeeCookie,
      payload: { ...WORK, startTime: '09:00' },
    });
    expect(changed.json().hours).toBe(6.5);
    expect(
      (await call(app, 'DELETE', `/api/me/timereg/entries/${id}`, { cookie: employeeCookie })).statusCode,
    ).toBe(204);
  });

  it('never reaches a colleague’s entries, and refuses employees without app access', async () => {
    const { cookie, employeeCookie, companyId } = await companyWithAppUser();
    const { employee: colleague } = await createEmployee(app, companyId, {
      fields: { mobileAppAccess: true },
    });
    const theirs = await call(app, 'POST', `/api/timereg/employees/${colleague.id}/entries`, {
      cookie,
      payload: WORK,
    });
    const id = theirs.json().entries[0].id;
    expect(
      (await call(app, 'PUT', `/api/me/timereg/entries/${id}`, { cookie: employeeCookie, payload: WORK }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/me/timereg/entries/${id}`, { cookie: employeeCookie })).statusCode,
    ).toBe(404);
    const { account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: false },
    });
    const noAccess = await loginAs(app, account!);
    const refused = await call(app, 'POST', '/api/me/timereg/entries', { cookie: noAccess, payload: WORK });
    expect(refused.statusCode).toBe(403);
    // Employees never reach the admin routes.
    expect((await call(app, 'GET', '/api/timereg/warnings', { cookie: employeeCookie })).statusCode).toBe(
      403,
    );
  });
});

describe('another company', () => {
  it('answers 404 for its employees, entries, weeks and warnings', async () => {
    const ours = await companyWithAppUser();
    const theirs = await companyWithAppUser();
    const entry = (
      await call(app, 'POST', `/api/timereg/employees/${theirs.employee.id}/entries`, {
        cookie: theirs.cookie,
        payload: { type: 'work', date: '2025-03-04', startTime: '08:00', endTime: '23:00' },
      })
    ).json().entries[0];
    await call(app, 'POST', `/api/timereg/employees/${theirs.employee.id}/entries`, {
      cookie: theirs.cookie,
      payload: { type: 'work', date: '2025-03-05', startTime: '06:00', endTime: '10:00' },
    });
    const [warning] = await app.database.db
      .select()
      .from(timeLogWarnings)
      .where(eq(timeLogWarnings.employeeId, theirs.employee.id));
    const cookie = ours.cookie;
    const requests: [Parameters<typeof call>[1], string, unknown?][] = [
      ['POST', `/api/timereg/employees/${theirs.employee.id}/entries`, WORK],
      ['PUT', `/api/timereg/entries/${entry.id}`, WORK],
      ['DELETE', `/api/timereg/entries/${entry.id}`],
      ['PUT', `/api/timereg/employees/${theirs.employee.id}/weeks/10-2025`, { approved: true }],
      ['PUT', `/api/timereg/warnings/${warning!.id}`, { read: true }],
      ['PUT', `/api/timereg/employees/${theirs.employee.id}/settings`, { individual: false }],
    ];
    for (const [method, url, payload] of requests) {
      const response = await call(app, method, url, { cookie, ...(payload ? { payload } : {}) });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    const logs = await call(
      app,
      'GET',
      `/api/timereg/logs?from=2025-03-01&to=2025-03-31&employeeIds=${theirs.employee.id}`,
      {
        cookie,
      },
    );
    expect(logs.json()).toEqual({ employees: [] });
    // A malformed id is simply nobody, not a database error.
    const malformed = await call(
      app,
      'GET',
      '/api/timereg/logs?from=2025-03-01&to=2025-03-31&employeeIds=x',
      {
        cookie,
      },
    );
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ employees: [] });
    const overviewMalformed = await call(
      app,
      'GET',
      '/api/timereg/overview?from=2025-03-01&to=2025-03-31&employeeIds=x',
      {
        cookie,
      },
    );
    expect(overviewMalformed.statusCode).toBe(200);
    const warnings = (await call(app, 'GET', '/api/timereg/warnings', { cookie })).json().warnings;
    expect(warnings).toEqual([]);
  });
});

describe('GET /api/timereg/status and /api/timereg/employees', () => {
  it('counts the employees who register time and lists them with their pay form', async () => {
    const { cookie, companyId, employee } = await companyWithAppUser();
    await createEmployee(app, companyId, { firstName: 'Ude', fields: { mobileAppAccess: false } });
    await createEmployee(app, companyId, {
      firstName: 'Tidligere',
      fields: { employmentStatus: 'inactive', endDate: '2025-01-31', mobileAppAccess: true },
    });
    const status = (await call(app, 'GET', '/api/timereg/status', { cookie })).json();
    expect(status).toEqual({ status: 'active', trial: false, hasPaymentCard: false, eligibleEmployees: 1 });
    const active = (await call(app, 'GET', '/api/timereg/employees', { cookie })).json().employees;
    expect(active).toEqual([
      expect.objectContaining({ id: employee.id, inactive: false, isPaidHourly: false, breakDuration: 30 }),
    ]);
    const own = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/settings`, {
      cookie,
      payload: {
        individual: true,
        setting: {
          breakDuration: 0,
          paidBreak: true,
          isPaidHourly: true,
          weeklySchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            from: '09:00',
            end: '13:00',
            notWorking: day > 5,
          })),
        },
      },
    });
    expect(own.json()).toEqual({ individual: true });
    const settings = (
      await call(app, 'GET', `/api/timereg/employees/${employee.id}/settings`, { cookie })
    ).json();
    expect(settings.individual).toBe(true);
    expect(settings.settings.individual[0]).toMatchObject({ isPaidHourly: true, paidBreak: true });
    const listed = (await call(app, 'GET', '/api/timereg/employees', { cookie })).json().employees;
    expect(listed[0]).toMatchObject({ isPaidHourly: true, paidBreak: true });
    const inactive = (await call(app, 'GET', '/api/timereg/employees?inactive=true', { cookie })).json()
      .employees;
    expect(inactive.map((item: { firstName: string }) => item.firstName)).toEqual(['Tidligere']);
  });
});

describe('settings', () => {
  it('starts with the default week, saves a new one from today, and keeps the company’s days off', async () => {
    const { cookie } = await companyWithAppUser();
    const initial = (await call(app, 'GET', '/api/timereg/settings', { cookie })).json();
    expect(initial.company).toMatchObject({ breakDuration: 30, paidBreak: false, isPaidHourly: false });
    expect(initial.company.weeklySchedule[4]).toEqual({
      day: 5,
      from: '08:00',
      end: '15:30',
      notWorking: false,
    });
    const week = initial.company.weeklySchedule.map((day: { day: number }) =>
      day.day === 5 ? { ...day, end: '14:00' } : day,
    );
    const saved = await call(app, 'PUT', '/api/timereg/settings', {
      cookie,
      payload: { breakDuration: 45, paidBreak: true, isPaidHourly: false, weeklySchedule: week },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company).toMatchObject({ breakDuration: 45, paidBreak: true });
    expect(saved.json().company.weeklySchedule[4].end).toBe('14:00');
    const daysOff = await call(app, 'PUT', '/api/timereg/days-off', {
      cookie,
      payload: {
        daysOff: [
          { date: '2025-12-24', name: 'Juleaften' },
          { date: '2025-06-05', name: 'Grundlovsdag' },
        ],
      },
    });
    expect(daysOff.json().daysOff).toEqual([
      { date: '2025-06-05', name: 'Grundlovsdag' },
      { date: '2025-12-24', name: 'Juleaften' },
    ]);
  });
});

describe('deleting an employee with registrations (docs/rules/timereg.md#ruling-14)', () => {
  it('keeps the registrations and the name, wipes the rest and hides the record', async () => {
    const { cookie, employee } = await companyWithAppUser();
    await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, { cookie, payload: WORK });
    const deleted = await call(app, 'DELETE', `/api/employees/${employee.id}`, {
      cookie,
      payload: { confirmName: 'Tina Timer' },
    });
    expect(deleted.statusCode).toBe(204);
    const [kept] = await app.database.db.select().from(employees).where(eq(employees.id, employee.id));
    expect(kept).toMatchObject({ firstName: 'Tina', lastName: 'Timer', userId: null, phone: '' });
    expect(kept!.deletedAt).not.toBeNull();
    const entries = await app.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.employeeId, employee.id)));
    expect(entries).toHaveLength(1);
    expect((await call(app, 'GET', `/api/employees/${employee.id}`, { cookie })).statusCode).toBe(404);
    const list = (await call(app, 'GET', '/api/employees', { cookie })).json();
    expect(list.employees.map((item: { id: string }) => item.id)).not.toContain(employee.id);
  });
});
