// Building a template, applying it to an employee, and checking tasks and subtasks off.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { checklistTasks } from '../../src/db/schema/index';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { boardOf, checklistHelpers } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, buildTemplate } = checklistHelpers(() => app);
const completedAtOf = async (taskId: string) => {
  const [row] = await app.database.db
    .select({ completedAt: checklistTasks.completedAt })
    .from(checklistTasks)
    .where(eq(checklistTasks.id, taskId));
  return row?.completedAt;
};

describe('checklists', () => {
  it('builds a template, applies it to an employee (offsets to working days), and keeps the copy apart', async () => {
    const { as, anne } = await setup();
    const { template, url } = await buildTemplate(as);
    const shown = boardOf(await as('GET', url));
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
    const again = boardOf(await as('GET', `/api/checklists/${checklist.id}`));
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
    let shown = boardOf(await as('GET', url));
    expect(shown).toMatchObject({ checkedCount: 3, taskCount: 3, completed: true });
    // The page does not show when a task was done (the compact answer leaves it out); the row keeps it.
    expect(await completedAtOf(tasks[0].id)).not.toBeNull();
    expect(shown.groups[0].tasks[0].subTasks[0]).toMatchObject({ checked: true });
    const list = (await as('GET', '/api/checklists?tab=onboarding')).json();
    expect(list.items[0]).toMatchObject({ completed: true, checkedCount: 3 });

    await as('PATCH', `${url}/tasks/${tasks[0].id}`, { checked: false });
    shown = boardOf(await as('GET', url));
    expect(shown.completed).toBe(false);
    expect(shown.groups[0].tasks[0]).toMatchObject({ checked: false });
    expect(await completedAtOf(tasks[0].id)).toBeNull();

    // An item without tasks is never completed.
    const empty = (await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Tom' })).json();
    expect(empty).toMatchObject({ taskCount: 0, completed: false });
  });
});
