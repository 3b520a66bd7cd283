import { DATE_MESSAGES } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** A year PostgreSQL cannot store (it has no year 0): refused as elsewhere in Kollega, never a 500. */
const YEAR_ZERO = '0000-01-01';

describe('time registration refuses dates outside the years Kollega knows, with the shared message', () => {
  it('in a registration, from the admin and in the employee app', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const { employee, account } = await createEmployee(app, companyId, {
      login: {},
      fields: { mobileAppAccess: true, startDate: '2024-01-01' },
    });
    const employeeCookie = await loginAs(app, account!);
    const entry = { type: 'holiday', date: '2025-03-03', toDate: '2101-01-01' };
    const byAdmin = await call(app, 'POST', `/api/timereg/employees/${employee.id}/entries`, {
      cookie,
      payload: { ...entry, date: YEAR_ZERO, toDate: undefined, hours: 7.5 },
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(fieldErrors(byAdmin.json())).toEqual({ date: DATE_MESSAGES.outOfRange });

    const mine = await call(app, 'POST', '/api/me/timereg/entries', {
      cookie: employeeCookie,
      payload: entry,
    });
    expect(mine.statusCode).toBe(400);
    expect(fieldErrors(mine.json())).toMatchObject({ toDate: DATE_MESSAGES.outOfRange });
  });

  it("in the company's days off", async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const daysOff = await call(app, 'PUT', '/api/timereg/days-off', {
      cookie,
      payload: { daysOff: [{ date: YEAR_ZERO, name: 'År nul' }] },
    });
    expect(daysOff.statusCode).toBe(400);
    expect(fieldErrors(daysOff.json())).toEqual({ 'daysOff.0.date': DATE_MESSAGES.outOfRange });
  });

  it('in a query, where the period also keeps time registration’s own bounds', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const overview = await call(app, 'GET', `/api/timereg/overview?from=${YEAR_ZERO}&to=2024-01-31`, {
      cookie,
    });
    expect(overview.statusCode).toBe(400);
    expect(overview.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: DATE_MESSAGES.outOfRange,
    });
  });
});
