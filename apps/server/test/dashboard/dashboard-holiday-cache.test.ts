// Decision 054: the dashboard's holiday reminders come from a cache of each employee's balances. Every change of
// what they are computed from (requests, holiday and time-off registrations, ledger rows, employment dates, the
// settings) must show at once; after each, the cached figures equal a computation from scratch.
import { type Dashboard, danishToday, type HolidayReminder } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  employees,
  holidayBalanceCache,
  holidayLedger,
  holidayRequests,
  holidaySettings,
  timeEntries,
} from '../../src/db/schema/index';
import { getHolidayDashboard } from '../../src/features/holiday/get-holiday-dashboard';
import { balancesOf, loadCompanyBalances, remindersOf } from '../../src/features/holiday/holiday-balances';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { createEmployee } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const dashboardOf = async (cookie: string) => {
  const response = await call(app, 'GET', '/api/dashboard', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};

async function companyWithFrida() {
  const session = await ownerSession(app);
  const { employee } = await createEmployee(app, session.companyId, {
    firstName: 'Frida',
    lastName: 'Ferie',
    fields: { startDate: '2020-01-01' },
  });
  return { ...session, frida: employee };
}

describe('the dashboard over HTTP', () => {
  it('shows a ledger row written, changed, signed and deleted at once, and a new name', async () => {
    const { cookie, companyId, frida } = await companyWithFrida();
    const db = app.database.db;
    const unsigned = (dashboard: Dashboard) =>
      dashboard.holiday.reminders.filter((reminder) => reminder.kind === 'unsignedTransfer');
    expect(unsigned(await dashboardOf(cookie))).toEqual([]);
    // Now cached; a transfer of this calendar year's ferieår can be signed until the end of next year.
    expect(
      await db.select().from(holidayBalanceCache).where(eq(holidayBalanceCache.companyId, companyId)),
    ).not.toHaveLength(0);
    const year = Number(danishToday().slice(0, 4));
    const [row] = await db
      .insert(holidayLedger)
      .values({
        companyId,
        employeeId: frida.id,
        bucket: 'holiday',
        kind: 'transfer',
        year,
        days: 3,
        transferKind: 'fifthWeek',
      })
      .returning({ id: holidayLedger.id });
    const id = row?.id as string;
    expect(unsigned(await dashboardOf(cookie)).map((r) => [r.employeeName, r.days])).toEqual([
      ['Frida Ferie', 3],
    ]);
    await db.update(holidayLedger).set({ days: 4 }).where(eq(holidayLedger.id, id));
    expect(unsigned(await dashboardOf(cookie)).map((r) => r.days)).toEqual([4]);
    // The name is the employee's own, read when shown.
    await db.update(employees).set({ firstName: 'Frederikke' }).where(eq(employees.id, frida.id));
    expect(unsigned(await dashboardOf(cookie)).map((r) => r.employeeName)).toEqual(['Frederikke Ferie']);
    await db.update(holidayLedger).set({ signedAt: new Date() }).where(eq(holidayLedger.id, id));
    expect(unsigned(await dashboardOf(cookie))).toEqual([]);
    await db.update(holidayLedger).set({ signedAt: null }).where(eq(holidayLedger.id, id));
    expect(unsigned(await dashboardOf(cookie))).toHaveLength(1);
    await db.delete(holidayLedger).where(eq(holidayLedger.id, id));
    expect(unsigned(await dashboardOf(cookie))).toEqual([]);
  });

  it('keeps no row for a deleted employee, whose ledger goes with them', async () => {
    const { cookie, companyId, frida } = await companyWithFrida();
    const db = app.database.db;
    await dashboardOf(cookie);
    await db.insert(holidayLedger).values({
      companyId,
      employeeId: frida.id,
      bucket: 'holiday',
      kind: 'opening',
      year: 2025,
      days: 10,
    });
    // The ledger row's cascade raises no version for an employee already gone.
    await db.delete(employees).where(eq(employees.id, frida.id));
    const rows = await db
      .select()
      .from(holidayBalanceCache)
      .where(and(eq(holidayBalanceCache.companyId, companyId), eq(holidayBalanceCache.employeeId, frida.id)));
    expect(rows).toEqual([]);
  });
});

describe('the holiday block on a November day', () => {
  // November, when the fifth week's lapsing days are reminded of (docs/rules/holiday.md); the clock is pinned.
  const now = new Date('2026-11-10T11:00:00Z');
  const today = '2026-11-10';

  async function setup() {
    const { companyId, owner, frida } = await companyWithFrida();
    const ctx = { companyId, isOwner: true, role: 'admin' } as unknown as AdminContext;
    const db = app.database.db;
    const cached = async () => (await getHolidayDashboard({ db }, ctx, now)).reminders;
    const fresh = async (): Promise<HolidayReminder[]> => {
      const { people, settings, data } = await loadCompanyBalances(db, companyId, today);
      return people
        .filter((person) => person.employmentStatus !== 'inactive')
        .flatMap((person) => remindersOf(person, balancesOf(data, person, settings, today), today));
    };
    const lapsing = async () => {
      const reminders = await cached();
      expect(reminders).toEqual(expect.arrayContaining(await fresh()));
      expect(reminders).toHaveLength((await fresh()).length);
      return reminders.filter((r) => r.kind === 'fifthWeekLapsing').map((r) => r.days);
    };
    return { db, companyId, owner, frida, lapsing };
  }

  it('follows registrations, requests, employment dates and settings', async () => {
    const { db, companyId, frida, lapsing } = await setup();
    const before = await lapsing();
    expect(before).toEqual([5]);
    // Twice: the second answer is the cached one.
    expect(await lapsing()).toEqual(before);

    // 22 days of holiday registered in September and October: fewer of ferieår 2025's days lapse.
    const weekdays = Array.from({ length: 61 }, (_, day) => new Date(Date.UTC(2026, 8, 1 + day)))
      .filter((date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
      .slice(0, 22)
      .map((date) => date.toISOString().slice(0, 10));
    const entries = await db
      .insert(timeEntries)
      .values(
        weekdays.map((date) => ({ companyId, employeeId: frida.id, date, type: 'holiday', hours: 7.4 })),
      )
      .returning({ id: timeEntries.id });
    const taken = await lapsing();
    expect(taken).not.toEqual(before);

    // A registration changed to another type counts no more; changed back it does.
    const first = entries[0]?.id as string;
    await db.update(timeEntries).set({ type: 'work' }).where(eq(timeEntries.id, first));
    expect(await lapsing()).not.toEqual(taken);
    await db.update(timeEntries).set({ type: 'holiday' }).where(eq(timeEntries.id, first));
    expect(await lapsing()).toEqual(taken);

    // A pending request for December spends the rest; declined, it does not.
    const [request] = await db
      .insert(holidayRequests)
      .values({
        companyId,
        employeeId: frida.id,
        bucket: 'holiday',
        fromDate: '2026-12-01',
        toDate: '2026-12-04',
        days: 4,
      })
      .returning({ id: holidayRequests.id });
    expect(await lapsing()).not.toEqual(taken);
    await db
      .update(holidayRequests)
      .set({ status: 'declined' })
      .where(eq(holidayRequests.id, request?.id as string));
    expect(await lapsing()).toEqual(taken);

    // Other employment dates: started in March 2026, nothing of ferieår 2025 lapses.
    await db.update(employees).set({ startDate: '2026-03-01' }).where(eq(employees.id, frida.id));
    expect(await lapsing()).not.toEqual(taken);
    await db.update(employees).set({ startDate: '2020-01-01' }).where(eq(employees.id, frida.id));
    expect(await lapsing()).toEqual(taken);

    // The settings: feriefridage change what is computed beside the reminders; the figures stay right.
    await db.insert(holidaySettings).values({ companyId, extraDays: 5 });
    expect(await lapsing()).toEqual(taken);

    await db.delete(timeEntries).where(eq(timeEntries.employeeId, frida.id));
    expect(await lapsing()).toEqual(before);
  });

  it('answers from the row while it is valid, and computes again on another day', async () => {
    const { db, companyId, frida, lapsing } = await setup();
    expect(await lapsing()).toEqual([5]);
    const mine = and(
      eq(holidayBalanceCache.companyId, companyId),
      eq(holidayBalanceCache.employeeId, frida.id),
    );
    const [row] = await db.select().from(holidayBalanceCache).where(mine);
    expect(row?.computedOn).toBe(today);
    expect(row?.computedVersion).toBe(row?.version);
    // Emptied behind the cache's back: the valid row is what is shown (so the cache is what answers)…
    await db.update(holidayBalanceCache).set({ reminders: [] }).where(mine);
    const ctx = { companyId, isOwner: true, role: 'admin' } as unknown as AdminContext;
    expect((await getHolidayDashboard({ db }, ctx, now)).reminders).toEqual([]);
    // …until the day changes.
    await db.update(holidayBalanceCache).set({ computedOn: '2026-11-09' }).where(mine);
    expect(await lapsing()).toEqual([5]);
  });
});
