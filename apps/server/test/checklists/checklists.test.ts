import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, checklistGroups, checklists, checklistTasks } from '../../src/db/schema/index';
import { createChecklist } from '../../src/features/checklists/create-checklist';
import type { EquipmentToReturn } from '../../src/features/checklists/deps';
import type { AdminContext } from '../../src/plugins/auth/request-context';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee, ownerSession } from '../employees/employee-fixtures';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function setup() {
  const session = await ownerSession(app);
  const { employee: anne } = await createEmployee(app, session.companyId, {
    firstName: 'Anne',
    lastName: 'Hansen',
    // Monday 30 March 2026: Easter is 5 April.
    fields: { startDate: '2026-03-30', endDate: '2026-12-23' },
  });
  const as = (method: Method, url: string, payload?: unknown) =>
    call(app, method, url, { cookie: session.cookie, payload });
  return { ...session, anne, as };
}

async function auditCount(checklistId: string) {
  const rows = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, checklistId));
  return rows.length;
}

/** A template with groups 'Før første dag' (two tasks, one with a subtask) and 'Første dag' (one task). */
async function buildTemplate(as: Awaited<ReturnType<typeof setup>>['as']) {
  const template = (
    await as('POST', '/api/checklists', { kind: 'onboarding', isTemplate: true, title: 'Standard' })
  ).json();
  const url = `/api/checklists/${template.id}`;
  const before = (await as('POST', `${url}/groups`, { title: 'Før første dag' })).json();
  const first = (await as('POST', `${url}/groups`, { title: 'Første dag' })).json();
  const computer = (
    await as('POST', `${url}/tasks`, { groupId: before.id, title: 'Bestil computer', dueOffsetDays: -10 })
  ).json();
  const contract = (
    await as('POST', `${url}/tasks`, { groupId: before.id, title: 'Send kontrakt', dueOffsetDays: 3 })
  ).json();
  const welcome = (
    await as('POST', `${url}/tasks`, { groupId: first.id, title: 'Velkomst', dueOffsetDays: 0 })
  ).json();
  await as('POST', `${url}/tasks/${computer.id}/subtasks`, { title: 'Vælg model' });
  return { template, url, before, first, computer, contract, welcome };
}

