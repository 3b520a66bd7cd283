import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 item 8: a deleted employee's warnings are kept five years with the registrations (docs/rules/timereg.md#ruling-14) and
// shown under 'Tidligere medarbejdere', as the registrations are: GET /api/timereg/warnings?inactive=true.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

type Warning = { employeeId: string; type: string; value: number };

async function withShortRest(companyId: string, cookie: string, firstName: string) {
  const { employee } = await createEmployee(app, companyId, {
    firstName,
    lastName: 'Hvile',
    fields: { mobileAppAccess: true, startDate: '2024-01-01' },
  });
  const url = `/api/timereg/employees/${employee.id}/entries`;
  for (const [date, startTime, endTime] of [
    ['2026-11-02', '14:00', '23:00'],
    ['2026-11-03', '06:00', '14:00'],
  ] as const) {
    expect(
      (await call(app, 'POST', url, { cookie, payload: { type: 'work', date, startTime, endTime } }))
        .statusCode,
    ).toBe(201);
  }
  return employee;
}

describe("a former employee's warnings (issue 23 item 8)", () => {
  it("lists a deleted or inactive employee's warnings under 'Tidligere medarbejdere', not with the current ones", async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const staying = await withShortRest(companyId, cookie, 'Bliver');
    const leaving = await withShortRest(companyId, cookie, 'Slettet');
    const list = async (query = '') => {
      const response = await call(app, 'GET', `/api/timereg/warnings${query}`, { cookie });
      expect(response.statusCode).toBe(200);
      return (response.json().warnings as Warning[]).map((warning) => warning.employeeId);
    };
    expect((await list()).sort()).toEqual([staying.id, leaving.id].sort());
    expect(await list('?inactive=true')).toEqual([]);

    const deleted = await call(app, 'DELETE', `/api/employees/${leaving.id}`, {
      cookie,
      payload: { confirmName: 'Slettet Hvile' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list()).toEqual([staying.id]);
    expect(await list('?inactive=true')).toEqual([leaving.id]);
    expect(await list('?inactive=false')).toEqual([staying.id]);
    // The name is there for the web to show: the former employees' list holds the deleted one.
    const former = (await call(app, 'GET', '/api/timereg/employees?inactive=true', { cookie })).json()
      .employees;
    expect(
      former.map((employee: { id: string; firstName: string }) => [employee.id, employee.firstName]),
    ).toEqual([[leaving.id, 'Slettet']]);

    // An inactive employee (not deleted) is a former employee too, as on Registreringer.
    await app.database.db
      .update(employees)
      .set({ employmentStatus: 'inactive', endDate: '2026-11-20' })
      .where(eq(employees.id, staying.id));
    expect(await list()).toEqual([]);
    expect((await list('?inactive=true')).sort()).toEqual([staying.id, leaving.id].sort());
  });

  it("keeps another company's former warnings out, and refuses a malformed filter", async () => {
    const first = await createCompanyWithOwner(app);
    const firstCookie = await loginAs(app, first.owner);
    const gone = await withShortRest(first.companyId, firstCookie, 'Anden');
    await call(app, 'DELETE', `/api/employees/${gone.id}`, {
      cookie: firstCookie,
      payload: { confirmName: 'Anden Hvile' },
    });
    const other = await createCompanyWithOwner(app);
    const otherCookie = await loginAs(app, other.owner);
    const seen = await call(app, 'GET', '/api/timereg/warnings?inactive=true', { cookie: otherCookie });
    expect(seen.json().warnings).toEqual([]);
    const malformed = await call(app, 'GET', '/api/timereg/warnings?inactive=ja', { cookie: firstCookie });
    expect(malformed.statusCode).toBe(400);
  });
});
