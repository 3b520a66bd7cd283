// Moving, renaming, editing and deleting, each with its audit row, and two admins writing at once.
import { checklistBoardSchema, expandChecklistBoard } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, checklistTasks } from '../../src/db/schema/index';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { boardOf, checklistHelpers } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, auditCount, buildTemplate } = checklistHelpers(() => app);

describe('checklists', () => {
  it('moves groups, tasks within and between groups, and subtasks with one small update each', async () => {
    const { as } = await setup();
    const { url, before, first, computer, contract, welcome } = await buildTemplate(as);
    const order = async () =>
      boardOf(await as('GET', url)).groups.map((g: { title: string; tasks: { title: string }[] }) => [
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
    const answer = (await as('GET', url)).json();
    // The route skips the schema on the way out (decision 054): the answer must still be exactly its shape.
    expect(checklistBoardSchema.strict().parse(answer)).toEqual(answer);
    const shown = expandChecklistBoard(answer);
    expect(shown.groups[1]?.tasks[0]?.subTasks.map((s) => s.id)).toEqual([b.id, a.id]);

    // Many moves to the same spot keep a total order.
    for (let i = 0; i < 30; i += 1) {
      await as('POST', `${url}/subtasks/${i % 2 ? a.id : b.id}/move`, { afterId: null });
    }
    const final = boardOf(await as('GET', url));
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
    let shown = boardOf(await as('GET', cUrl));
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
    shown = boardOf(await as('GET', cUrl));
    expect(shown.groups[0].tasks[0]).toMatchObject({
      dueDate: '2026-12-24',
      dueOffsetDays: null,
      assignedTo: { id: anne.id, name: 'Anne Hansen' },
      description: 'Alle nøgler',
    });

    expect((await as('DELETE', `${url}/tasks/${computer.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `${url}/groups/${before.id}`)).statusCode).toBe(200);
    const templateNow = boardOf(await as('GET', url));
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
    const shown = boardOf(await as('GET', url));
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
