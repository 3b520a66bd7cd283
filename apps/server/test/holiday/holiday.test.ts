import { addDays, danishToday, holidayYearOf, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  auditLog,
  holidayLedger,
  holidayRequests,
  timeEntries,
  timeEntryChanges,
} from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { auditActionsOf } from '../helpers/audit';
import { call } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** A Monday at least `ahead` days away whose week has no public holiday, and its Friday. */
function freeWeek(ahead: number): { monday: string; friday: string } {
  let monday = addDays(danishToday(), ahead);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  while ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, 7);
  return { monday, friday: addDays(monday, 4) };
}

async function setup(fields: Record<string, unknown> = {}) {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Frida',
    lastName: 'Ferie',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2020-01-01', department: 'Lager', ...fields },
  });
  const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
  const ask = (payload: unknown) =>
    call(app, 'POST', '/api/me/holiday/requests', { cookie: employeeCookie, payload });
  return { ...company, cookie, employee, employeeCookie, ask };
}

async function entriesOf(employeeId: string) {
  return app.database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
}

const auditActions = (entityId: string) => auditActionsOf(app, entityId);

/** A Monday at least `ahead` days away whose Monday–Friday has exactly one public holiday, and that day. */
function weekWithOnePublicHoliday(ahead: number): { monday: string; publicHoliday: string } {
  let monday = addDays(danishToday(), ahead);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  for (;;) {
    const holidays = [0, 1, 2, 3, 4].map((d) => addDays(monday, d)).filter(isPublicHoliday);
    if (holidays.length === 1) return { monday, publicHoliday: holidays[0] as string };
    monday = addDays(monday, 7);
  }
}

