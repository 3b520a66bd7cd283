import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, checklistAutoStarts, checklists, equipment, throttle } from '../../src/db/schema/index';
import { listTasksDueBetween } from '../../src/features/checklists/public';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { ownerSession, uniqueWorkEmail } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { boardOf } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(async () => {
  await app.database.db.delete(throttle);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type As = (method: Method, url: string, payload?: unknown) => ReturnType<typeof call>;

const PROFILE = { firstName: 'Bo', lastName: 'Berg', jobPosition: 'Smed', employmentStatus: 'active' };

async function setup() {
  const session = await ownerSession(app);
  await setPlan(app.database.db, session.companyId, 'premium');
  const as: As = (method, url, payload) => call(app, method, url, { cookie: session.cookie, payload });
  return { ...session, as };
}

/**
 * A template marked (or not) 'Start automatisk': one group with a task assigned to the owner at offset 0 and an
 * unassigned one at -10 days.
 */
async function template(
  as: As,
  ownerEmployeeId: string,
  input: { kind: 'onboarding' | 'offboarding'; title: string; autoStart: boolean },
) {
  const created = await as('POST', '/api/checklists', { ...input, isTemplate: true });
  expect(created.statusCode).toBe(201);
  const url = `/api/checklists/${created.json().id}`;
  const group = (await as('POST', `${url}/groups`, { title: 'Første dag' })).json();
  await as('POST', `${url}/tasks`, {
    groupId: group.id,
    title: 'Velkomst',
    dueOffsetDays: 0,
    assignedToId: ownerEmployeeId,
  });
  await as('POST', `${url}/tasks`, { groupId: group.id, title: 'Bestil computer', dueOffsetDays: -10 });
  return created.json() as { id: string; autoStart: boolean };
}

/** The company's checklists (not templates) about one employee, from the table itself. */
async function checklistsAbout(employeeId: string) {
  return app.database.db
    .select()
    .from(checklists)
    .where(and(eq(checklists.regardingId, employeeId), eq(checklists.isTemplate, false)));
}

async function newEmployee(as: As, startDate: string) {
  const response = await as('POST', '/api/employees', {
    firstName: 'Bo',
    lastName: 'Berg',
    jobPosition: 'Smed',
    email: uniqueWorkEmail(),
    startDate,
  });
  expect(response.statusCode).toBe(201);
  return response.json().employeeId as string;
}

describe("checklists that start themselves ('Start automatisk')", () => {
  it('starts an onboarding template marked Start automatisk when an employee is created with a start date', async () => {
    const { as, owner } = await setup();
    const auto = await template(as, owner.employeeId, {
      kind: 'onboarding',
      title: 'Onboarding',
      autoStart: true,
    });
    expect(auto.autoStart).toBe(true);
    await template(as, owner.employeeId, { kind: 'onboarding', title: 'Manuel', autoStart: false });
    await template(as, owner.employeeId, { kind: 'offboarding', title: 'Fratrædelse', autoStart: true });

    // Monday 30 March 2026; ten days before is Friday 20 March.
    const employeeId = await newEmployee(as, '2026-03-30');
    const started = await checklistsAbout(employeeId);
    expect(started.map((row) => [row.kind, row.title, row.date])).toEqual([
      ['onboarding', 'Onboarding: Bo Berg', '2026-03-30'],
    ]);
    const shown = boardOf(await as('GET', `/api/checklists/${started[0]?.id}`));
    expect(
      shown.groups[0].tasks.map(
        (t: { title: string; dueDate: string; assignedTo: { id: string } | null }) => [
          t.title,
          t.dueDate,
          t.assignedTo?.id ?? null,
        ],
      ),
    ).toEqual([
      ['Velkomst', '2026-03-30', owner.employeeId],
      ['Bestil computer', '2026-03-20', null],
    ]);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, started[0]?.id as string), eq(auditLog.action, 'checklist.create')));
    expect(audit?.details).toMatchObject({
      templateId: auto.id,
      startedAutomatically: true,
      trigger: 'startDate',
    });
    expect(audit?.actorUserId).toBe(owner.id);
  });

  it('starts it when an employee gets a start date later, once, however often the date changes', async () => {
    const { as, owner, companyId } = await setup();
    await template(as, owner.employeeId, { kind: 'onboarding', title: 'Onboarding', autoStart: true });
    const { employee } = await createEmployee(app, companyId, { firstName: 'Bo', lastName: 'Berg' });
    const url = `/api/employees/${employee.id}`;
    expect((await as('PUT', url, PROFILE)).statusCode).toBe(200);
    expect(await checklistsAbout(employee.id)).toEqual([]);
    expect((await as('PUT', url, { ...PROFILE, startDate: '2026-03-30' })).statusCode).toBe(200);
    expect((await checklistsAbout(employee.id)).map((row) => row.kind)).toEqual(['onboarding']);
    expect((await as('PUT', url, { ...PROFILE, startDate: '2026-04-06' })).statusCode).toBe(200);
    expect((await as('PUT', url, PROFILE)).statusCode).toBe(200);
    expect((await as('PUT', url, { ...PROFILE, startDate: '2026-03-30' })).statusCode).toBe(200);
    expect(await checklistsAbout(employee.id)).toHaveLength(1);
  });

  it("starts an offboarding on an end date with 'Aflevér' tasks; changing or removing the date starts no second one", async () => {
    const { as, owner, companyId } = await setup();
    await template(as, owner.employeeId, { kind: 'offboarding', title: 'Fratrædelse', autoStart: true });
    const { employee } = await createEmployee(app, companyId, {
      firstName: 'Bo',
      lastName: 'Berg',
      fields: { startDate: '2020-01-01' },
    });
    const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
    const variant = (await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'ThinkPad' }))
      .json()
      .variants.find((v: { name: string }) => v.name === 'ThinkPad');
    const item = (
      await as('POST', '/api/equipment', {
        equipmentTypeId: type.id,
        equipmentVariantId: variant.id,
        assignedToId: employee.id,
        serialNumber: 'PF-1',
        startDate: '2025-01-01',
        endDate: '',
        notes: '',
      })
    ).json();

    const url = `/api/employees/${employee.id}`;
    const withEnd = (endDate: string | undefined) =>
      as('PUT', url, { ...PROFILE, startDate: '2020-01-01', ...(endDate ? { endDate } : {}) });
    // Wednesday 23 December 2026.
    expect((await withEnd('2026-12-23')).statusCode).toBe(200);
    const [offboarding, ...more] = await checklistsAbout(employee.id);
    expect(more).toEqual([]);
    expect(offboarding).toMatchObject({ kind: 'offboarding', date: '2026-12-23' });
    const checklistUrl = `/api/checklists/${offboarding?.id}`;
    const shown = boardOf(await as('GET', checklistUrl));
    expect(shown.groups.map((g: { title: string }) => g.title)).toEqual(['Første dag', 'Returnér udstyr']);
    const handBack = shown.groups[1].tasks[0];
    expect(handBack).toMatchObject({
      title: 'Aflevér 💻 Computer · ThinkPad · PF-1',
      dueDate: '2026-12-23',
      returnsEquipment: true,
    });
    expect(shown.groups[0].tasks[0].returnsEquipment).toBe(false);

    // A new end date, no end date, the end date again, and two saves at once: still the one offboarding.
    expect((await withEnd('2026-12-30')).statusCode).toBe(200);
    expect((await withEnd(undefined)).statusCode).toBe(200);
    expect(await checklistsAbout(employee.id)).toHaveLength(1);
    const both = await Promise.all([withEnd('2027-01-04'), withEnd('2027-01-05')]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await checklistsAbout(employee.id)).toHaveLength(1);
    const ledger = await app.database.db
      .select()
      .from(checklistAutoStarts)
      .where(eq(checklistAutoStarts.employeeId, employee.id));
    expect(ledger.map((row) => row.checklistId)).toEqual([offboarding?.id]);

    // Checking 'Aflevér …' ends the assignment, audit-logged on the item.
    const checked = await as('PATCH', `${checklistUrl}/tasks/${handBack.id}`, { checked: true });
    expect(checked.statusCode).toBe(200);
    const [stored] = await app.database.db.select().from(equipment).where(eq(equipment.id, item.id));
    expect(stored?.assignedToId).toBeNull();
    const itemAudit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'equipment.update')));
    expect(itemAudit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({
        assignedTo: null,
        endedByChecklist: offboarding?.id,
        // The holder's id beside the name, so anonymising Bo Berg scrubs it (decision 050).
        changes: [{ field: 'assignedTo', from: 'Bo Berg', fromId: employee.id, to: '' }],
      }),
    );
    const itemPage = (await as('GET', `/api/equipment/${item.id}`)).json();
    expect(itemPage.assignedTo).toBeNull();
    // Unchecking does not give the item back; checking again changes nothing more.
    await as('PATCH', `${checklistUrl}/tasks/${handBack.id}`, { checked: false });
    await as('PATCH', `${checklistUrl}/tasks/${handBack.id}`, { checked: true });
    const [after] = await app.database.db.select().from(equipment).where(eq(equipment.id, item.id));
    expect(after?.assignedToId).toBeNull();
  });

  it("never uses another company's template, and an employee (not an admin) starts nothing", async () => {
    const mine = await setup();
    const theirs = await setup();
    await template(theirs.as, theirs.owner.employeeId, {
      kind: 'onboarding',
      title: 'Deres onboarding',
      autoStart: true,
    });
    const employeeId = await newEmployee(mine.as, '2026-03-30');
    expect(await checklistsAbout(employeeId)).toEqual([]);

    await template(mine.as, mine.owner.employeeId, { kind: 'onboarding', title: 'Vores', autoStart: true });
    const { account } = await createEmployee(app, mine.companyId, {
      role: 'employee',
      login: {},
      fields: { startDate: '2024-01-01' },
    });
    const cookie = await loginAs(app, account as { email: string; password: string });
    const refused = await call(app, 'POST', '/api/employees', {
      cookie,
      payload: {
        firstName: 'X',
        lastName: 'Y',
        jobPosition: 'Z',
        email: uniqueWorkEmail(),
        startDate: '2026-03-30',
      },
    });
    expect(refused.statusCode).toBe(403);
    const mineAll = (await mine.as('GET', '/api/checklists?tab=onboarding')).json();
    expect(mineAll.items).toEqual([]);
    const forbidden = await call(app, 'GET', '/api/checklists/my-tasks', { cookie });
    expect(forbidden.statusCode).toBe(403);
  });

  it("toggles 'Start automatisk' on a template through 'Ret detaljer', never on a checklist", async () => {
    const { as } = await setup();
    const made = (
      await as('POST', '/api/checklists', { kind: 'offboarding', isTemplate: true, title: 'T' })
    ).json();
    expect(made.autoStart).toBe(false);
    const url = `/api/checklists/${made.id}`;
    expect((await as('PUT', url, { title: 'T', autoStart: true })).json().autoStart).toBe(true);
    const list = (await as('GET', '/api/checklists?tab=templates')).json();
    expect(list.items[0]).toMatchObject({ id: made.id, autoStart: true });
    // absent keeps it
    expect((await as('PUT', url, { title: 'T2' })).json().autoStart).toBe(true);
    const plain = (
      await as('POST', '/api/checklists', { kind: 'offboarding', title: 'C', autoStart: true })
    ).json();
    expect(plain.autoStart).toBe(false);
    expect(
      (await as('PUT', `/api/checklists/${plain.id}`, { title: 'C', autoStart: true })).json().autoStart,
    ).toBe(false);
  });
});

