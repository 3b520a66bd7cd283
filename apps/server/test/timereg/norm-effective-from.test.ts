import { DEFAULT_WEEKLY_SCHEDULE, danishToday } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { companies, timeLogSettings } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 23 item 11: a norm setting takes a 'Gælder fra' date (default today, back to the start date, never into an
// approved or locked week), and the history is computed from it.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** Monday to Wednesday 08:00–16:00 with 30 minutes' break: 3 × 7,5 = 22,5 hours a week. */
const PART_TIME = {
  breakDuration: 30,
  paidBreak: false,
  isPaidHourly: false,
  weeklySchedule: DEFAULT_WEEKLY_SCHEDULE.map((day) => ({
    ...day,
    end: '16:00',
    notWorking: day.day > 3,
  })),
};

async function company() {
  const created = await createCompanyWithOwner(app, { name: 'Norm ApS' });
  const cookie = await loginAs(app, created.owner);
  // Starts Monday 2 March 2026 (week 10).
  const { employee } = await createEmployee(app, created.companyId, {
    firstName: 'Pia',
    lastName: 'Deltid',
    login: {},
    fields: { mobileAppAccess: true, startDate: '2026-03-02' },
  });
  const save = (payload: object) =>
    call(app, 'PUT', `/api/timereg/employees/${employee.id}/settings`, { cookie, payload });
  const weekNorm = async (from: string, to: string) => {
    const response = await call(app, 'GET', `/api/timereg/overview?from=${from}&to=${to}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const row = response
      .json()
      .employees.find((item: { employeeId: string }) => item.employeeId === employee.id);
    return row.summary.normTime as number;
  };
  return { ...created, cookie, employee, save, weekNorm };
}

describe("a norm setting's 'Gælder fra' (issue 23)", () => {
  it("gives a new part-timer's past weeks their own norm from the date chosen", async () => {
    const { save, weekNorm } = await company();
    expect(await weekNorm('2026-03-02', '2026-03-08')).toBe(37);
    const saved = await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-02' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await weekNorm('2026-03-02', '2026-03-08')).toBe(22.5);
    expect(await weekNorm('2026-04-13', '2026-04-19')).toBe(22.5);
  });

  it('applies from today when no date is given, and a later change with an earlier date replaces it', async () => {
    const { save, weekNorm, employee } = await company();
    expect((await save({ individual: true, setting: PART_TIME })).statusCode).toBe(200);
    const rows = await app.database.db
      .select({ createdDate: timeLogSettings.createdDate })
      .from(timeLogSettings)
      .where(eq(timeLogSettings.employeeId, employee.id));
    expect(rows.map((row) => row.createdDate)).toEqual([danishToday()]);
    expect(await weekNorm('2026-03-02', '2026-03-08')).toBe(37);
    const fullTime = { ...PART_TIME, weeklySchedule: DEFAULT_WEEKLY_SCHEDULE };
    expect(
      (await save({ individual: true, setting: fullTime, effectiveFrom: '2026-03-09' })).statusCode,
    ).toBe(200);
    // Saved last, from 9 March: it replaces the part-time week saved before, also after today.
    expect(await weekNorm('2026-03-09', '2026-03-15')).toBe(37);
    expect(
      (await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-02' })).statusCode,
    ).toBe(200);
    expect(await weekNorm('2026-03-09', '2026-03-15')).toBe(22.5);
  });

  it('refuses a date before the start date, in an approved week or on or before the lock date', async () => {
    const { save, employee, cookie, companyId } = await company();
    const before = await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-01' });
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toEqual({
      code: 'EFFECTIVE_FROM_BEFORE_START',
      message: 'Gælder fra kan ikke være før medarbejderens startdato (02.03.2026).',
    });
    const approve = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/weeks/10-2026`, {
      cookie,
      payload: { approved: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-08' });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error).toEqual({
      code: 'EFFECTIVE_FROM_LOCKED',
      message: 'Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst 09.03.2026.',
    });
    expect(
      (await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-09' })).statusCode,
    ).toBe(200);
    await app.database.db
      .update(companies)
      .set({ timeRegistrationLockDate: '2026-03-31' })
      .where(eq(companies.id, companyId));
    const locked = await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-03-31' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(
      'Gælder fra kan ikke ligge i en godkendt eller låst uge. Vælg tidligst 01.04.2026.',
    );
    // The company's norm week too.
    const companyLocked = await call(app, 'PUT', '/api/timereg/settings', {
      cookie,
      payload: { ...PART_TIME, effectiveFrom: '2026-03-15' },
    });
    expect(companyLocked.statusCode).toBe(409);
    expect(companyLocked.json().error.code).toBe('EFFECTIVE_FROM_LOCKED');
    const companySaved = await call(app, 'PUT', '/api/timereg/settings', {
      cookie,
      payload: { ...PART_TIME, effectiveFrom: '2026-04-01' },
    });
    expect(companySaved.statusCode, companySaved.body).toBe(200);
    const companyRows = await app.database.db
      .select({ createdDate: timeLogSettings.createdDate })
      .from(timeLogSettings)
      .where(and(eq(timeLogSettings.companyId, companyId)));
    expect(companyRows.map((row) => row.createdDate)).toContain('2026-04-01');
    const badDate = await save({ individual: true, setting: PART_TIME, effectiveFrom: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
  });
});
