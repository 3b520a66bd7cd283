// Asking for holiday, deciding, and the request form's and the balance's refusals.
import { addDays, danishToday, isoWeekday, isPublicHoliday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, timeEntryChanges } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { latestMail } from '../helpers/outbox';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { freeWeek, holidayHelpers } from './holiday-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, entriesOf, auditActions } = holidayHelpers(() => app);

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
});
