import { checklistBoardSchema, expandChecklistBoard } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';
import { createEmployee } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';

/**
 * The checklist page's answer (GET /api/checklists/:id) as the web sees it: the compact shape (decision 054),
 * parsed with its schema, expanded to the whole checklist. Loosely typed like any other answer in the tests.
 */
export function boardOf(response: Response): ReturnType<typeof JSON.parse> {
  return expandChecklistBoard(checklistBoardSchema.parse(response.json()));
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The setup the checklist test files share, on the app their `beforeAll` builds: a company whose owner is signed
 * in (`as` calls a route as the owner) and Anne, who starts on Monday 30 March 2026 and leaves on 23 December.
 */
export function checklistHelpers(appOf: () => App) {
  async function setup() {
    const app = appOf();
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
    const rows = await appOf().database.db.select().from(auditLog).where(eq(auditLog.entityId, checklistId));
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

  return { setup, auditCount, buildTemplate };
}
