// GET /api/agreements: the tabs, their order and counts, the filters and a bounded page.
import { agreementListItemSchema, agreementListResponseSchema } from '@kollega/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { agreementHelpers } from './agreement-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = agreementHelpers(() => app);

describe('agreements', () => {
  it('lists a tab sorted by date with counts, filters and a bounded page', async () => {
    const { create, cookie, form, anne, bo } = await setup();
    const late = (await create({ ...form, date: '2030-09-01' })).json();
    const early = (await create({ ...form, date: '2030-01-01' })).json();
    const other = (
      await create({ ...form, regardingId: bo.id, agreementType: 'Andet', date: '2030-05-01' })
    ).json();
    await call(app, 'POST', `/api/agreements/${other.id}/close`, { cookie });

    const open = (await call(app, 'GET', '/api/agreements?status=open', { cookie })).json();
    expect(open.items.map((item: { id: string }) => item.id)).toEqual([early.id, late.id]);
    expect(open.counts).toEqual({ open: 2, closed: 1 });
    // The route skips the schema on the way out (decision 054): the answer must still be exactly its shape.
    expect(agreementListResponseSchema.strict().parse(open)).toEqual(open);
    for (const item of open.items) expect(agreementListItemSchema.strict().parse(item)).toEqual(item);
    // A page past the end still has the tabs' counts (they come with the rows otherwise).
    const beyond = (await call(app, 'GET', '/api/agreements?status=open&offset=10', { cookie })).json();
    expect(beyond).toEqual({ items: [], total: 2, counts: { open: 2, closed: 1 } });
    const closed = (await call(app, 'GET', '/api/agreements?status=closed', { cookie })).json();
    expect(closed.items.map((item: { id: string }) => item.id)).toEqual([other.id]);
    // Afsluttet is newest first.
    const older = (await create({ ...form, date: '2029-02-01' })).json();
    const newer = (await create({ ...form, date: '2031-02-01' })).json();
    for (const { id } of [older, newer]) await call(app, 'POST', `/api/agreements/${id}/close`, { cookie });
    const closedSorted = (await call(app, 'GET', '/api/agreements?status=closed', { cookie })).json();
    expect(closedSorted.items.map((item: { id: string }) => item.id)).toEqual([newer.id, other.id, older.id]);
    for (const { id } of [older, newer]) await call(app, 'DELETE', `/api/agreements/${id}`, { cookie });
    const byEmployee = (await call(app, 'GET', `/api/agreements?regardingId=${anne.id}`, { cookie })).json();
    expect(byEmployee.counts).toEqual({ open: 2, closed: 0 });
    const byType = (await call(app, 'GET', '/api/agreements?agreementType=Andet', { cookie })).json();
    expect(byType.items.map((item: { id: string }) => item.id)).toEqual([other.id]);
    const page = (await call(app, 'GET', '/api/agreements?status=open&limit=1&offset=1', { cookie })).json();
    expect(page).toMatchObject({ total: 2, items: [{ id: late.id }] });
    expect((await call(app, 'GET', '/api/agreements?limit=100000', { cookie })).statusCode).toBe(400);
  });
});
