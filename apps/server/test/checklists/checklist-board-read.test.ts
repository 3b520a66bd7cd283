// The checklist page's read at its edges: no groups at all, a group without tasks, a task without subtasks, an
// assignee by name and one no longer current, a fixed due date beside an offset, text with quotes, a newline and
// æøå. Written for the one-statement read that decision 082 tried and did not adopt; they pin the answer whatever
// the read's shape.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { employees } from '../../src/db/schema/index';
import { createEmployee } from '../../src/testing/factories';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { boardOf, checklistHelpers } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = checklistHelpers(() => app);

describe('the checklist page read', () => {
  it('answers a checklist without groups, and a group without tasks, with empty lists', async () => {
    const { as, anne } = await setup();
    const checklist = (
      await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Tom', regardingId: anne.id })
    ).json();
    const url = `/api/checklists/${checklist.id}`;
    const empty = boardOf(await as('GET', url));
    expect(empty).toMatchObject({ title: 'Tom', groups: [], taskCount: 0, checkedCount: 0 });
    expect(empty.regarding).toEqual({ id: anne.id, name: 'Anne Hansen' });

    const group = (await as('POST', `${url}/groups`, { title: 'Første dag' })).json();
    expect(boardOf(await as('GET', url)).groups).toEqual([{ id: group.id, title: 'Første dag', tasks: [] }]);
  });

  it("gives each task's fields, its subtasks in order, and its assignee while they are a current employee", async () => {
    const { as, anne, companyId } = await setup();
    const { employee: bo } = await createEmployee(app, companyId, { firstName: 'Bo', lastName: 'Jensen' });
    const checklist = (
      await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Anne', regardingId: anne.id })
    ).json();
    const url = `/api/checklists/${checklist.id}`;
    const group = (await as('POST', `${url}/groups`, { title: 'Før første dag' })).json();
    const fixed = (
      await as('POST', `${url}/tasks`, {
        groupId: group.id,
        title: 'Bestil "computer"',
        description: 'Linje 1\nLinje 2 – æøå',
        dueDate: '2026-03-20',
        assignedToId: bo.id,
      })
    ).json();
    const offset = (
      await as('POST', `${url}/tasks`, { groupId: group.id, title: 'Velkomst', dueOffsetDays: 0 })
    ).json();
    const first = (await as('POST', `${url}/tasks/${fixed.id}/subtasks`, { title: 'Vælg model' })).json();
    const second = (await as('POST', `${url}/tasks/${fixed.id}/subtasks`, { title: 'Bestil' })).json();
    await as('PATCH', `${url}/tasks/${offset.id}`, { checked: true });

    const board = boardOf(await as('GET', url));
    expect(board).toMatchObject({ taskCount: 2, checkedCount: 1 });
    const [shownFixed, shownOffset] = board.groups[0].tasks;
    expect(shownFixed).toMatchObject({
      id: fixed.id,
      groupId: group.id,
      title: 'Bestil "computer"',
      description: 'Linje 1\nLinje 2 – æøå',
      dueDate: '2026-03-20',
      assignedTo: { id: bo.id, name: 'Bo Jensen' },
      returnsEquipment: false,
      checked: false,
    });
    expect(shownFixed.subTasks).toEqual([
      { id: first.id, title: 'Vælg model', checked: false },
      { id: second.id, title: 'Bestil', checked: false },
    ]);
    // The offset counts from Anne's start date, Monday 30 March 2026.
    expect(shownOffset).toMatchObject({
      id: offset.id,
      dueOffsetDays: 0,
      dueDate: '2026-03-30',
      checked: true,
    });
    expect(shownOffset.subTasks).toEqual([]);

    // A deleted employee (kept for their time registrations) is no longer shown as the assignee.
    await app.database.db.update(employees).set({ deletedAt: new Date() }).where(eq(employees.id, bo.id));
    expect(boardOf(await as('GET', url)).groups[0].tasks[0].assignedTo).toBeNull();
  });
});