describe('checklists', () => {
  it('builds a template, applies it to an employee (offsets to working days), and keeps the copy apart', async () => {
    const { as, anne } = await setup();
    const { template, url } = await buildTemplate(as);
    const shown = (await as('GET', url)).json();
    expect(shown).toMatchObject({
      isTemplate: true,
      regarding: null,
      date: null,
      taskCount: 3,
      completed: false,
    });
    expect(shown.groups.map((g: { title: string }) => g.title)).toEqual(['Før første dag', 'Første dag']);
    expect(shown.groups[0].tasks[0]).toMatchObject({
      title: 'Bestil computer',
      dueDate: null,
      dueOffsetDays: -10,
    });
    expect(shown.groups[0].tasks[0].subTasks).toMatchObject([{ title: 'Vælg model', checked: false }]);

    const created = await as('POST', '/api/checklists', {
      kind: 'onboarding',
      title: 'Onboarding af Anne',
      regardingId: anne.id,
      templateId: template.id,
    });
    expect(created.statusCode).toBe(201);
    const checklist = created.json();
    expect(checklist).toMatchObject({
      isTemplate: false,
      regarding: { id: anne.id, name: 'Anne Hansen' },
      date: '2026-03-30',
      taskCount: 3,
      checkedCount: 0,
    });
    const [before, first] = checklist.groups;
    // -10 days: Friday 20 March; +3: Thursday 2 April is skærtorsdag → Tuesday 7 April; 0: Monday 30 March.
    expect(before.tasks.map((t: { dueDate: string }) => t.dueDate)).toEqual(['2026-03-20', '2026-04-07']);
    expect(first.tasks[0].dueDate).toBe('2026-03-30');
    expect(before.tasks[0].subTasks[0].title).toBe('Vælg model');

    // Later edits to the template change nothing in the running checklist.
    await as('PUT', `${url}/groups/${shown.groups[0].id}`, { title: 'Omdøbt' });
    const again = (await as('GET', `/api/checklists/${checklist.id}`)).json();
    expect(again.groups[0].title).toBe('Før første dag');

    const list = (await as('GET', '/api/checklists?tab=onboarding')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([checklist.id]);
    const templates = (await as('GET', '/api/checklists?tab=templates')).json();
    expect(templates.items.map((i: { id: string }) => i.id)).toEqual([template.id]);
    expect((await as('GET', '/api/checklists?tab=offboarding')).json()).toEqual({ items: [], total: 0 });
  });

  it('checks and unchecks tasks and subtasks, and is completed when every task is checked', async () => {
    const { as, anne } = await setup();
    const { template } = await buildTemplate(as);
    const checklist = (
      await as('POST', '/api/checklists', {
        kind: 'onboarding',
        title: 'Anne',
        regardingId: anne.id,
        templateId: template.id,
      })
    ).json();
    const url = `/api/checklists/${checklist.id}`;
    const tasks = checklist.groups.flatMap((g: { tasks: { id: string }[] }) => g.tasks);
    const sub = checklist.groups[0].tasks[0].subTasks[0];
    const subChecked = await as('PATCH', `${url}/subtasks/${sub.id}`, { checked: true });
    expect(subChecked.statusCode).toBe(200);
    for (const task of tasks) {
      expect((await as('PATCH', `${url}/tasks/${task.id}`, { checked: true })).statusCode).toBe(200);
    }
    let shown = (await as('GET', url)).json();
    expect(shown).toMatchObject({ checkedCount: 3, taskCount: 3, completed: true });
    expect(shown.groups[0].tasks[0].completedAt).not.toBeNull();
    expect(shown.groups[0].tasks[0].subTasks[0]).toMatchObject({ checked: true });
    const list = (await as('GET', '/api/checklists?tab=onboarding')).json();
    expect(list.items[0]).toMatchObject({ completed: true, checkedCount: 3 });

    await as('PATCH', `${url}/tasks/${tasks[0].id}`, { checked: false });
    shown = (await as('GET', url)).json();
    expect(shown.completed).toBe(false);
    expect(shown.groups[0].tasks[0]).toMatchObject({ checked: false, completedAt: null });

    // An item without tasks is never completed.
    const empty = (await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Tom' })).json();
    expect(empty).toMatchObject({ taskCount: 0, completed: false });
  });

  it('moves groups, tasks within and between groups, and subtasks with one small update each', async () => {
    const { as } = await setup();
    const { url, before, first, computer, contract, welcome } = await buildTemplate(as);
    const order = async () =>
      (await as('GET', url))
        .json()
        .groups.map((g: { title: string; tasks: { title: string }[] }) => [
          g.title,
          g.tasks.map((t) => t.title),
        ]);

    expect((await as('POST', `${url}/groups/${first.id}/move`, { afterId: null })).statusCode).toBe(200);
    expect((await order()).map((g: unknown[]) => g[0])).toEqual(['Første dag', 'Før første dag']);
    await as('POST', `${url}/groups/${first.id}/move`, { afterId: before.id });
    expect((await order()).map((g: unknown[]) => g[0])).toEqual(['Før første dag', 'Første dag']);

    await as('POST', `${url}/tasks/${contract.id}/move`, { groupId: before.id, afterId: null });
    expect((await order())[0][1]).toEqual(['Send kontrakt', 'Bestil computer']);
    const moved = await as('POST', `${url}/tasks/${computer.id}/move`, {
      groupId: first.id,
      afterId: welcome.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await order()).toEqual([
      ['Før første dag', ['Send kontrakt']],
      ['Første dag', ['Velkomst', 'Bestil computer']],
    ]);
    // Only the moved row's position and group changed.
    const [row] = await app.database.db
      .select()
      .from(checklistTasks)
      .where(eq(checklistTasks.id, computer.id));
    expect(row?.groupId).toBe(first.id);

    // A task of another group as afterId is not a sibling: 404.
    expect(
      (await as('POST', `${url}/tasks/${welcome.id}/move`, { groupId: before.id, afterId: computer.id }))
        .statusCode,
    ).toBe(404);

    const a = (await as('POST', `${url}/tasks/${welcome.id}/subtasks`, { title: 'A' })).json();
    const b = (await as('POST', `${url}/tasks/${welcome.id}/subtasks`, { title: 'B' })).json();
    await as('POST', `${url}/subtasks/${b.id}/move`, { afterId: null });
    const shown = (await as('GET', url)).json();
    expect(shown.groups[1].tasks[0].subTasks.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);

    // Many moves to the same spot keep a total order.
    for (let i = 0; i < 30; i += 1) {
      await as('POST', `${url}/subtasks/${i % 2 ? a.id : b.id}/move`, { afterId: null });
    }
    const final = (await as('GET', url)).json();
    expect(final.groups[1].tasks[0].subTasks.map((s: { id: string }) => s.id)).toEqual([a.id, b.id]);
  });

  it('edits details, renames, deletes, and writes an audit row with every change', async () => {
    const { as, anne } = await setup();
    const { template, url, before, computer } = await buildTemplate(as);
    const auditBefore = await auditCount(template.id);
    expect(auditBefore).toBe(7); // create, 2 groups, 3 tasks, 1 subtask

    const checklist = (
      await as('POST', '/api/checklists', { kind: 'offboarding', title: 'Farvel', date: '2026-12-01' })
    ).json();
    const cUrl = `/api/checklists/${checklist.id}`;
    const group = (await as('POST', `${cUrl}/groups`, { title: 'Sidste uge' })).json();
    const task = (
      await as('POST', `${cUrl}/tasks`, { groupId: group.id, title: 'Nøgler', dueOffsetDays: 0 })
    ).json();
    let shown = (await as('GET', cUrl)).json();
    // docs/rules/checklists.md#ruling-24: about nobody, the offset gives no date until an employee is set.
    expect(shown.groups[0].tasks[0].dueDate).toBeNull();
    // Setting Vedrørende: offsets count from her end date (Wednesday 23 December).
    const edited = await as('PUT', cUrl, {
      title: 'Farvel til Anne',
      regardingId: anne.id,
      date: '2026-12-01',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Farvel til Anne', regarding: { id: anne.id } });
    expect(edited.json().groups[0].tasks[0].dueDate).toBe('2026-12-23');
    // A date typed by hand drops the offset.
    await as('PATCH', `${cUrl}/tasks/${task.id}`, {
      dueDate: '2026-12-24',
      assignedToId: anne.id,
      description: 'Alle nøgler',
    });
    shown = (await as('GET', cUrl)).json();
    expect(shown.groups[0].tasks[0]).toMatchObject({
      dueDate: '2026-12-24',
      dueOffsetDays: null,
      assignedTo: { id: anne.id, name: 'Anne Hansen' },
      description: 'Alle nøgler',
    });

    expect((await as('DELETE', `${url}/tasks/${computer.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `${url}/groups/${before.id}`)).statusCode).toBe(200);
    const templateNow = (await as('GET', url)).json();
    expect(templateNow.groups.map((g: { title: string }) => g.title)).toEqual(['Første dag']);
    expect(await auditCount(template.id)).toBe(auditBefore + 2);

    expect((await as('DELETE', cUrl)).statusCode).toBe(204);
    expect((await as('GET', cUrl)).statusCode).toBe(404);
    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, checklist.id))
    ).map((r) => r.action);
    expect(actions).toContain('checklist.delete');
    expect(actions).toContain('checklist.task.update');
  });

  it('answers each message', async () => {
    const { as } = await setup();
    const blank = await as('POST', '/api/checklists', { kind: 'onboarding', title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldErrors(blank.json())).toMatchObject({ title: 'Titel mangler' });
    const { url, template, before, computer } = await buildTemplate(as);
    expect(fieldErrors((await as('PUT', url, { title: '' })).json())).toMatchObject({
      title: 'Titel mangler',
    });
    expect(fieldErrors((await as('POST', `${url}/groups`, { title: '' })).json())).toMatchObject({
      title: 'Titel mangler',
    });
    expect(
      fieldErrors((await as('POST', `${url}/tasks`, { groupId: before.id, title: '' })).json()),
    ).toMatchObject({ title: 'Titel mangler' });
    expect(
      fieldErrors((await as('PATCH', `${url}/tasks/${computer.id}`, { title: '' })).json()),
    ).toMatchObject({
      title: 'Titel mangler',
    });
    expect(
      fieldErrors((await as('PATCH', `${url}/tasks/${computer.id}`, { dueOffsetDays: 400 })).json()),
    ).toMatchObject({ dueOffsetDays: 'Angiv et antal dage mellem -365 og 365' });
    expect(fieldErrors((await as('POST', `${url}/groups`, { title: 'x'.repeat(201) })).json())).toMatchObject(
      { title: 'Højst 200 tegn' },
    );
    const mismatch = await as('POST', '/api/checklists', {
      kind: 'offboarding',
      title: 'Forkert',
      templateId: template.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('Vælg en skabelon af samme type');
    const badTab = await as('GET', '/api/checklists?tab=alt');
    expect(badTab.statusCode).toBe(400);
  });

  it('refuses a group beyond the limit with a Danish message', async () => {
    const { as } = await setup();
    const checklist = (await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Stor' })).json();
    const rows = Array.from({ length: 100 }, (_, i) => ({ i }));
    const [own] = await app.database.db.select().from(checklists).where(eq(checklists.id, checklist.id));
    await app.database.db.insert(checklistGroups).values(
      rows.map(({ i }) => ({
        companyId: own!.companyId,
        checklistId: checklist.id,
        title: `G${i}`,
        position: `a${String(i).padStart(3, '0')}`,
      })),
    );
    const refused = await as('POST', `/api/checklists/${checklist.id}/groups`, { title: 'En for meget' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CHECKLIST_TOO_LARGE',
      message: 'Tjeklisten er for stor: højst 100 grupper, 1000 opgaver og 50 delopgaver pr. opgave.',
    });
  });

  it('never links an employee the plan hides (docs/rules/employees.md#ruling-4), but keeps one linked before a downgrade', async () => {
    const { as, anne, companyId } = await setup();
    // Anne plus ten more: the eleventh non-owner record is past freemium's limit of 10.
    const more = [];
    for (let index = 0; index < 10; index += 1) {
      more.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const hidden = more.at(-1)!;
    const notFound = { statusCode: 404, message: 'Siden eller data blev ikke fundet.' };
    const refusal = async (response: Awaited<ReturnType<typeof as>>) => ({
      statusCode: response.statusCode,
      message: response.json().error?.message,
    });
    expect(
      await refusal(
        await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Ny', regardingId: hidden.id }),
      ),
    ).toEqual(notFound);

    const checklist = (
      await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Anne', regardingId: anne.id })
    ).json();
    const url = `/api/checklists/${checklist.id}`;
    const group = (await as('POST', `${url}/groups`, { title: 'Første dag' })).json();
    expect(
      await refusal(
        await as('POST', `${url}/tasks`, { groupId: group.id, title: 'Velkomst', assignedToId: hidden.id }),
      ),
    ).toEqual(notFound);
    const task = (await as('POST', `${url}/tasks`, { groupId: group.id, title: 'Velkomst' })).json();
    expect(await refusal(await as('PATCH', `${url}/tasks/${task.id}`, { assignedToId: hidden.id }))).toEqual(
      notFound,
    );
    expect(
      await refusal(await as('PUT', url, { title: 'Anne', regardingId: hidden.id, date: null })),
    ).toEqual(notFound);

    // Linked while the plan showed them: they stay through later edits after the downgrade.
    await setPlan(app.database.db, companyId, 'premium');
    const linked = (
      await as('POST', '/api/checklists', { kind: 'offboarding', title: 'Før', regardingId: hidden.id })
    ).json();
    const linkedUrl = `/api/checklists/${linked.id}`;
    const linkedGroup = (await as('POST', `${linkedUrl}/groups`, { title: 'Sidste dag' })).json();
    const linkedTask = (
      await as('POST', `${linkedUrl}/tasks`, {
        groupId: linkedGroup.id,
        title: 'Nøgler',
        assignedToId: hidden.id,
      })
    ).json();
    await setPlan(app.database.db, companyId, 'freemium');
    expect(
      (await as('PUT', linkedUrl, { title: 'Efter', regardingId: hidden.id, date: null })).statusCode,
    ).toBe(200);
    expect(
      (await as('PATCH', `${linkedUrl}/tasks/${linkedTask.id}`, { title: 'Nøgler', assignedToId: hidden.id }))
        .statusCode,
    ).toBe(200);
    const shown = (await as('GET', linkedUrl)).json();
    expect(shown).toMatchObject({ title: 'Efter', regarding: { id: hidden.id } });
    expect(shown.groups[0].tasks[0].assignedTo).toMatchObject({ id: hidden.id });
  });

  it('refuses the wrong role', async () => {
    const { companyId, as } = await setup();
    const { url, before, computer } = await buildTemplate(as);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    const tries: [Method, string, unknown?][] = [
      ['GET', '/api/checklists'],
      ['POST', '/api/checklists', { kind: 'onboarding', title: 'X' }],
      ['GET', url],
      ['PUT', url, { title: 'X' }],
      ['DELETE', url],
      ['POST', `${url}/groups`, { title: 'X' }],
      ['PUT', `${url}/groups/${before.id}`, { title: 'X' }],
      ['POST', `${url}/groups/${before.id}/move`, { afterId: null }],
      ['POST', `${url}/tasks`, { groupId: before.id, title: 'X' }],
      ['PATCH', `${url}/tasks/${computer.id}`, { checked: true }],
      ['POST', `${url}/tasks/${computer.id}/move`, { groupId: before.id, afterId: null }],
      ['DELETE', `${url}/tasks/${computer.id}`],
    ];
    for (const [method, path, payload] of tries) {
      expect((await call(app, method, path, { cookie, payload })).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await as('GET', url)).json().taskCount).toBe(3);
  });

  it("answers 404 for another company's checklist, group, task, subtask and employee, and changes nothing", async () => {
    const { as } = await setup();
    const mine = await buildTemplate(as);
    const stranger = await foreignEmployee(app);
    const other = await ownerSession(app);
    const asOther = (method: Method, url: string, payload?: unknown) =>
      call(app, method, url, { cookie: other.cookie, payload });
    const theirs = await buildTemplate(asOther);
    const theirSub = (await asOther('GET', theirs.url)).json().groups[0].tasks[0].subTasks[0];
    const mineSub = (await as('GET', mine.url)).json().groups[0].tasks[0].subTasks[0];
    const snapshot = async () => JSON.stringify((await asOther('GET', theirs.url)).json());
    const running = `/api/checklists/${(await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Løbende' })).json().id}`;
    const runningBefore = JSON.stringify((await as('GET', running)).json());
    const theirsBefore = await snapshot();
    const mineBefore = JSON.stringify((await as('GET', mine.url)).json());

    const tries: [Method, string, unknown?][] = [
      ['GET', theirs.url],
      ['PUT', theirs.url, { title: 'Hack' }],
      ['DELETE', theirs.url],
      ['POST', `${theirs.url}/groups`, { title: 'Hack' }],
      ['PUT', `${theirs.url}/groups/${theirs.before.id}`, { title: 'Hack' }],
      ['DELETE', `${theirs.url}/groups/${theirs.before.id}`],
      ['POST', `${theirs.url}/groups/${theirs.before.id}/move`, { afterId: null }],
      ['POST', `${theirs.url}/tasks`, { groupId: theirs.before.id, title: 'Hack' }],
      ['PATCH', `${theirs.url}/tasks/${theirs.computer.id}`, { checked: true }],
      ['DELETE', `${theirs.url}/tasks/${theirs.computer.id}`],
      ['POST', `${theirs.url}/tasks/${theirs.computer.id}/subtasks`, { title: 'Hack' }],
      ['PATCH', `${theirs.url}/subtasks/${theirSub.id}`, { checked: true }],
      ['DELETE', `${theirs.url}/subtasks/${theirSub.id}`],
      ['POST', `${theirs.url}/subtasks/${theirSub.id}/move`, { afterId: null }],
      // Their ids inside my checklist's URLs.
      ['PUT', `${mine.url}/groups/${theirs.before.id}`, { title: 'Hack' }],
      ['DELETE', `${mine.url}/groups/${theirs.first.id}`],
      ['POST', `${mine.url}/tasks`, { groupId: theirs.before.id, title: 'Hack' }],
      ['PATCH', `${mine.url}/tasks/${theirs.computer.id}`, { checked: true }],
      ['DELETE', `${mine.url}/tasks/${theirs.contract.id}`],
      ['PATCH', `${mine.url}/subtasks/${theirSub.id}`, { checked: true }],
      // Moving my task into their group, or after their task, is refused.
      ['POST', `${mine.url}/tasks/${mine.computer.id}/move`, { groupId: theirs.before.id, afterId: null }],
      [
        'POST',
        `${mine.url}/tasks/${mine.computer.id}/move`,
        { groupId: mine.before.id, afterId: theirs.contract.id },
      ],
      ['POST', `${mine.url}/groups/${mine.first.id}/move`, { afterId: theirs.before.id }],
      ['POST', `${mine.url}/subtasks/${mineSub.id}/move`, { afterId: theirSub.id }],
      // Their employee as Vedrørende or assignee, their template to copy.
      ['POST', '/api/checklists', { kind: 'onboarding', title: 'X', regardingId: stranger.id }],
      ['POST', '/api/checklists', { kind: 'onboarding', title: 'X', templateId: theirs.template.id }],
      ['PUT', running, { title: 'X', regardingId: stranger.id }],
      ['POST', `${mine.url}/tasks`, { groupId: mine.before.id, title: 'X', assignedToId: stranger.id }],
      ['PATCH', `${mine.url}/tasks/${mine.computer.id}`, { assignedToId: stranger.id }],
      ['GET', '/api/checklists/ikke-et-id'],
    ];
    for (const [method, path, payload] of tries) {
      const response = await as(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.message).toBe('Siden eller data blev ikke fundet.');
    }
    expect(await snapshot()).toBe(theirsBefore);
    expect(JSON.stringify((await as('GET', mine.url)).json())).toBe(mineBefore);
    expect(JSON.stringify((await as('GET', running)).json())).toBe(runningBefore);
    const ownList = (await as('GET', '/api/checklists?tab=templates')).json();
    expect(ownList.items.map((i: { id: string }) => i.id)).toEqual([mine.template.id]);
  });

  it("adds 'Returnér udstyr' with a task per item to a new offboarding, from the equipment source", async () => {
    const { as, anne, companyId, owner } = await setup();
    // Each task remembers its item (decision 048), so the fake hands out real items' ids with its own labels.
    await setPlan(app.database.db, companyId, 'premium');
    const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
    const variantId = (await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'X' }))
      .json()
      .variants.find((v: { name: string }) => v.name === 'X').id;
    const itemIds: string[] = [];
    for (const serialNumber of ['S1', 'S2']) {
      const payload = { equipmentTypeId: type.id, equipmentVariantId: variantId, assignedToId: null };
      const made = await as('POST', '/api/equipment', {
        ...payload,
        serialNumber,
        startDate: '',
        endDate: '',
        notes: '',
      });
      itemIds.push(made.json().id);
    }
    await setPlan(app.database.db, companyId, 'freemium');
    const asked: string[] = [];
    const equipmentToReturn: EquipmentToReturn = async (_tx, company, employeeId) => {
      asked.push(`${company}/${employeeId}`);
      return [
        { id: itemIds[0] as string, label: 'MacBook Pro 14' },
        { id: itemIds[1] as string, label: 'iPhone 15' },
      ];
    };
    const template = (
      await as('POST', '/api/checklists', { kind: 'offboarding', isTemplate: true, title: 'Fratrædelse' })
    ).json();
    await as('POST', `/api/checklists/${template.id}/groups`, { title: 'Sidste dag' });
    const ctx = {
      userId: owner.id,
      sessionId: 'test',
      email: owner.email,
      emailVerified: true,
      isSuperadmin: false,
      twoFactorEnabled: false,
      impersonatedBy: null,
      requestId: 'test',
      companyId,
      employeeId: owner.employeeId,
      role: 'admin',
      isOwner: true,
      subscription: null,
    } as AdminContext;
    const deps = { db: app.database.db, equipmentToReturn };
    const made = await createChecklist(deps, ctx, {
      kind: 'offboarding',
      isTemplate: false,
      title: 'Farvel Anne',
      regardingId: anne.id,
      date: null,
      templateId: template.id,
    });
    expect(asked).toEqual([`${companyId}/${anne.id}`]);
    expect(made.groups.map((g) => g.title)).toEqual(['Sidste dag', 'Returnér udstyr']);
    expect(made.groups[1]?.tasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Aflevér MacBook Pro 14', '2026-12-23'],
      ['Aflevér iPhone 15', '2026-12-23'],
    ]);
    // Not for a template, an onboarding or an offboarding about nobody.
    for (const input of [
      { kind: 'offboarding' as const, isTemplate: true, regardingId: null },
      { kind: 'onboarding' as const, isTemplate: false, regardingId: anne.id },
      { kind: 'offboarding' as const, isTemplate: false, regardingId: null },
    ]) {
      const other = await createChecklist(deps, ctx, { ...input, title: 'X', date: null, templateId: null });
      expect(other.groups).toEqual([]);
    }
    // Through HTTP the default source is the equipment tables: Anne has none yet, so no group.
    const plain = (
      await as('POST', '/api/checklists', { kind: 'offboarding', title: 'Farvel', regardingId: anne.id })
    ).json();
    expect(plain.groups).toEqual([]);
    const rows = await app.database.db
      .select()
      .from(checklistGroups)
      .where(and(eq(checklistGroups.companyId, companyId), eq(checklistGroups.checklistId, made.id)));
    expect(rows).toHaveLength(2);
  });

  it("adds 'Returnér udstyr' from the equipment Anne has in use, not what is inactive or someone else's", async () => {
    const { as, anne, companyId } = await setup();
    await setPlan(app.database.db, companyId, 'premium');
    const type = (await as('POST', '/api/equipment/types', { name: 'Computer', icon: '💻' })).json();
    const variant = (await as('POST', `/api/equipment/types/${type.id}/variants`, { name: 'MacBook Air' }))
      .json()
      .variants.find((v: { name: string }) => v.name === 'MacBook Air');
    const item = (serialNumber: string, assignedToId: string | null) =>
      as('POST', '/api/equipment', {
        equipmentTypeId: type.id,
        equipmentVariantId: variant.id,
        assignedToId,
        serialNumber,
        startDate: '2025-01-01',
        endDate: '',
        notes: '',
      });
    expect((await item('C02-IN-USE', anne.id)).statusCode).toBe(201);
    const returned = (await item('C02-RETURNED', anne.id)).json();
    expect((await as('PUT', `/api/equipment/${returned.id}/inactive`, { inactive: true })).statusCode).toBe(
      200,
    );
    expect((await item('C02-NOBODY', null)).statusCode).toBe(201);

    const made = await as('POST', '/api/checklists', {
      kind: 'offboarding',
      title: 'Farvel',
      regardingId: anne.id,
    });
    expect(made.statusCode).toBe(201);
    const groups = made.json().groups as { title: string; tasks: { title: string; dueDate: string }[] }[];
    expect(groups.map((g) => g.title)).toEqual(['Returnér udstyr']);
    // Due on her last day, Wednesday 23 December.
    expect(groups[0]?.tasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Aflevér 💻 Computer · MacBook Air · C02-IN-USE', '2026-12-23'],
    ]);
  });

  it("keeps both of two admins' changes made at the same moment, each in its own place", async () => {
    const { as } = await setup();
    const checklist = (await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Samtidig' })).json();
    const url = `/api/checklists/${checklist.id}`;
    const group = (await as('POST', `${url}/groups`, { title: 'Første dag' })).json();
    const first = (await as('POST', `${url}/tasks`, { groupId: group.id, title: 'Velkomst' })).json();
    // Eight writes at once: new tasks, a rename of the first and moves of it, as two browsers would send them.
    const answers = await Promise.all([
      ...['Nøgler', 'Computer', 'Telefon', 'Adgangskort', 'Frokost'].map((title) =>
        as('POST', `${url}/tasks`, { groupId: group.id, title }),
      ),
      as('PATCH', `${url}/tasks/${first.id}`, { title: 'Velkomst og rundvisning' }),
      as('POST', `${url}/tasks/${first.id}/move`, { groupId: group.id, afterId: null }),
      as('PATCH', `${url}/tasks/${first.id}`, { description: 'Kaffe først' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 201, 201, 201, 201, 201,
    ]);
    const shown = (await as('GET', url)).json();
    const tasks = shown.groups[0].tasks as { title: string; description: string }[];
    expect(tasks.map((t) => t.title).sort()).toEqual(
      ['Adgangskort', 'Computer', 'Frokost', 'Nøgler', 'Telefon', 'Velkomst og rundvisning'].sort(),
    );
    expect(tasks.find((t) => t.title === 'Velkomst og rundvisning')?.description).toBe('Kaffe først');
    const positions = await app.database.db
      .select({ position: checklistTasks.position })
      .from(checklistTasks)
      .where(eq(checklistTasks.checklistId, checklist.id));
    expect(new Set(positions.map((row) => row.position)).size).toBe(6);
  });
});
