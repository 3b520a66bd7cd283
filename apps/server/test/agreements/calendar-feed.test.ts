// Each admin's calendar feed: on, renewed, revoked, and gone with the admin role.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { calendarFeedTokens, employees } from '../../src/db/schema/index';
import { createEmployee, loginAs } from '../../src/testing/factories';
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
  it('lists only open agreements in the feed, and stops when its admin is no longer an admin', async () => {
    const { create, cookie, companyId, form } = await setup();
    const open = (await create()).json();
    const closed = (await create({ ...form, title: 'Lukket møde' })).json();
    await call(app, 'POST', `/api/agreements/${closed.id}/close`, { cookie });
    const { account, employee } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, account!);
    const made = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie: adminCookie })).json();
    const path = new URL(made.httpsUrl).pathname;
    const feed = await call(app, 'GET', path);
    expect(feed.body).toContain(`UID:agreement-${open.id}@`);
    expect(feed.body).not.toContain(closed.id);
    await app.database.db.update(employees).set({ role: 'employee' }).where(eq(employees.id, employee.id));
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
  });

  it('revokes a demoted admin’s feed, so re-promotion does not bring the old address back (issue 25)', async () => {
    const { create, cookie, companyId } = await setup();
    await create();
    const { account, employee } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    const adminCookie = await loginAs(app, account!);
    const made = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie: adminCookie })).json();
    const path = new URL(made.httpsUrl).pathname;
    expect((await call(app, 'GET', path)).statusCode).toBe(200);
    const url = `/api/employees/${employee.id}/settings`;
    const settings = (await call(app, 'GET', `/api/employees/${employee.id}`, { cookie })).json().settings;
    const demoted = await call(app, 'PUT', url, { cookie, payload: { ...settings, role: 'employee' } });
    expect(demoted.statusCode).toBe(200);
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
    const rows = await app.database.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, employee.userId!));
    expect(rows).toEqual([]);
    const promoted = await call(app, 'PUT', url, { cookie, payload: { ...settings, role: 'admin' } });
    expect(promoted.statusCode).toBe(200);
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
  });

  it('serves a calendar feed for a good token only, and 404 once revoked or regenerated', async () => {
    const { create, cookie } = await setup();
    const agreement = (await create()).json();
    expect((await call(app, 'GET', '/api/agreements/calendar-feed', { cookie })).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    const made = await call(app, 'POST', '/api/agreements/calendar-feed', { cookie });
    expect(made.statusCode).toBe(201);
    const { httpsUrl, webcalUrl } = made.json();
    expect(webcalUrl).toMatch(/^webcal:/);
    const path = new URL(httpsUrl).pathname;
    const feed = await call(app, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:agreement-${agreement.id}@`);
    // Nothing without the right token.
    expect((await call(app, 'GET', `${path.slice(0, -4)}AAAA`)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/calendar-feed/x')).statusCode).toBe(404);
    // A new address retires the old one.
    const renewed = (await call(app, 'POST', '/api/agreements/calendar-feed', { cookie })).json();
    expect((await call(app, 'GET', path)).statusCode).toBe(404);
    const newPath = new URL(renewed.httpsUrl).pathname;
    expect((await call(app, 'GET', newPath)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/agreements/calendar-feed', { cookie })).statusCode).toBe(204);
    expect((await call(app, 'GET', newPath)).statusCode).toBe(404);
  });
});