describe("'Mine opgaver'", () => {
  it("lists the caller's own open tasks across checklists, due dates first, never another's or a template's", async () => {
    const { as, owner, companyId } = await setup();
    const { employee: colleague } = await createEmployee(app, companyId, { firstName: 'Kim' });
    const checklist = async (title: string) => {
      const made = (await as('POST', '/api/checklists', { kind: 'onboarding', title })).json();
      const url = `/api/checklists/${made.id}`;
      const group = (await as('POST', `${url}/groups`, { title: 'Gruppe' })).json();
      const task = async (taskTitle: string, extra: Record<string, unknown>) =>
        (await as('POST', `${url}/tasks`, { groupId: group.id, title: taskTitle, ...extra })).json()
          .id as string;
      return { id: made.id as string, url, task };
    };
    const first = await checklist('Første');
    const second = await checklist('Anden');
    await first.task('Uden dato', { assignedToId: owner.employeeId });
    await first.task('Senere', { assignedToId: owner.employeeId, dueDate: '2026-05-01' });
    const done = await second.task('Færdig', { assignedToId: owner.employeeId, dueDate: '2026-01-01' });
    await second.task('Tidligst', { assignedToId: owner.employeeId, dueDate: '2026-02-01' });
    await second.task('Kollegaens', { assignedToId: colleague.id, dueDate: '2026-01-15' });
    await second.task('Ingens', { dueDate: '2026-01-15' });
    await template(as, owner.employeeId, { kind: 'onboarding', title: 'Skabelon', autoStart: false });
    await as('PATCH', `${second.url}/tasks/${done}`, { checked: true });

    const mine = await as('GET', '/api/checklists/my-tasks');
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.total).toBe(3);
    expect(body.items.map((t: { title: string; dueDate: string | null }) => [t.title, t.dueDate])).toEqual([
      ['Tidligst', '2026-02-01'],
      ['Senere', '2026-05-01'],
      ['Uden dato', null],
    ]);
    expect(body.items[0].checklist).toMatchObject({ id: second.id, title: 'Anden', kind: 'onboarding' });

    // Another company's admin sees none of these.
    const other = await setup();
    const theirs = (await other.as('GET', '/api/checklists/my-tasks')).json();
    expect(theirs).toEqual({ items: [], total: 0 });

    // The notifications' hook: open, assigned tasks due in a period, of one company only.
    const due = await listTasksDueBetween(app.database.db, companyId, {
      from: '2026-01-01',
      to: '2026-03-01',
    });
    expect(due.map((t) => [t.title, t.assigneeId])).toEqual([
      ['Kollegaens', colleague.id],
      ['Tidligst', owner.employeeId],
    ]);
    expect(
      await listTasksDueBetween(app.database.db, other.companyId, { from: '2026-01-01', to: '2026-12-31' }),
    ).toEqual([]);
  });
});
