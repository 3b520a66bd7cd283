// Who and what an agreement reaches: the plan's hidden employees, the wrong role, another company's ids.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agreements } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { foreignEmployee } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup, upload } = agreementHelpers(() => app);

describe('agreements', () => {
  it('never links an employee the plan hides (docs/rules/employees.md#ruling-4), but keeps one linked before a downgrade', async () => {
    const { cookie, create, form, companyId } = await setup();
    // Anne and Bo plus nine more: the eleventh non-owner record is past freemium's limit of 10.
    const more = [];
    for (let index = 0; index < 9; index += 1) {
      more.push((await createEmployee(app, companyId, { firstName: `P${index}` })).employee);
    }
    const hidden = more.at(-1)!;
    expect((await create({ ...form, regardingId: hidden.id })).statusCode).toBe(404);
    expect((await create({ ...form, attendeeIds: [hidden.id] })).statusCode).toBe(404);

    await setPlan(app.database.db, companyId, 'premium');
    const linked = await create({ ...form, regardingId: hidden.id, attendeeIds: [hidden.id] });
    expect(linked.statusCode).toBe(201);
    await setPlan(app.database.db, companyId, 'freemium');
    const url = `/api/agreements/${linked.json().id}`;
    // Already on the agreement: it stays through 'Ret detaljer'.
    const kept = await call(app, 'PUT', url, {
      cookie,
      payload: { ...form, regardingId: hidden.id, attendeeIds: [hidden.id], title: 'Ny titel' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Ny titel', regarding: { id: hidden.id } });
    const rows = await app.database.db.select().from(agreements).where(eq(agreements.companyId, companyId));
    expect(rows).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { companyId, create } = await setup();
    const agreement = (await create()).json();
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/agreements', { cookie })).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/agreements/${agreement.id}`, { cookie })).statusCode).toBe(403);
    expect((await call(app, 'POST', `/api/agreements/${agreement.id}/close`, { cookie })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', '/api/agreements')).statusCode).toBe(401);
  });

  it("answers 404 for another company's agreement, employee and file, and changes nothing", async () => {
    const { create, form, cookie } = await setup();
    const stranger = await foreignEmployee(app);
    const before = (await app.database.db.select().from(agreements)).length;
    expect((await create({ ...form, regardingId: stranger.id })).statusCode).toBe(404);
    expect((await create({ ...form, attendeeIds: [stranger.id] })).statusCode).toBe(404);
    expect((await create({ ...form, regardingId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await app.database.db.select().from(agreements)).length).toBe(before);
    // 'Ret detaljer' cannot link another company's employee either.
    const mine = (await create()).json();
    const mineUrl = `/api/agreements/${mine.id}`;
    const mineBefore = JSON.stringify((await call(app, 'GET', mineUrl, { cookie })).json());
    for (const payload of [
      { ...form, regardingId: stranger.id },
      { ...form, attendeeIds: [stranger.id] },
    ]) {
      expect((await call(app, 'PUT', mineUrl, { cookie, payload })).statusCode).toBe(404);
    }
    expect(JSON.stringify((await call(app, 'GET', mineUrl, { cookie })).json())).toBe(mineBefore);

    const other = await setup();
    const theirs = (await other.create()).json();
    const url = `/api/agreements/${theirs.id}`;
    expect((await call(app, 'GET', url, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'PUT', url, { cookie, payload: form })).statusCode).toBe(404);
    expect((await call(app, 'PUT', `${url}/summary`, { cookie, payload: { summary: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'POST', `${url}/close`, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `${url}/calendar.ics`, { cookie })).statusCode).toBe(404);
    expect((await upload(`${url}/files`, cookie, 'a.pdf', PDF)).statusCode).toBe(404);

    const file = (await upload(`${url}/files`, other.cookie, 'a.pdf', PDF)).json();
    expect((await call(app, 'GET', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `${url}/files/${file.id}`, { cookie })).statusCode).toBe(404);
    // Their agreement is as it was.
    expect((await call(app, 'GET', url, { cookie: other.cookie })).json()).toMatchObject({
      title: theirs.title,
      isClosed: false,
      files: [{ id: file.id }],
    });
  });
});
