// The dashboard's whole answer for one seeded company at fixed moments, pinned before its statements were combined
// (decision 064): every block (more than a page of each, the plan's hidden employees, billing and holiday) must stay
// exactly what it was, whichever statements read it.
import { addDays, type Dashboard, dashboardSchema, type Plan } from '@kollega/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agreements,
  approvedWeeks,
  checklistGroups,
  checklists,
  checklistTasks,
  employeeDocuments,
  employees,
  equipment,
  equipmentTypes,
  equipmentVariants,
  holidayRequests,
  paymentCards,
  subscriptions,
  timeEntries,
  timeLogWarnings,
} from '../../src/db/schema/index';
import { dashboardSources } from '../../src/features/dashboard/dashboard-sources';
import { getDashboard } from '../../src/features/dashboard/get-dashboard';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { createCompanyWithOwner, createEmployee, setPlan } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

/** A Wednesday in June, and a Monday in November (when the holiday reminders show). */
const JUNE = new Date('2026-06-10T10:00:00Z');
const NOVEMBER = new Date('2026-11-16T10:00:00Z');
const TODAY = '2026-06-10';

/** Every id in the answer replaced by the label it was seeded under, so the pin does not depend on random ids. */
function labelled(value: unknown, labels: Map<string, string>): unknown {
  const unknown = new Map<string, string>();
  const walk = (item: unknown): unknown => {
    if (
      typeof item === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(item)
    ) {
      const known = labels.get(item);
      if (known) return known;
      if (!unknown.has(item)) unknown.set(item, `unlabelled ${unknown.size + 1}`);
      return unknown.get(item);
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value);
}

async function seededCompany() {
  const db = app.database.db;
  const { companyId, owner } = await createCompanyWithOwner(app);
  const labels = new Map<string, string>([[owner.employeeId, 'owner']]);
  const label = <T extends { id: string }>(row: T, name: string) => {
    labels.set(row.id, name);
    return row;
  };
  // 13 besides the owner, created in order: on freemium (10 visible besides the owner) the last three are hidden.
  const people: { id: string }[] = [];
  for (let index = 0; index < 13; index += 1) {
    const first = [
      'Anne',
      'Bo',
      'Carl',
      'Dorte',
      'Emil',
      'Frida',
      'Gustav',
      'Hanne',
      'Ib',
      'Jens',
      'Karen',
      'Lars',
      'Åse',
    ][index]!;
    const { employee } = await createEmployee(app, companyId, {
      firstName: first,
      lastName: index % 2 === 0 ? 'Andersen' : 'Østergaard',
      fields: {
        employmentStatus: index % 5 === 4 ? 'inactive' : 'active',
        startDate: index === 12 ? null : addDays('2016-06-01', index * 40),
        endDate: index % 5 === 4 ? addDays('2026-01-01', index) : null,
        dateOfBirth: addDays('1980-06-08', index * 3),
        exemptFrom1to1: index % 3 === 0,
        exemptFromSalary: index % 4 === 0,
        exemptFromEpr: index % 6 === 0,
        exemptFromEmploymentContract: index === 7,
        mobileAppAccess: index % 5 !== 4,
      },
    });
    people.push(label(employee, first));
  }
  for (const person of people.filter((_, index) => index % 3 === 1)) {
    await db.insert(employeeDocuments).values({
      companyId,
      employeeId: person.id,
      kind: 'employmentContract',
      name: 'Kontrakt',
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `${companyId}/users/${person.id}/documents/kontrakt.pdf`,
    });
  }
  const types = ['1 til 1', 'Lønsamtale', 'Udviklingssamtale', 'Andet'];
  const agreementRows = await db
    .insert(agreements)
    .values(
      Array.from({ length: 16 }, (_, index) => {
        const person = people[index % people.length]!;
        return {
          companyId,
          title: `Aftale ${index}`,
          startsAt: new Date(JUNE.getTime() + (index - 4) * 2 * 86_400_000 + index * 60_000),
          agreementType: types[index % types.length]!,
          regardingId: person.id,
          regardingName: `${labels.get(person.id)} som navngivet`,
          isClosed: index % 7 === 6,
        };
      }),
    )
    .returning();
  for (const [index, row] of agreementRows.entries()) label(row, `agreement ${index}`);
  for (let index = 0; index < 9; index += 1) {
    const regarding = index === 8 ? null : people[(index * 2) % people.length]!;
    const [checklist] = await db
      .insert(checklists)
      .values({
        companyId,
        kind: index % 3 === 2 ? 'offboarding' : 'onboarding',
        title: `Tjekliste ${index}`,
        regardingId: regarding?.id ?? null,
        date: index % 4 === 3 ? null : addDays(TODAY, index - 4),
        isTemplate: index === 7,
      })
      .returning();
    label(checklist!, `checklist ${index}`);
    if (index === 5) continue; // no tasks: running, not completed
    const [group] = await db
      .insert(checklistGroups)
      .values({ companyId, checklistId: checklist!.id, title: 'Gruppe', position: 'a0' })
      .returning();
    const tasks = await db
      .insert(checklistTasks)
      .values(
        Array.from({ length: 3 + (index % 3) }, (_, task) => ({
          companyId,
          checklistId: checklist!.id,
          groupId: group!.id,
          title: `Opgave ${index}.${task}`,
          // Checklist 4 is completed; the others have their first `index % 3` tasks checked.
          checked: index === 4 || task < index % 3,
          dueDate: task === 1 && index % 2 === 0 ? null : addDays(TODAY, 10 - index + task),
          position: `a${task}`,
        })),
      )
      .returning();
    for (const [task, row] of tasks.entries()) label(row, `task ${index}.${task}`);
  }
  const [type] = await db
    .insert(equipmentTypes)
    .values({ companyId, name: 'Computer', icon: '💻' })
    .returning();
  const [variant] = await db
    .insert(equipmentVariants)
    .values({ companyId, equipmentTypeId: type!.id, name: 'MacBook Air' })
    .returning();
  const items = await db
    .insert(equipment)
    .values(
      // One item per holder: items of one holder are ordered by their random ids.
      Array.from({ length: 13 }, (_, index) => ({
        companyId,
        equipmentTypeId: type!.id,
        equipmentVariantId: variant!.id,
        assignedToId: index % 6 === 5 ? null : people[index]!.id,
        serialNumber: index % 3 === 1 ? '' : `S${index}`,
        endDate: index % 3 === 0 ? addDays(TODAY, index) : index % 3 === 2 ? addDays(TODAY, -index) : null,
        inactive: index % 8 === 7,
      })),
    )
    .returning();
  for (const [index, row] of items.entries()) label(row, `item ${index}`);
  const monday = '2026-06-08';
  const absences = ['sickLeave', 'holiday', 'timeOff', 'childSick', 'sickLeave', 'holiday'];
  await db.insert(timeEntries).values([
    ...people.slice(0, 12).map((person, index) => ({
      companyId,
      employeeId: person.id,
      date: TODAY,
      type: absences[index % absences.length]!,
      hours: 7.5,
    })),
    ...people.slice(0, 6).flatMap((person, index) =>
      [1, 2, 3].map((week) => ({
        companyId,
        employeeId: person.id,
        date: addDays(monday, -7 * week + index),
        type: 'work',
        hours: 7.5,
        startTime: '08:00',
        endTime: '15:30',
      })),
    ),
  ]);
  await db.insert(approvedWeeks).values({
    companyId,
    employeeId: people[0]!.id,
    weekKey: '2026-W23',
    weekStart: addDays(monday, -7),
  });
  await db.insert(timeLogWarnings).values(
    [0, 1, 2].flatMap((index) => [
      {
        companyId,
        employeeId: people[index]!.id,
        type: '11HourWarning',
        value: 9,
        fromDate: addDays(monday, -7),
        toDate: addDays(monday, -6),
        read: index === 2,
      },
      {
        companyId,
        employeeId: people[index]!.id,
        type: '48HourWarning',
        value: 50,
        fromDate: addDays(monday, -7),
        toDate: addDays(monday, -7),
      },
    ]),
  );
  const requests = await db
    .insert(holidayRequests)
    .values(
      Array.from({ length: 7 }, (_, index) => ({
        companyId,
        employeeId: people[index * 2]!.id,
        bucket: 'holiday',
        fromDate: addDays('2026-07-01', index),
        toDate: addDays('2026-07-03', index),
        days: 3,
        status: index === 6 ? 'approved' : 'pending',
        createdAt: new Date(JUNE.getTime() - (index + 1) * 3_600_000),
      })),
    )
    .returning();
  for (const [index, row] of requests.entries()) label(row, `request ${index}`);
  await db
    .update(subscriptions)
    .set({ lastPaymentFailed: true })
    .where(eq(subscriptions.companyId, companyId));
  await db.insert(paymentCards).values({
    companyId,
    provider: 'builtin',
    providerSubscriptionId: 'sub',
    orderId: 'order',
    cardType: 'visa',
    cardBin: '411111',
    cardLast4: '1111',
    expiryMonth: 6,
    expiryYear: 2026,
  });
  return { companyId, owner, labels };
}

describe('the dashboard’s whole answer', () => {
  it('stays the same for a seeded company on each plan, in June and November', async () => {
    const { companyId, owner, labels } = await seededCompany();
    const sources = dashboardSources({ billingEnabled: true } as Parameters<typeof dashboardSources>[0]);
    const answers: Record<string, unknown> = {};
    for (const plan of ['premium', 'freemium'] as Plan[]) {
      await setPlan(app.database.db, companyId, plan);
      for (const [moment, now] of [
        ['june', JUNE],
        ['november', NOVEMBER],
      ] as const) {
        for (const isOwner of [true, false]) {
          const ctx = {
            companyId,
            employeeId: owner.employeeId,
            role: 'admin',
            isOwner,
            subscription: { plan, status: 'active' },
          } as unknown as AdminContext;
          const dashboard: Dashboard = await getDashboard(
            { db: app.database.db, sources, now: () => now },
            ctx,
          );
          answers[`${plan} ${moment}${isOwner ? '' : ' (another admin)'}`] = labelled(dashboard, labels);
        }
      }
    }
    // With every person's tasks done, the equipment's candidates fill the suggestions.
    await app.database.db
      .update(employees)
      .set({
        exemptFromEmploymentContract: true,
        exemptFrom1to1: true,
        exemptFromSalary: true,
        exemptFromEpr: true,
      })
      .where(eq(employees.companyId, companyId));
    await setPlan(app.database.db, companyId, 'premium');
    const ctx = {
      companyId,
      employeeId: owner.employeeId,
      role: 'admin',
      isOwner: true,
      subscription: { plan: 'premium', status: 'active' },
    } as unknown as AdminContext;
    for (const [moment, now] of [
      ['june', JUNE],
      ['november', NOVEMBER],
    ] as const) {
      const dashboard = await getDashboard({ db: app.database.db, sources, now: () => now }, ctx);
      answers[`premium ${moment}, only equipment to suggest`] = labelled(dashboard, labels);
    }
    // And with every item's serial number and no end date, the items of former employees.
    await app.database.db
      .update(equipment)
      .set({ serialNumber: sql`'S' || ${equipment.id}`, endDate: null })
      .where(eq(equipment.companyId, companyId));
    const dashboard = await getDashboard({ db: app.database.db, sources, now: () => JUNE }, ctx);
    answers['premium june, only former employees’ equipment to suggest'] = labelled(dashboard, labels);
    expect(answers).toMatchSnapshot();
  });

  it('is sent as the action returns it, which is exactly what its schema lets through (decision 064)', async () => {
    const { companyId, owner } = await seededCompany();
    const sources = dashboardSources({ billingEnabled: true } as Parameters<typeof dashboardSources>[0]);
    await setPlan(app.database.db, companyId, 'premium');
    const ctx = {
      companyId,
      employeeId: owner.employeeId,
      role: 'admin',
      isOwner: true,
      subscription: { plan: 'premium', status: 'active' },
    } as unknown as AdminContext;
    for (const now of [JUNE, NOVEMBER]) {
      const dashboard = await getDashboard({ db: app.database.db, sources, now: () => now }, ctx);
      const sent = JSON.parse(JSON.stringify(dashboard));
      expect(sent).toStrictEqual(JSON.parse(JSON.stringify(dashboardSchema.strict().parse(dashboard))));
    }
  });
});
