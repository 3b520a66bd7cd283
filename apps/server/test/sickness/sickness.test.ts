import { addDays, danishToday, isoWeekday, isPublicHoliday, upcomingAbsenceDeadlines } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 29 "Sygefravær": the routes on both databases (TEST_DATABASE_URL for PostgreSQL).
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const today = danishToday();

/** A Monday `weeks` weeks back whose Monday–Tuesday and the Friday before have no public holiday. */
function freeMonday(weeks: number): string {
  let monday = addDays(today, -7 * weeks);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, -1);
  while ([-3, 0, 1].some((d) => isPublicHoliday(addDays(monday, d)))) monday = addDays(monday, -7);
  return monday;
}

async function setup() {
  const company = await createCompanyWithOwner(app);
  const cookie = await loginAs(app, company.owner);
  const { employee, account } = await createEmployee(app, company.companyId, {
    firstName: 'Sofie',
    lastName: 'Syg',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2020-01-01' },
  });
  const employeeCookie = await loginAs(app, account as NonNullable<typeof account>);
  const get = () => call(app, 'GET', `/api/sickness/employees/${employee.id}`, { cookie });
  const report = (payload: unknown) =>
    call(app, 'POST', `/api/sickness/employees/${employee.id}/reports`, { cookie, payload });
  return { ...company, cookie, employee, employeeCookie, get, report };
}

const audits = (entityId: string) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('sick periods from Sygdom registrations', () => {
  it('joins Friday and Monday across the weekend; a partial day counts hours ÷ norm', async () => {
    const { cookie, employee, get } = await setup();
    const monday = freeMonday(3);
    const friday = addDays(monday, -3);
    const sick = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'sickLeave', date: friday, toDate: monday },
    });
    expect(sick.statusCode, sick.body).toBe(201);
    // 'Delvis syg' a week later: 3.75 of the Tuesday's 7.5 norm hours.
    const partialDay = addDays(monday, 8);
    const partial = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'sickLeave', date: partialDay, hours: 3.75 },
    });
    expect(partial.statusCode, partial.body).toBe(201);

    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.periods).toHaveLength(2);
    const first = body.periods[1];
    expect(first).toMatchObject({
      firstDay: friday,
      lastDay: monday,
      calendarDays: 4,
      sickDays: 4,
      conversationDueBy: addDays(friday, 28),
      nemRefusionReportBy: addDays(friday, 35),
      refusionFrom: addDays(friday, 30),
      // Registers time, but no hours in the 8 weeks before: no employer period.
      eligibility: 'no',
      employerPeriodEndsOn: null,
    });
    expect(body.periods[0]).toMatchObject({ firstDay: partialDay, sickDays: 0.5, partialDays: 1 });
    expect(body.sickDaysLast12Months).toBe(4.5);
    expect(body.rule120).toMatchObject({ applies: false, warning: false, noticeWindow: null });
  });

  it('recomputes the period when a Sygdom registration is deleted', async () => {
    const { cookie, employee, get } = await setup();
    const monday = freeMonday(3);
    const tuesday = addDays(monday, 1);
    const sick = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'sickLeave', date: monday, toDate: tuesday },
    });
    expect(sick.statusCode, sick.body).toBe(201);
    expect((await get()).json().periods[0]).toMatchObject({
      firstDay: monday,
      lastDay: tuesday,
      calendarDays: 2,
    });
    const tuesdayEntry = sick.json().entries.find((entry: { date: string }) => entry.date === tuesday);
    const deleted = await call(app, 'DELETE', `/api/timereg/entries/${tuesdayEntry.id}`, { cookie });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await get()).json().periods[0]).toMatchObject({
      firstDay: monday,
      lastDay: monday,
      calendarDays: 1,
    });
  });

  it('refuses Sygdom after the end of the employment where registrations are written', async () => {
    const { cookie, employee } = await setup();
    const end = addDays(freeMonday(3), 1);
    await app.database.db.update(employees).set({ endDate: end }).where(eq(employees.id, employee.id));
    const refused = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { type: 'sickLeave', date: addDays(end, 1), hours: 7.5 },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.message).toBe('Der kan ikke registreres sygdom efter ansættelsens ophør');
    const report = await call(app, 'POST', `/api/sickness/employees/${employee.id}/reports`, {
      cookie,
      payload: { firstDay: addDays(end, 1) },
    });
    expect(report.statusCode).toBe(422);
    expect(report.json().error.code).toBe('SICK_AFTER_EMPLOYMENT');
  });
});

