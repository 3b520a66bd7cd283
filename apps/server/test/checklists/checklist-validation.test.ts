// The Danish messages of every checklist form, and the size limits.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { checklistGroups, checklists } from '../../src/db/schema/index';
import { fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { checklistHelpers } from './checklist-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, buildTemplate } = checklistHelpers(() => app);

describe('checklists', () => {
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
});
