// What approval and cancellation register in time registration and the balance.
import { addDays, danishToday } from '@kollega/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, holidayRequests, timeEntries } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { freeWeek, holidayHelpers, weekWithOnePublicHoliday } from './holiday-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, entriesOf } = holidayHelpers(() => app);

describe('holiday requests', () => {
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
});