describe("'Registrér sygemelding' and 'Raskmeld'", () => {
  it('opens a period listed on /fravaer with its next deadline, and closes it with an audit row each', async () => {
    const { cookie, employee, get, report } = await setup();
    const firstDay = addDays(today, -3);
    const created = await report({ firstDay, expectedReturn: addDays(today, 4) });
    expect(created.statusCode, created.body).toBe(201);
    const reportId = created.json().id;
    expect(created.json()).toMatchObject({ employeeId: employee.id, firstDay, recoveredOn: null });

    const mine = (await get()).json();
    expect(mine.periods[0]).toMatchObject({
      firstDay,
      lastDay: null,
      openReportId: reportId,
      calendarDays: 4,
    });
    expect(mine.periods[0].nextDeadline).toEqual({ kind: 'conversation', date: addDays(firstDay, 28) });

    const list = await call(app, 'GET', '/api/sickness', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().openPeriods).toEqual([
      expect.objectContaining({
        employeeId: employee.id,
        employeeName: 'Sofie Syg',
        firstDay,
        lastDay: null,
      }),
    ]);
    expect(list.json().perMonth).toHaveLength(12);

    const recovered = await call(app, 'POST', `/api/sickness/reports/${reportId}/recover`, {
      cookie,
      payload: { recoveredOn: today },
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json().recoveredOn).toBe(today);
    expect((await get()).json().periods[0]).toMatchObject({
      firstDay,
      lastDay: addDays(today, -1),
      calendarDays: 3,
    });
    expect((await call(app, 'GET', '/api/sickness', { cookie })).json().openPeriods).toEqual([]);
    expect((await audits(reportId)).map((row) => row.action).sort()).toEqual([
      'sickness.report.create',
      'sickness.report.recover',
    ]);

    const again = await call(app, 'POST', `/api/sickness/reports/${reportId}/recover`, {
      cookie,
      payload: { recoveredOn: today },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Sygemeldingen er allerede raskmeldt');
  });

  it('sorts open periods by their next deadline', async () => {
    const { cookie, companyId, report } = await setup();
    const { employee: other } = await createEmployee(app, companyId, { firstName: 'Bo', lastName: 'Tidlig' });
    expect((await report({ firstDay: addDays(today, -2) })).statusCode).toBe(201);
    const earlier = await call(app, 'POST', `/api/sickness/employees/${other.id}/reports`, {
      cookie,
      payload: { firstDay: addDays(today, -10) },
    });
    expect(earlier.statusCode).toBe(201);
    const names = (await call(app, 'GET', '/api/sickness', { cookie }))
      .json()
      .openPeriods.map((period: { employeeName: string }) => period.employeeName);
    expect(names).toEqual(['Bo Tidlig', 'Sofie Syg']);
  });

  it('says what is wrong in Danish', async () => {
    const { cookie, report } = await setup();
    const missing = await report({});
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.json()).firstDay).toBe('Første sygedag mangler');
    const before = await report({ firstDay: today, expectedReturn: addDays(today, -1) });
    expect(fieldErrors(before.json()).expectedReturn).toBe(
      'Forventet tilbagevenden kan ikke ligge før første sygedag',
    );
    const created = await report({ firstDay: addDays(today, -1) });
    const overlap = await report({ firstDay: today });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe('Medarbejderen er allerede sygemeldt i den periode');
    const tooEarly = await call(app, 'POST', `/api/sickness/reports/${created.json().id}/recover`, {
      cookie,
      payload: { recoveredOn: addDays(today, -1) },
    });
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().error.message).toBe('Rask fra skal ligge efter første sygedag');
    const noDate = await call(app, 'POST', `/api/sickness/reports/${created.json().id}/recover`, {
      cookie,
      payload: {},
    });
    expect(fieldErrors(noDate.json()).recoveredOn).toBe('Rask fra mangler');
  });
});