describe('holiday requests', () => {
  it('an employee asks for a week, the admin approves, the registrations and the balance follow, the employee is told', async () => {
    const { cookie, employee, employeeCookie, ask } = await setup();
    const week = freeWeek(60);
    const asked = await ask({ from: week.monday, to: week.friday, note: 'Sommerhus' });
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'pending', days: 5, bucket: 'holiday', note: 'Sommerhus' });
    expect(request.employee).toMatchObject({ id: employee.id, name: 'Frida Ferie', department: 'Lager' });

    const pending = await call(app, 'GET', '/api/holiday/requests?status=pending', { cookie });
    expect(pending.json()).toMatchObject({ total: 1, items: [{ id: request.id }] });
    const dashboard = await call(app, 'GET', '/api/holiday/dashboard', { cookie });
    expect(dashboard.json()).toMatchObject({ pendingTotal: 1, pending: [{ id: request.id }] });
    const before = (await call(app, 'GET', '/api/me/holiday', { cookie: employeeCookie })).json();
    const plannedBefore = before.years.reduce((sum: number, y: { planned: number }) => sum + y.planned, 0);
    expect(plannedBefore).toBe(5);

    const approved = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie,
      payload: { comment: 'God ferie' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decisionComment: 'God ferie',
      decidedByName: 'Ditte Ejer',
    });
    const entries = await entriesOf(employee.id);
    expect(entries.map((e) => [e.date, e.type, e.hours]).sort()).toEqual(
      [0, 1, 2, 3, 4].map((d) => [addDays(week.monday, d), 'holiday', 7.5]),
    );
    const changes = await app.database.db
      .select()
      .from(timeEntryChanges)
      .where(eq(timeEntryChanges.employeeId, employee.id));
    expect(changes.map((c) => c.action)).toEqual(Array(5).fill('create_entry'));
    const { mail } = await latestMail(app, employee.email);
    expect(mail.subject).toBe('Din ferie er godkendt');
    expect(mail.text).toContain('Kommentar: God ferie');

    const after = (await call(app, 'GET', '/api/me/holiday', { cookie: employeeCookie })).json();
    expect(after.years.reduce((sum: number, y: { planned: number }) => sum + y.planned, 0)).toBe(5);
    expect(after.requests[0]).toMatchObject({ id: request.id, status: 'approved' });
    expect(after.ledger.filter((row: { source: string }) => row.source === 'registration')).toHaveLength(5);

    const again = await call(app, 'POST', `/api/holiday/requests/${request.id}/decline`, {
      cookie,
      payload: { reason: 'Nej' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Anmodningen er allerede behandlet.');

    const cancelled = await call(app, 'POST', `/api/me/holiday/requests/${request.id}/cancel`, {
      cookie: employeeCookie,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await entriesOf(employee.id)).toEqual([]);
    const cancelAgain = await call(app, 'POST', `/api/me/holiday/requests/${request.id}/cancel`, {
      cookie: employeeCookie,
    });
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json().error.message).toBe('Anmodningen kan ikke annulleres.');
    expect(await auditActions(request.id)).toEqual([
      'holiday.request.approve',
      'holiday.request.cancel',
      'holiday.request.create',
    ]);
  });

  it('declines with a reason and says so by e-mail; refuses bad periods with Danish messages', async () => {
    const { cookie, employee, ask } = await setup();
    const week = freeWeek(40);
    const backwards = await ask({ from: week.friday, to: week.monday });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details[0].message).toBe(
      'Sidste dag skal være samme dag som eller efter første dag',
    );
    const missing = await ask({ to: week.monday });
    expect(missing.json().error.details[0].message).toBe('Vælg første dag');
    const weekend = await ask({ from: addDays(week.monday, 5), to: addDays(week.monday, 6) });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().error.message).toBe('Perioden har ingen arbejdsdage.');

    const request = (await ask({ from: week.monday, to: week.monday })).json();
    expect(request.days).toBe(1);
    const noReason = await call(app, 'POST', `/api/holiday/requests/${request.id}/decline`, {
      cookie,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].message).toBe('Skriv en begrundelse');
    const declined = await call(app, 'POST', `/api/holiday/requests/${request.id}/decline`, {
      cookie,
      payload: { reason: 'Travlt på lageret' },
    });
    expect(declined.json()).toMatchObject({ status: 'declined', decisionComment: 'Travlt på lageret' });
    expect(await entriesOf(employee.id)).toEqual([]);
    const { mail } = await latestMail(app, employee.email);
    expect(mail.subject).toBe('Din ferieanmodning er afvist');
    expect(mail.text).toContain('Begrundelse: Travlt på lageret');
    expect(await auditActions(request.id)).toEqual(['holiday.request.create', 'holiday.request.decline']);
  });

  it('refuses the other messages of the request form at the route', async () => {
    const { cookie, ask } = await setup();
    const week = freeWeek(40);
    const noLastDay = await ask({ from: week.monday });
    expect(noLastDay.statusCode).toBe(400);
    expect(noLastDay.json().error.details[0].message).toBe('Vælg sidste dag');
    const longNote = await ask({ from: week.monday, to: week.friday, note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.details[0].message).toBe('Højst 500 tegn');
    const tooLong = await ask({ from: week.monday, to: addDays(week.monday, 60) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].message).toBe('En anmodning kan højst dække 60 dage');
    await call(app, 'PUT', '/api/holiday/settings', {
      cookie,
      payload: { allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' },
    });
    expect((await ask({ from: week.monday, to: addDays(week.monday, 59) })).statusCode).toBe(201);
  });

  it('refuses holiday not yet earned unless the company allows it in advance', async () => {
    const { cookie, companyId, ask } = await setup({ startDate: danishToday() });
    const week = freeWeek(20);
    const refused = await ask({ from: week.monday, to: week.friday });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Der er ikke optjent ferie nok til perioden, og virksomheden tillader ikke forskudsferie.',
    );
    const saved = await call(app, 'PUT', '/api/holiday/settings', {
      cookie,
      payload: { allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' },
    });
    expect(saved.json()).toEqual({ allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' });
    expect((await ask({ from: week.monday, to: week.friday })).statusCode).toBe(201);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'holiday.settings.save')));
    expect(audit).toMatchObject({ entityType: 'company', entityId: companyId });
    expect(audit?.details).toEqual({ allowAdvance: true, extraDays: 0, extraDaysPeriod: 'calendarYear' });
  });

  it('feriefridage: the company setting bounds them, approval registers time off', async () => {
    const { cookie, employee, ask } = await setup();
    await call(app, 'PUT', '/api/holiday/settings', {
      cookie,
      payload: { allowAdvance: false, extraDays: 2, extraDaysPeriod: 'holidayYear' },
    });
    const week = freeWeek(30);
    const tooMany = await ask({ bucket: 'extra', from: week.monday, to: addDays(week.monday, 2) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Der er ikke feriefridage nok tilbage til perioden.');
    const request = (await ask({ bucket: 'extra', from: week.monday, to: addDays(week.monday, 1) })).json();
    await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, { cookie, payload: {} });
    const entries = await entriesOf(employee.id);
    expect(entries.map((e) => e.type)).toEqual(['timeOff', 'timeOff']);
    const overview = (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json();
    expect(overview.extra).toMatchObject({ granted: 2, planned: 2, remaining: 0, period: 'holidayYear' });
    expect(overview.years.reduce((s: number, y: { planned: number }) => s + y.planned, 0)).toBe(0);
  });

  it('refuses a period that shares a day with a pending or approved request of the employee', async () => {
    const { cookie, employee, ask } = await setup();
    const week = freeWeek(70);
    const first = await ask({ from: week.monday, to: week.friday });
    expect(first.statusCode).toBe(201);
    for (const [from, to] of [
      [week.monday, week.friday],
      [addDays(week.monday, -3), week.monday],
      [week.friday, addDays(week.friday, 7)],
      [addDays(week.monday, 2), addDays(week.monday, 2)],
    ] as const) {
      const again = await ask({ from, to });
      expect(again.statusCode, `${from}–${to}`).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'HOLIDAY_REQUEST_OVERLAP',
        message: 'Der er allerede en anmodning om ferie i perioden.',
      });
    }
    // Feriefridage count too: a day is asked for once, whatever its type.
    const extra = await ask({ bucket: 'extra', from: week.friday, to: week.friday });
    expect(extra.statusCode).toBe(409);
    // The working day just before is free.
    let dayBefore = addDays(week.monday, -3);
    while (isoWeekday(dayBefore) > 5 || isPublicHoliday(dayBefore)) dayBefore = addDays(dayBefore, -1);
    const before = await ask({ from: dayBefore, to: dayBefore });
    expect(before.statusCode).toBe(201);

    const id = first.json().id;
    await call(app, 'POST', `/api/holiday/requests/${id}/approve`, { cookie, payload: {} });
    const onApproved = await ask({ from: addDays(week.monday, 3), to: addDays(week.monday, 3) });
    expect(onApproved.statusCode).toBe(409);
    expect(await entriesOf(employee.id)).toHaveLength(5);

    // A cancelled or declined request no longer holds its days.
    await call(app, 'POST', `/api/holiday/requests/${id}/cancel`, { cookie });
    const afterCancel = await ask({ from: week.monday, to: week.friday });
    expect(afterCancel.statusCode).toBe(201);
    await call(app, 'POST', `/api/holiday/requests/${afterCancel.json().id}/decline`, {
      cookie,
      payload: { reason: 'Travlt' },
    });
    expect((await ask({ from: week.monday, to: week.monday })).statusCode).toBe(201);
  });

  it('approval never registers a day twice: registered days are skipped, an overlapping approval is refused', async () => {
    const { cookie, companyId, employee, ask } = await setup();
    const week = freeWeek(80);
    const wednesday = addDays(week.monday, 2);
    const request = (await ask({ from: week.monday, to: week.friday })).json();
    expect(request.days).toBe(5);
    // The admin registers the Wednesday as holiday in time registration meanwhile.
    const direct = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'holiday', date: wednesday, hours: 7.5 },
    });
    expect(direct.statusCode).toBe(201);

    const approved = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', days: 4 });
    const entries = await entriesOf(employee.id);
    expect(entries.map((e) => e.date).sort()).toEqual([0, 1, 2, 3, 4].map((d) => addDays(week.monday, d)));
    const [row] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.id, request.id));
    expect(row?.entryIds).toHaveLength(4);
    expect(row?.entryIds).not.toContain(direct.json().entries[0].id);

    // A duplicate made before overlaps were refused cannot be approved on top of it.
    const [duplicate] = await app.database.db
      .insert(holidayRequests)
      .values({
        companyId,
        employeeId: employee.id,
        bucket: 'holiday',
        fromDate: addDays(week.monday, 3),
        toDate: addDays(week.friday, 3),
        days: 3,
      })
      .returning();
    const refused = await call(app, 'POST', `/api/holiday/requests/${duplicate?.id}/approve`, {
      cookie,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Der er allerede en anmodning om ferie i perioden.');
    expect(await entriesOf(employee.id)).toHaveLength(5);
    const [stillPending] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.id, duplicate?.id as string));
    expect(stillPending?.status).toBe('pending');

    // A period whose working days are all registered already is refused when asked for.
    const later = freeWeek(120).monday;
    await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'holiday', date: later, hours: 7.5 },
    });
    const allRegistered = await ask({ from: addDays(later, -2), to: later });
    expect(allRegistered.statusCode).toBe(409);
    expect(allRegistered.json().error.message).toBe(
      'Alle arbejdsdage i perioden er allerede registreret som ferie eller fri.',
    );
  });

  it('approval skips public holidays and company days off', async () => {
    const { cookie, employee, ask } = await setup();
    const { monday, publicHoliday } = weekWithOnePublicHoliday(14);
    const weekdays = [0, 1, 2, 3, 4].map((d) => addDays(monday, d));
    const dayOff = weekdays.find((date) => date !== publicHoliday) as string;
    const saved = await call(app, 'PUT', '/api/timereg/days-off', {
      cookie,
      payload: { daysOff: [{ date: dayOff, name: 'Firmafridag' }] },
    });
    expect(saved.statusCode).toBe(200);
    const request = (await ask({ from: monday, to: addDays(monday, 4) })).json();
    expect(request.days).toBe(3);
    const approved = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie,
      payload: {},
    });
    expect(approved.json()).toMatchObject({ status: 'approved', days: 3 });
    const dates = (await entriesOf(employee.id)).map((e) => e.date).sort();
    expect(dates).toEqual(weekdays.filter((date) => date !== publicHoliday && date !== dayOff));
  });

  it('cancelling an approved request that has begun keeps the days taken and removes the future ones', async () => {
    const { cookie, employee, ask } = await setup();
    const today = danishToday();
    const asked = await ask({ from: addDays(today, -7), to: addDays(today, 7) });
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, { cookie, payload: {} });
    const written = await entriesOf(employee.id);
    const past = written.filter((e) => e.date <= today).map((e) => e.id);
    const future = written.filter((e) => e.date > today).map((e) => e.id);
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);

    const cancelled = await call(app, 'POST', `/api/holiday/requests/${request.id}/cancel`, { cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const left = await entriesOf(employee.id);
    expect(left.map((e) => e.id).sort()).toEqual([...past].sort());
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'holiday.request.cancel')));
    expect(audit?.details).toEqual({ by: 'admin', removedEntries: future.length });
    expect(await app.database.db.select().from(timeEntries).where(inArray(timeEntries.id, future))).toEqual(
      [],
    );
  });

  it('cancelling a feriefridage request that has begun keeps the days used in the balance', async () => {
    const { cookie, ask } = await setup();
    const today = danishToday();
    const from = addDays(today, -3);
    // A feriefridage period that holds the whole request's past (a calendar year, or the ferieår around New Year).
    const extraDaysPeriod = from.slice(0, 4) === today.slice(0, 4) ? 'calendarYear' : 'holidayYear';
    await call(app, 'PUT', '/api/holiday/settings', {
      cookie,
      payload: { allowAdvance: false, extraDays: 5, extraDaysPeriod },
    });
    const asked = await ask({ bucket: 'extra', from, to: addDays(today, 3) });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    const approved = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const before = (
      await call(app, 'GET', `/api/holiday/employees/${request.employee.id}`, { cookie })
    ).json().extra;
    expect(before.taken).toBeGreaterThan(0);
    await call(app, 'POST', `/api/holiday/requests/${request.id}/cancel`, { cookie });
    const after = (await call(app, 'GET', `/api/holiday/employees/${request.employee.id}`, { cookie })).json()
      .extra;
    expect(after).toMatchObject({ taken: before.taken, planned: 0, remaining: 5 - before.taken });
  });

  it('shows the company calendar with absence, pending requests and public holidays, by department', async () => {
    const { cookie, employee, companyId, ask } = await setup();
    await createEmployee(app, companyId, {
      firstName: 'Kaj',
      lastName: 'Kontor',
      fields: { department: 'Kontor' },
    });
    const week = freeWeek(10);
    await ask({ from: week.monday, to: week.friday });
    const month = week.monday.slice(0, 7);
    const calendar = (await call(app, 'GET', `/api/holiday/calendar?month=${month}`, { cookie })).json();
    expect(calendar.departments).toEqual(['Kontor', 'Lager']);
    const frida = calendar.people.find((p: { id: string }) => p.id === employee.id);
    expect(frida.marks[week.monday]).toBe('pending');
    const onlyOffice = (
      await call(app, 'GET', `/api/holiday/calendar?month=${month}&department=Kontor`, { cookie })
    ).json();
    expect(onlyOffice.people.map((p: { name: string }) => p.name)).toEqual(['Kaj Kontor']);
    const december = (await call(app, 'GET', '/api/holiday/calendar?month=2026-12', { cookie })).json();
    expect(december.days.find((d: { date: string }) => d.date === '2026-12-25').holidayName).toBe('Juledag');
    const bad = await call(app, 'GET', '/api/holiday/calendar?month=2026-13', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Vælg en måned');
  });

  it('exports the balances to an Excel workbook', async () => {
    const { cookie } = await setup();
    const response = await call(app, 'GET', '/api/holiday/export.xlsx', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Feriesaldi');
    const names = sheet?.getColumn(1).values.filter(Boolean);
    expect(names).toContain('Frida Ferie');
    expect(sheet?.getRow(1).getCell(10).value).toBe('Rest');
  });
});

