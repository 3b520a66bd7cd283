// Who and what a checklist reaches: the plan's hidden employees, the wrong role, another company's ids.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee, ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { boardOf, checklistHelpers, type Method } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, buildTemplate } = checklistHelpers(() => app);

describe('checklists', () => {
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
    const shown = boardOf(await as('GET', linkedUrl));
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
    expect(boardOf(await as('GET', url)).taskCount).toBe(3);
  });

  it("answers 404 for another company's checklist, group, task, subtask and employee, and changes nothing", async () => {
    const { as } = await setup();
    const mine = await buildTemplate(as);
    const stranger = await foreignEmployee(app);
    const other = await ownerSession(app);
    const asOther = (method: Method, url: string, payload?: unknown) =>
      call(app, method, url, { cookie: other.cookie, payload });
    const theirs = await buildTemplate(asOther);
    const theirSub = boardOf(await asOther('GET', theirs.url)).groups[0].tasks[0].subTasks[0];
    const mineSub = boardOf(await as('GET', mine.url)).groups[0].tasks[0].subTasks[0];
    const snapshot = async () => JSON.stringify(boardOf(await asOther('GET', theirs.url)));
    const running = `/api/checklists/${(await as('POST', '/api/checklists', { kind: 'onboarding', title: 'Løbende' })).json().id}`;
    const runningBefore = JSON.stringify((await as('GET', running)).json());
    const theirsBefore = await snapshot();
    const mineBefore = JSON.stringify(boardOf(await as('GET', mine.url)));

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
    expect(JSON.stringify(boardOf(await as('GET', mine.url)))).toBe(mineBefore);
    expect(JSON.stringify((await as('GET', running)).json())).toBe(runningBefore);
    const ownList = (await as('GET', '/api/checklists?tab=templates')).json();
    expect(ownList.items.map((i: { id: string }) => i.id)).toEqual([mine.template.id]);
  });
});
