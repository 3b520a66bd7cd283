import {
  DEFAULT_TIME_LOG_SETTING,
  danishToday,
  type EmployeeOverview,
  employeeOverview,
  type TimeEntry,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees, timeEntries } from '../../src/db/schema/index';
import { toTimeEntry } from '../../src/features/timereg/timereg-record';
import { demoTimeEntries, insertDemoTimeEntries } from '../../src/testing/demo-time-entries';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const FROM = '2024-06-05';
const TO = '2025-09-30';

/** Every registration of the employee, as the per-day rules read them. */
async function entriesOf(employeeId: string): Promise<TimeEntry[]> {
  const rows = await app.database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
  return rows.map(toTimeEntry);
}

/** What the per-day computation over every registration gives, with the company's default settings. */
async function perDayFigures(employeeId: string) {
  const [person] = await app.database.db.select().from(employees).where(eq(employees.id, employeeId));
  const to = person?.endDate && person.endDate < TO ? person.endDate : TO;
  return employeeOverview({
    entries: await entriesOf(employeeId),
    from: FROM,
    to,
    norm: {
      settings: { company: [DEFAULT_TIME_LOG_SETTING], individual: [] },
      today: danishToday(),
      companyDaysOff: new Set(),
      startDate: person?.startDate ?? null,
      endDate: person?.endDate ?? null,
    },
  });
}

function figuresOf(employee: EmployeeOverview) {
  // The running balance and the afspadsering bank (decision 052) are not of the per-day rules.
  const { employeeId, firstName, lastName, inactive, isPaidHourly, balance, timeBank, ...figures } = employee;
  return figures;
}

describe("Overblik's SQL totals", () => {
  it('give the per-day rules’ figures: many weeks in two statements, double holidays, end dates', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const register = { mobileAppAccess: true, startDate: '2024-01-01' };
    const { employee: normal } = await createEmployee(app, companyId, {
      firstName: 'Almen',
      fields: register,
    });
    const { employee: overworked } = await createEmployee(app, companyId, {
      firstName: 'Travl',
      fields: register,
    });
    // Still registering, but leaving within the period: nothing after the end date counts.
    const { employee: leaving } = await createEmployee(app, companyId, {
      firstName: 'Fratrædende',
      fields: { ...register, endDate: '2025-03-12' },
    });
    // Listed only with 'show inactive'.
    const { employee: former } = await createEmployee(app, companyId, {
      firstName: 'Tidligere',
      fields: { ...register, employmentStatus: 'inactive', endDate: '2024-11-20' },
    });
    const target = (employeeId: string) => ({
      companyId,
      employeeId,
      authorUserId: null,
      authorName: 'Test',
    });
    for (const [seed, employee] of [normal, overworked, leaving, former].entries()) {
      const generated = demoTimeEntries({
        from: '2024-05-27',
        to: '2025-10-05',
        seed,
        profile: employee === overworked ? 'overworked' : 'normal',
      });
      await insertDemoTimeEntries(app.database.db, target(employee.id), [
        ...generated,
        // A second holiday entry on a holiday day adds no hours; time off and overtime on a Sunday.
        {
          date: '2024-07-02',
          type: 'holiday',
          hours: 3,
          startTime: null,
          endTime: null,
          breakWasIncluded: false,
        },
        {
          date: '2025-01-05',
          type: 'timeOff',
          hours: 4,
          startTime: null,
          endTime: null,
          breakWasIncluded: false,
        },
        {
          date: '2025-01-05',
          type: 'overtime',
          hours: 2.25,
          startTime: '10:00',
          endTime: '12:15',
          breakWasIncluded: false,
        },
      ]);
    }

    const listed = await call(app, 'GET', `/api/timereg/overview?from=${FROM}&to=${TO}`, { cookie });
    expect(listed.statusCode).toBe(200);
    const active: EmployeeOverview[] = listed.json().employees;
    expect(active.map((employee) => employee.employeeId)).toEqual([normal.id, leaving.id, overworked.id]);
    for (const employee of active) {
      expect(figuresOf(employee)).toEqual(await perDayFigures(employee.employeeId));
    }
    // The leaving employee's period ends with the week of the end date.
    const leavingWeeks = active[1]!.weeks;
    expect(leavingWeeks.at(-1)?.monday).toBe('2025-03-10');

    const inactive = await call(app, 'GET', `/api/timereg/overview?from=${FROM}&to=${TO}&inactive=true`, {
      cookie,
    });
    const [formerFigures, ...others] = inactive.json().employees as EmployeeOverview[];
    expect(others).toEqual([]);
    expect(formerFigures?.employeeId).toBe(former.id);
    expect(figuresOf(formerFigures!)).toEqual(await perDayFigures(former.id));
  });
});