describe('balances over the years', () => {
  /** `count` weekdays from `from` on. */
  function weekdaysFrom(from: string, count: number): string[] {
    const dates: string[] = [];
    for (let date = from; dates.length < count; date = addDays(date, 1)) {
      if (isoWeekday(date) <= 5) dates.push(date);
    }
    return dates;
  }

  it('charges October to the newer ferieår when the older was used up in the spring, however long ago', async () => {
    // The newest ferieår open today is N; the employee started at the beginning of N − 2 (25 days a year).
    const newest = holidayYearOf(danishToday());
    const { companyId, cookie, employee, employeeCookie } = await setup({ startDate: `${newest - 2}-09-01` });
    const dates = [
      ...weekdaysFrom(`${newest - 2}-10-01`, 10), // ferieår N − 2, more than a year and a half ago
      ...weekdaysFrom(`${newest - 1}-03-02`, 15), // N − 2 used up in the spring
      ...weekdaysFrom(`${newest - 1}-10-01`, 5), // so these are N − 1's
      ...weekdaysFrom(`${newest}-03-02`, 20), // N − 1 used up in the spring
      ...weekdaysFrom(`${newest}-10-12`, 3), // October: N − 1 has nothing left, so from N
    ];
    await app.database.db
      .insert(timeEntries)
      .values(
        dates.map((date) => ({ companyId, employeeId: employee.id, date, type: 'holiday', hours: 7.5 })),
      );
    for (const overview of [
      (await call(app, 'GET', '/api/me/holiday', { cookie: employeeCookie })).json(),
      (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json(),
    ]) {
      const year = (y: number) => overview.years.find((row: { year: number }) => row.year === y);
      expect(year(newest).taken + year(newest).planned).toBe(3);
      // From September to December N − 1 is still open: all of it used.
      if (overview.years.length === 2) expect(year(newest - 1)).toMatchObject({ taken: 25, remaining: 0 });
    }
  });
});

describe('the holiday ledger', () => {
  it('takes opening balances, corrections with a reason and signed transfers of the 5th week', async () => {
    const { cookie, companyId, employee } = await setup();
    const url = `/api/holiday/employees/${employee.id}/ledger`;
    const [older] = (await call(app, 'GET', `/api/holiday/employees/${employee.id}`, { cookie })).json()
      .years;
    const noReason = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'correction', year: older.year, days: -2 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].message).toBe('Skriv en begrundelse');
    const opening = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'opening', year: older.year, days: -10, note: 'Afholdt før Kollega' },
    });
    expect(opening.statusCode).toBe(201);
    const year = opening.json().years[0];
    expect(year.adjusted).toBe(-10);
    expect(year.remaining).toBe(older.remaining - 10);

    const tooMuch = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 6, transferKind: 'fifthWeek' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'Uden en lovlig hindring kan kun dage ud over 20 (5. ferieuge) overføres.',
    );
    const noHindrance = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 6, transferKind: 'hindrance' },
    });
    expect(noHindrance.json().error.details[0].message).toBe(
      'Skriv hvilken hindring (fx sygdom), der gør, at ferien overføres.',
    );

    const transfer = await call(app, 'POST', url, {
      cookie,
      payload: {
        kind: 'transfer',
        year: older.year,
        days: 5,
        transferKind: 'fifthWeek',
        note: 'Aftale af 1.11',
      },
    });
    expect(transfer.statusCode).toBe(201);
    const row = transfer.json().ledger.find((r: { source: string }) => r.source === 'transfer');
    expect(row).toMatchObject({ signed: false, days: -5 });
    expect(transfer.json().years[0].transferredOut).toBe(0);
    const card = (await call(app, 'GET', '/api/holiday/dashboard', { cookie })).json();
    expect(card.reminders.map((r: { kind: string }) => r.kind)).toContain('unsignedTransfer');
    expect(card.remindersTotal).toBe(card.reminders.length);

    const signed = await call(app, 'POST', `/api/holiday/ledger/${row.id}/sign`, { cookie });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().years[0].transferredOut).toBe(5);
    if (signed.json().years[1]) expect(signed.json().years[1].transferredIn).toBe(5);
    const openingRow = signed.json().ledger.find((r: { source: string }) => r.source === 'opening');
    const notTransfer = await call(app, 'POST', `/api/holiday/ledger/${openingRow.id}/sign`, { cookie });
    expect(notTransfer.statusCode).toBe(400);
    expect(notTransfer.json().error.message).toBe('Kun overførsler skal underskrives.');
    // An unsigned transfer whose days lapsed on 31 December can no longer be signed.
    const [lapsed] = await app.database.db
      .insert(holidayLedger)
      .values({
        companyId,
        employeeId: employee.id,
        bucket: 'holiday',
        kind: 'transfer',
        year: Number(danishToday().slice(0, 4)) - 2,
        days: 1,
        transferKind: 'fifthWeek',
        note: 'Aftale',
      })
      .returning();
    const signedLate = await call(app, 'POST', `/api/holiday/ledger/${lapsed?.id}/sign`, { cookie });
    expect(signedLate.statusCode).toBe(409);
    expect(signedLate.json().error.message).toBe(
      'En overførsel af 5. ferieuge skal aftales skriftligt senest 31. december.',
    );
    const stillUnsigned = await app.database.db
      .select({ signedAt: holidayLedger.signedAt })
      .from(holidayLedger)
      .where(eq(holidayLedger.id, lapsed?.id as string));
    expect(stillUnsigned).toEqual([{ signedAt: null }]);
    await app.database.db.delete(holidayLedger).where(eq(holidayLedger.id, lapsed?.id as string));
    const late = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: Number(danishToday().slice(0, 4)) - 3, days: 1, note: 'Aftale' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'En overførsel af 5. ferieuge skal aftales skriftligt senest 31. december.',
    );
    const moreThanLeft = await call(app, 'POST', url, {
      cookie,
      payload: { kind: 'transfer', year: older.year, days: 100, transferKind: 'hindrance', note: 'Syg' },
    });
    expect(moreThanLeft.statusCode).toBe(409);
    expect(moreThanLeft.json().error.message).toBe(
      'Der kan kun overføres de dage, der er tilbage af ferieåret.',
    );
    for (const [payload, message] of [
      [{ kind: 'opening', year: 2019, days: 1 }, 'Vælg et ferieår'],
      [{ kind: 'opening', days: 1 }, 'Vælg et ferieår'],
      [
        { kind: 'opening', year: older.year, days: 1.234 },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
      [
        { kind: 'opening', year: older.year, days: 101 },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
      [
        { kind: 'transfer', year: older.year, days: -1, note: 'x' },
        'Skriv et antal dage mellem -100 og 100 med højst to decimaler',
      ],
    ] as const) {
      const response = await call(app, 'POST', url, { cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[0].message, JSON.stringify(payload)).toBe(message);
    }
    const deleted = await call(app, 'DELETE', `/api/holiday/ledger/${openingRow.id}`, { cookie });
    expect(deleted.json().years[0].adjusted).toBe(0);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, employee.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'holiday.ledger.add',
      'holiday.ledger.add',
      'holiday.ledger.delete',
      'holiday.transfer.sign',
    ]);
  });
});

