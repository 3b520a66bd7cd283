import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, checklistTasks } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { boardOf } from '../checklists/checklist-setup';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp({ config: testConfig() }));
});

/** Mia's onboarding: one task whose 'Ansvarlig' is Mia, one the owner's, and a template's task assigned to Mia. */
async function taskWorld() {
  const world = await meWorld(app);
  const asOwner = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => {
    const response = await call(app, method, url, { cookie: world.ownerCookie, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const checklist = await asOwner('POST', '/api/checklists', {
    kind: 'onboarding',
    title: 'Mias onboarding',
    regardingId: world.employee.id,
  });
  const base = `/api/checklists/${checklist.id}`;
  const group = await asOwner('POST', `${base}/groups`, { title: 'Første uge' });
  const mine = await asOwner('POST', `${base}/tasks`, {
    groupId: group.id,
    title: 'Læs personalehåndbogen',
    assignedToId: world.employee.id,
    dueDate: '2026-12-01',
  });
  const owners = await asOwner('POST', `${base}/tasks`, {
    groupId: group.id,
    title: 'Bestil nøglekort',
    assignedToId: world.owner.employeeId,
  });
  return { ...world, checklist, mine, owners };
}

describe("'Mig' → Opgaver", () => {
  it('lists only the tasks assigned to me and lets me tick them off and untick them, audit-logged', async () => {
    const world = await taskWorld();
    const list = await call(app, 'GET', '/api/me/tasks', { cookie: world.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      tasks: [
        {
          id: world.mine.id,
          title: 'Læs personalehåndbogen',
          description: '',
          dueDate: '2026-12-01',
          checked: false,
          completedAt: null,
          returnsEquipment: false,
          checklistTitle: 'Mias onboarding',
        },
      ],
      total: 1,
    });

    const ticked = await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
      cookie: world.cookie,
      payload: { checked: true },
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ checked: true, completedAt: expect.any(String) });
    const [row] = await app.database.db
      .select()
      .from(checklistTasks)
      .where(eq(checklistTasks.id, world.mine.id));
    expect(row?.checked).toBe(true);
    // The admin's checklist shows it too.
    const checklist = boardOf(
      await call(app, 'GET', `/api/checklists/${world.checklist.id}`, { cookie: world.ownerCookie }),
    );
    const tasks = checklist.groups.flatMap((group: { tasks: { id: string }[] }) => group.tasks);
    expect(tasks.find((task: { id: string }) => task.id === world.mine.id)).toMatchObject({ checked: true });

    const unticked = await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
      cookie: world.cookie,
      payload: { checked: false },
    });
    expect(unticked.json()).toMatchObject({ checked: false, completedAt: null });
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, world.companyId), eq(auditLog.action, 'checklist.task.update')));
    expect(audits.filter((audit) => (audit.details as { byAssignee?: boolean }).byAssignee)).toHaveLength(2);
    expect(
      audits.every((audit) => audit.actorUserId === world.account.id || audit.actorUserId === world.owner.id),
    ).toBe(true);
  });

  it('answers each invalid body in Danish', async () => {
    const world = await taskWorld();
    const missing = await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
      cookie: world.cookie,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Vælg om opgaven er udført');
    const wrongType = await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
      cookie: world.cookie,
      payload: { checked: 'ja' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body).toContain('Vælg om opgaven er udført');
  });

  it("refuses someone else's task, another company's and the signed-out, and an 'Aflevér' task", async () => {
    const world = await taskWorld();
    const owners = await call(app, 'PUT', `/api/me/tasks/${world.owners.id}`, {
      cookie: world.cookie,
      payload: { checked: true },
    });
    expect(owners.statusCode).toBe(404);
    const { account } = await createEmployee(app, world.companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const colleague = await loginAs(app, account!);
    expect(
      (
        await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
          cookie: colleague,
          payload: { checked: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/me/tasks', { cookie: colleague })).json()).toEqual({
      tasks: [],
      total: 0,
    });
    const other = await meWorld(app);
    expect(
      (
        await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
          cookie: other.cookie,
          payload: { checked: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, { payload: { checked: true } })).statusCode,
    ).toBe(401);
    expect((await call(app, 'GET', '/api/me/tasks')).statusCode).toBe(401);
    const [row] = await app.database.db
      .select()
      .from(checklistTasks)
      .where(eq(checklistTasks.id, world.mine.id));
    expect(row?.checked).toBe(false);

    // An offboarding's 'Aflevér <item>' task is the admin's to tick: it ends the item's assignment.
    await setPlan(app.database.db, world.companyId, 'premium');
    const owner = { cookie: world.ownerCookie };
    const type = (
      await call(app, 'POST', '/api/equipment/types', { ...owner, payload: { name: 'Telefon', icon: '📱' } })
    ).json();
    const [variant] = (
      await call(app, 'POST', `/api/equipment/types/${type.id}/variants`, {
        ...owner,
        payload: { name: 'iPhone' },
      })
    ).json().variants;
    const item = (
      await call(app, 'POST', '/api/equipment', {
        ...owner,
        payload: {
          equipmentTypeId: type.id,
          equipmentVariantId: variant.id,
          assignedToId: world.employee.id,
        },
      })
    ).json();
    await app.database.db
      .update(checklistTasks)
      .set({ equipmentId: item.id })
      .where(eq(checklistTasks.id, world.mine.id));
    const handBack = await call(app, 'PUT', `/api/me/tasks/${world.mine.id}`, {
      cookie: world.cookie,
      payload: { checked: true },
    });
    expect(handBack.statusCode).toBe(409);
    expect(handBack.json().error.message).toBe('Afleveringen af udstyr registreres af din administrator.');
    const withoutAccess = await meWorld(app, { mobileAppAccess: false });
    expect(
      (await call(app, 'GET', '/api/me/tasks', { cookie: withoutAccess.cookie })).json().error.code,
    ).toBe('NO_APP_ACCESS');
  });
});
