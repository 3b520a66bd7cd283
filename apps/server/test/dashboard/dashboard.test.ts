import { addDays, type Dashboard, danishToday, mondayOf } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agreements,
  checklistGroups,
  checklists,
  checklistTasks,
  employeeDocuments,
  employees,
  equipment,
  equipmentTypes,
  equipmentVariants,
  subscriptions,
  timeEntries,
  timeLogWarnings,
} from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const today = danishToday();
/** The same month and day `years` earlier (a 29 February becomes the 28th). */
const yearsBefore = (date: string, years: number) => {
  const shifted = `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
  return shifted.endsWith('-02-29') ? shifted.replace('-02-29', '-02-28') : shifted;
};
const dashboardOf = async (cookie: string) => {
  const response = await call(app, 'GET', '/api/dashboard', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};

/** A premium company with people, agreements, a checklist, equipment and time registrations. */
async function fullCompany() {
  const session = await ownerSession(app);
  const { companyId } = session;
  const db = app.database.db;
  await setPlan(db, companyId, 'premium');
  const { employee: anne } = await createEmployee(app, companyId, {
    firstName: 'Anne',
    lastName: 'Andersen',
    fields: {
      startDate: yearsBefore(addDays(today, 5), 10),
      dateOfBirth: yearsBefore(addDays(today, 40), 30),
      mobileAppAccess: true,
    },
  });
  const { employee: bo } = await createEmployee(app, companyId, {
    firstName: 'Bo',
    lastName: 'Berg',
    fields: {
      employmentStatus: 'inactive',
      startDate: '2015-01-01',
      endDate: '2025-01-31',
      dateOfBirth: yearsBefore(addDays(today, 2), 40),
    },
  });
  const { employee: carl } = await createEmployee(app, companyId, {
    firstName: 'Carl',
    lastName: 'Clausen',
    fields: { startDate: '2010-03-01', exemptFrom1to1: true, exemptFromSalary: true, exemptFromEpr: true },
  });
  await db.insert(employeeDocuments).values({
    companyId,
    employeeId: carl.id,
    kind: 'employmentContract',
    name: 'Kontrakt',
    extension: 'pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    storageKey: `${companyId}/users/${carl.id}/documents/kontrakt.pdf`,
  });
  const at = (days: number) => new Date(Date.now() + days * 86_400_000);
  const [overdue, soon] = await db
    .insert(agreements)
    .values([
      {
        companyId,
        title: 'Forfalden 1 til 1',
        startsAt: at(-3),
        agreementType: '1 til 1',
        regardingId: anne.id,
        regardingName: 'Anne Andersen',
      },
      {
        companyId,
        title: 'Lønsamtale med Anne',
        startsAt: at(10),
        agreementType: 'Lønsamtale',
        regardingId: anne.id,
        regardingName: 'Anne Andersen',
      },
      {
        companyId,
        title: 'Lukket MUS',
        startsAt: at(20),
        agreementType: 'Udviklingssamtale',
        regardingId: anne.id,
        regardingName: 'Anne Andersen',
        isClosed: true,
      },
    ])
    .returning();
  const [running, done] = await db
    .insert(checklists)
    .values([
      { companyId, kind: 'onboarding', title: 'Onboarding af Anne', regardingId: anne.id, date: today },
      { companyId, kind: 'offboarding', title: 'Færdig offboarding', regardingId: bo.id, date: today },
    ])
    .returning();
  const [group, doneGroup] = await db
    .insert(checklistGroups)
    .values([
      { companyId, checklistId: running!.id, title: 'Første dag', position: 'a0' },
      { companyId, checklistId: done!.id, title: 'Sidste dag', position: 'a0' },
    ])
    .returning();
  await db.insert(checklistTasks).values([
    {
      companyId,
      checklistId: running!.id,
      groupId: group!.id,
      title: 'Bestil computer',
      checked: true,
      position: 'a0',
    },
    {
      companyId,
      checklistId: running!.id,
      groupId: group!.id,
      title: 'Velkomstmøde',
      dueDate: addDays(today, 3),
      position: 'a1',
    },
    {
      companyId,
      checklistId: running!.id,
      groupId: group!.id,
      title: 'Frokost',
      dueDate: addDays(today, 9),
      position: 'a2',
    },
    {
      companyId,
      checklistId: done!.id,
      groupId: doneGroup!.id,
      title: 'Aflever nøgler',
      checked: true,
      position: 'a0',
    },
  ]);
  const [type] = await db
    .insert(equipmentTypes)
    .values({ companyId, name: 'Computer', icon: '💻' })
    .returning();
  const [variant] = await db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: type!.id, name: 'MacBook Air' })
    .returning();
  const item = { companyId, equipmentTypeId: type!.id, equipmentVariantId: variant!.id };
  const [expiring, noSerial, withBo] = await db
    .insert(equipment)
    .values([
      { ...item, assignedToId: anne.id, serialNumber: 'A1', endDate: addDays(today, 10) },
      { ...item, assignedToId: carl.id, serialNumber: '' },
      { ...item, assignedToId: bo.id, serialNumber: 'B1' },
      { ...item, assignedToId: bo.id, serialNumber: 'B2', inactive: true },
    ])
    .returning();
  const lastWeek = addDays(mondayOf(today), -7);
  await db.insert(timeEntries).values([
    { companyId, employeeId: anne.id, date: today, type: 'sickLeave', hours: 7.5 },
    {
      companyId,
      employeeId: anne.id,
      date: lastWeek,
      type: 'work',
      hours: 7.5,
      startTime: '08:00',
      endTime: '15:30',
    },
    {
      companyId,
      employeeId: anne.id,
      date: addDays(lastWeek, 1),
      type: 'work',
      hours: 7.5,
      startTime: '08:00',
      endTime: '15:30',
    },
  ]);
  await db.insert(timeLogWarnings).values([
    {
      companyId,
      employeeId: anne.id,
      type: '11HourWarning',
      value: 9,
      fromDate: lastWeek,
      toDate: addDays(lastWeek, 1),
    },
    {
      companyId,
      employeeId: anne.id,
      type: '48HourWarning',
      value: 50,
      fromDate: lastWeek,
      toDate: lastWeek,
      read: true,
    },
  ]);
  return {
    ...session,
    anne,
    bo,
    carl,
    overdue: overdue!,
    soon: soon!,
    running: running!,
    expiring: expiring!,
    noSerial: noSerial!,
    withBo: withBo!,
  };
}

describe('GET /api/dashboard', () => {
  it('refuses a visitor who is not signed in and an employee', async () => {
    expect((await call(app, 'GET', '/api/dashboard')).statusCode).toBe(401);
    const { companyId } = await ownerSession(app);
    const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const cookie = await loginAs(app, account!);
    const refused = await call(app, 'GET', '/api/dashboard', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBeTruthy();
  });

  it('gives a new company the first-employee prompt, the teaser and empty blocks', async () => {
    const { cookie } = await ownerSession(app);
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.employeeCount).toBe(1);
    expect(dashboard.timereg).toEqual({ inUse: false });
    expect(dashboard.agreements).toEqual({ items: [], openTotal: 0, overdueCount: 0 });
    // Issue 24: a new owner (no start date) is told nothing about agreements with herself, nor of lapsing
    // holiday (the November reminder needs a start date to be true).
    expect(dashboard.suggestions.filter((s) => s.kind === 'agreementNotPlanned')).toEqual([]);
    expect(dashboard.holiday.reminders).toEqual([]);
    expect(dashboard.checklists).toEqual({ items: [], total: 0 });
    expect(dashboard.absenceToday).toEqual({ items: [], total: 0 });
    expect(dashboard.holiday.pendingTotal).toBe(0);
    expect(dashboard.nextPublicHoliday.date >= today).toBe(true);
    expect(dashboard.today).toBe(today);
  });

  it("shows the owner billing's alerts, and other admins no billing block", async () => {
    const { cookie, companyId } = await ownerSession(app);
    expect((await dashboardOf(cookie)).billing).toEqual([]);
    // A paid plan with a failed charge and no card: what the topbar's banners say, most urgent first.
    await app.database.db
      .update(subscriptions)
      .set({ plan: 'premium', lastPaymentFailed: true })
      .where(eq(subscriptions.companyId, companyId));
    expect((await dashboardOf(cookie)).billing).toEqual(['paymentFailed', 'noCard']);
    const { account } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const otherAdmin = await loginAs(app, account!);
    expect((await dashboardOf(otherAdmin)).billing).toBeNull();
  });

  it('reads billing and time registration apart when no employee row carries them (decision 073)', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await app.database.db
      .update(subscriptions)
      .set({ plan: 'premium', lastPaymentFailed: true })
      .where(eq(subscriptions.companyId, companyId));
    // The owner's own employee record gone too: the employees' read, which they ride along with, has no row.
    await app.database.db
      .update(employees)
      .set({ deletedAt: new Date() })
      .where(eq(employees.companyId, companyId));
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.employeeCount).toBe(0);
    expect(dashboard.billing).toEqual(['paymentFailed', 'noCard']);
    expect(dashboard.timereg).toEqual({ inUse: false });
  });

  it('lists what is coming, the next first, and counts the overdue apart, even when they are many (issue 24)', async () => {
    const { cookie, companyId, owner } = await ownerSession(app);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    const agreement = (title: string, days: number) => ({
      companyId,
      title,
      startsAt: at(days),
      agreementType: 'Andet',
      regardingId: owner.employeeId,
      regardingName: 'Ditte Ejer',
    });
    await app.database.db
      .insert(agreements)
      .values([
        ...Array.from({ length: 6 }, (_, index) => agreement(`Gammel ${index}`, -10 - index)),
        agreement('Om to uger', 14),
        agreement('I morgen', 1),
        agreement('Om en uge', 7),
      ]);
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.agreements.items.map((item) => item.title)).toEqual([
      'I morgen',
      'Om en uge',
      'Om to uger',
    ]);
    expect(dashboard.agreements).toMatchObject({ openTotal: 9, overdueCount: 6 });
  });

  it('lists a running checklist without tasks with no next task', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const [empty] = await app.database.privilegedDb
      .insert(checklists)
      .values({ companyId, kind: 'onboarding', title: 'Tom onboarding', date: today })
      .returning();
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.checklists).toEqual({
      items: [
        {
          id: empty!.id,
          title: 'Tom onboarding',
          kind: 'onboarding',
          regarding: null,
          taskCount: 0,
          checkedCount: 0,
          nextTask: null,
        },
      ],
      total: 1,
    });
  });

  it('fills every block from the company’s own data', async () => {
    const company = await fullCompany();
    const dashboard = await dashboardOf(company.cookie);
    expect(dashboard.employeeCount).toBe(4);
    expect(dashboard.agreements.openTotal).toBe(2);
    // Issue 24: what is coming, the next first; the overdue one is counted apart.
    expect(dashboard.agreements.items.map((item) => item.id)).toEqual([company.soon.id]);
    expect(dashboard.agreements.overdueCount).toBe(1);
    expect(dashboard.checklists.total).toBe(1);
    expect(dashboard.checklists.items).toEqual([
      {
        id: company.running.id,
        title: 'Onboarding af Anne',
        kind: 'onboarding',
        regarding: { id: company.anne.id, name: 'Anne Andersen' },
        taskCount: 3,
        checkedCount: 1,
        nextTask: { id: expect.any(String), title: 'Velkomstmøde', dueDate: addDays(today, 3) },
      },
    ]);
    // Anne started in 2016; the owner has no start date and comes last (docs/rules/dashboard.md#ruling-25). The owner, who is
    // looking, is not told to hold a '1 til 1' or a 'Lønsamtale' with herself (issue 24).
    expect(dashboard.suggestions.map((s) => [s.kind, s.employeeName, s.agreementType])).toEqual([
      ['missingContract', 'Anne Andersen', null],
      ['missingContract', 'Ditte Ejer', null],
      ['agreementNotPlanned', 'Anne Andersen', 'Udviklingssamtale'],
      ['equipmentExpiring', 'Anne Andersen', null],
      ['equipmentMissingSerial', 'Carl Clausen', null],
    ]);
    // Bo is inactive: no birthday for him, even two days away; Anne's tenth year comes first.
    const anniversaries = dashboard.anniversaries.map((a) => [a.name, a.kind, a.years, a.daysAway]);
    expect(anniversaries[0]).toEqual(['Anne Andersen', 'work', 10, 5]);
    expect(anniversaries.some(([name]) => name === 'Bo Berg')).toBe(false);
    expect(dashboard.anniversaries.length).toBeGreaterThanOrEqual(3);
    expect(dashboard.timereg).toEqual({
      inUse: true,
      weeksAwaitingApproval: 1,
      unreadWarnings: { elevenHours: 1, fortyEightHours: 0 },
    });
    expect(dashboard.absenceToday).toEqual({
      items: [{ employeeId: company.anne.id, name: 'Anne Andersen', type: 'sickLeave' }],
      total: 1,
    });
  });

  it('suggests the equipment tasks once the people have their contracts and agreements', async () => {
    const company = await fullCompany();
    const db = app.database.db;
    for (const person of [company.owner.employeeId, company.anne.id]) {
      await db.insert(employeeDocuments).values({
        companyId: company.companyId,
        employeeId: person,
        kind: 'employmentContract',
        name: 'Kontrakt',
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `${company.companyId}/users/${person}/documents/kontrakt.pdf`,
      });
      for (const agreementType of ['1 til 1', 'Lønsamtale', 'Udviklingssamtale']) {
        await db.insert(agreements).values({
          companyId: company.companyId,
          title: agreementType,
          startsAt: new Date(Date.now() + 30 * 86_400_000),
          agreementType,
          regardingId: person,
          regardingName: 'Someone',
        });
      }
    }
    const dashboard = await dashboardOf(company.cookie);
    expect(dashboard.suggestions.map((s) => [s.kind, s.equipmentId])).toEqual([
      ['equipmentExpiring', company.expiring.id],
      ['equipmentMissingSerial', company.noSerial.id],
      ['equipmentWithInactive', company.withBo.id],
    ]);
    // On freemium there is no equipment to suggest about (docs/rules/equipment.md#ruling-26).
    await setPlan(db, company.companyId, 'freemium');
    expect((await dashboardOf(company.cookie)).suggestions).toEqual([]);
  });

  it('never shows another company’s data', async () => {
    const company = await fullCompany();
    const other = await ownerSession(app);
    const dashboard = await dashboardOf(other.cookie);
    const text = JSON.stringify(dashboard);
    for (const id of [
      company.anne.id,
      company.bo.id,
      company.carl.id,
      company.overdue.id,
      company.running.id,
      company.expiring.id,
    ]) {
      expect(text).not.toContain(id);
    }
    expect(dashboard.employeeCount).toBe(1);
    expect(dashboard.timereg).toEqual({ inUse: false });
    expect(dashboard.agreements.openTotal).toBe(0);
    expect(dashboard.absenceToday.total).toBe(0);
  });
});