describe('who reaches what', () => {
  it('an employee reaches only their own requests; admins only their company; employees no admin route', async () => {
    const a = await setup();
    const b = await setup();
    const week = freeWeek(50);
    const request = (await a.ask({ from: week.monday, to: week.friday })).json();
    const opened = await call(app, 'POST', `/api/holiday/employees/${a.employee.id}/ledger`, {
      cookie: a.cookie,
      payload: { kind: 'opening', year: 2025, days: 1 },
    });
    const ledgerId = opened.json().ledger.find((r: { source: string }) => r.source === 'opening').id;

    const asEmployee = await call(app, 'GET', '/api/holiday/requests', { cookie: a.employeeCookie });
    expect(asEmployee.statusCode).toBe(403);
    const approveAsEmployee = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie: a.employeeCookie,
      payload: {},
    });
    expect(approveAsEmployee.statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', `/api/holiday/requests/${request.id}/approve`, {}],
      ['POST', `/api/holiday/requests/${request.id}/decline`, { reason: 'x' }],
      ['POST', `/api/holiday/requests/${request.id}/cancel`, undefined],
      ['GET', `/api/holiday/employees/${a.employee.id}`, undefined],
      ['POST', `/api/holiday/employees/${a.employee.id}/ledger`, { kind: 'opening', year: 2025, days: 1 }],
      ['POST', `/api/holiday/ledger/${ledgerId}/sign`, undefined],
      ['DELETE', `/api/holiday/ledger/${ledgerId}`, undefined],
    ] as const) {
      const response = await call(app, method, url, { cookie: b.cookie, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherEmployee = await call(app, 'POST', `/api/me/holiday/requests/${request.id}/cancel`, {
      cookie: b.employeeCookie,
    });
    expect(otherEmployee.statusCode).toBe(404);
    const [row] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.id, request.id));
    expect(row?.status).toBe('pending');
    const ledgerRows = await app.database.db
      .select({ id: holidayLedger.id })
      .from(holidayLedger)
      .where(eq(holidayLedger.id, ledgerId));
    expect(ledgerRows).toHaveLength(1);
    expect((await call(app, 'GET', '/api/holiday/requests', { cookie: b.cookie })).json().total).toBe(0);
    expect(
      (await call(app, 'GET', '/api/holiday/requests?employeeId=nope', { cookie: a.cookie })).json().total,
    ).toBe(0);
  });
});