describe('closed sick periods with their NemRefusion report still due (decision 071)', () => {
  it('lists on /fravaer and among the dashboard deadlines a closed period past the employer period, not the others', async () => {
    const { cookie, companyId, employeeCookie } = await setup();
    // Each sick with a sygemelding 'Raskmeld'-ed, so the period is closed: first day back and 'Rask fra'.
    const sickFor = async (firstName: string, firstDay: string, recoveredOn: string) => {
      const { employee } = await createEmployee(app, companyId, {
        firstName,
        lastName: 'Rask',
        fields: { startDate: '2020-01-01' },
      });
      const created = await call(app, 'POST', `/api/sickness/employees/${employee.id}/reports`, {
        cookie,
        payload: { firstDay },
      });
      expect(created.statusCode, created.body).toBe(201);
      const recovered = await call(app, 'POST', `/api/sickness/reports/${created.json().id}/recover`, {
        cookie,
        payload: { recoveredOn },
      });
      expect(recovered.statusCode, recovered.body).toBe(200);
      return employee;
    };
    // 31 days (day 31 is the first of the refusion), NemRefusion in 2 days.
    const anna = await sickFor('Anna', addDays(today, -33), addDays(today, -2));
    // 31 days and more, NemRefusion today.
    const bo = await sickFor('Bo', addDays(today, -35), addDays(today, -1));
    // 30 days: ended with the employer period, no refusion.
    await sickFor('Carl', addDays(today, -33), addDays(today, -3));
    // 31 days, but the NemRefusion deadline was yesterday.
    await sickFor('Dorte', addDays(today, -36), addDays(today, -2));
    // 5 days, back long before the samtale date.
    await sickFor('Eva', addDays(today, -10), addDays(today, -5));

    const answer = await call(app, 'GET', '/api/sickness', { cookie });
    expect(answer.statusCode).toBe(200);
    const sickness = answer.json();
    expect(sickness.openPeriods).toEqual([]);
    expect(
      sickness.closedPeriodsWithRefusionDue.map((period: Record<string, unknown>) => [
        period.employeeId,
        period.lastDay,
        period.nemRefusionReportBy,
      ]),
    ).toEqual([
      [bo.id, addDays(today, -2), today],
      [anna.id, addDays(today, -3), addDays(today, 2)],
    ]);
    // The dashboard's 'Sygefravær og barsel: frister' lists the same, from the same answer.
    const block = upcomingAbsenceDeadlines(
      {
        sickPeriods: [...sickness.openPeriods, ...sickness.closedPeriodsWithRefusionDue],
        parentalLeave: sickness.parentalLeave,
      },
      sickness.today,
    );
    expect(block.map((item) => [item.employeeName, item.kind, item.dueToday, item.closedPeriod])).toEqual([
      ['Bo Rask', 'nemRefusion', true, true],
      ['Anna Rask', 'nemRefusion', false, true],
    ]);

    // Another company's admin sees none of them; an employee is refused.
    const other = await createCompanyWithOwner(app);
    const otherAnswer = await call(app, 'GET', '/api/sickness', { cookie: await loginAs(app, other.owner) });
    expect(otherAnswer.json().closedPeriodsWithRefusionDue).toEqual([]);
    expect((await call(app, 'GET', '/api/sickness', { cookie: employeeCookie })).statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('stores the 120-day rule and a § 56-aftale, which moves refusion to the first day', async () => {
    const { cookie, employee, get, report } = await setup();
    const put = (payload: unknown) =>
      call(app, 'PUT', `/api/sickness/employees/${employee.id}/settings`, { cookie, payload });
    const bad = await put({ rule120: true, section56From: '2026-02-01', section56To: '2026-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json()).section56To).toBe('§ 56-aftalens slutdato kan ikke ligge før startdatoen');

    const saved = await put({ rule120: true, section56From: '2020-01-01', section56To: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ rule120: true, section56From: '2020-01-01', section56To: null });
    expect((await audits(employee.id)).some((row) => row.action === 'sickness.settings.update')).toBe(true);

    await report({ firstDay: addDays(today, -1) });
    const body = (await get()).json();
    expect(body.settings.rule120).toBe(true);
    expect(body.rule120.applies).toBe(true);
    expect(body.periods[0]).toMatchObject({ refusionFrom: addDays(today, -1), employerPeriodEndsOn: null });
  });
});

describe('access', () => {
  it("answers 404 for another company's employee or report, 403 for an employee", async () => {
    const mine = await setup();
    const other = await setup();
    const created = await mine.report({ firstDay: today });
    const asOther = [
      call(app, 'GET', `/api/sickness/employees/${mine.employee.id}`, { cookie: other.cookie }),
      call(app, 'POST', `/api/sickness/employees/${mine.employee.id}/reports`, {
        cookie: other.cookie,
        payload: { firstDay: today },
      }),
      call(app, 'PUT', `/api/sickness/employees/${mine.employee.id}/settings`, {
        cookie: other.cookie,
        payload: { rule120: true },
      }),
      call(app, 'POST', `/api/sickness/reports/${created.json().id}/recover`, {
        cookie: other.cookie,
        payload: { recoveredOn: addDays(today, 1) },
      }),
    ];
    for (const response of await Promise.all(asOther)) expect(response.statusCode, response.body).toBe(404);
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, other.companyId), eq(auditLog.entityId, mine.employee.id)));
    expect(rows).toEqual([]);
    const asEmployee = await call(app, 'GET', '/api/sickness', { cookie: mine.employeeCookie });
    expect(asEmployee.statusCode).toBe(403);
  });
});
