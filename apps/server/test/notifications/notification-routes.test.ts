import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, notificationPreferences, notifications } from '../../src/db/schema/index';
import { withCompany } from '../../src/db/tenant-scope';
import { produceNotifications } from '../../src/features/notifications/public';
import {
  deriveUnsubscribeSecret,
  signUnsubscribeToken,
} from '../../src/features/notifications/unsubscribe-token';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, TEST_ENCRYPTION_KEY } from '../helpers/test-app';

let app: App;
let company: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let ownerCookie: string;
let employeeCookie: string;
let employeeId: string;
let strangerCookie: string;

async function notify(recipient: string, key: string, at = new Date()) {
  return withCompany(company.companyId, () =>
    produceNotifications(
      app.database.db,
      [
        {
          companyId: company.companyId,
          employeeId: recipient,
          kind: 'equipment-expired',
          params: { name: `Bærbar ${key}`, expiresOn: '2026-11-20' },
          link: '/udstyr',
          dedupeKey: `test:${key}`,
        },
      ],
      at,
    ),
  );
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  company = await createCompanyWithOwner(app);
  ownerCookie = await loginAs(app, company.owner);
  const employee = await createEmployee(app, company.companyId, {
    login: {},
    fields: { mobileAppAccess: true },
  });
  employeeId = employee.employee.id;
  employeeCookie = await loginAs(app, employee.account!);
  const stranger = await createCompanyWithOwner(app);
  strangerCookie = await loginAs(app, stranger.owner);
});

describe('the bell (issue 26)', () => {
  it('is empty at first, then lists a produced notification with its Danish text, unread', async () => {
    const empty = await call(app, 'GET', '/api/notifications', { cookie: ownerCookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ unread: 0, items: [] });

    expect(await notify(company.owner.employeeId, 'a')).toBe(1);
    // The same event again is the same notification.
    expect(await notify(company.owner.employeeId, 'a')).toBe(0);
    const list = await call(app, 'GET', '/api/notifications', { cookie: ownerCookie });
    expect(list.json()).toMatchObject({
      unread: 1,
      items: [{ kind: 'equipment-expired', title: 'Bærbar a er udløbet', link: '/udstyr', readAt: null }],
    });
    // Another person's bell does not show it.
    const other = await call(app, 'GET', '/api/notifications', { cookie: employeeCookie });
    expect(other.json()).toEqual({ unread: 0, items: [] });
  });

  it('marks one read; another person or company gets 404, and a malformed id too', async () => {
    const [row] = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'test:a'));
    const url = `/api/notifications/${row!.id}/read`;
    expect((await call(app, 'POST', url, { cookie: employeeCookie })).statusCode).toBe(404);
    const stranger = await call(app, 'POST', url, { cookie: strangerCookie });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Notifikationen blev ikke fundet.');
    expect(
      (await call(app, 'POST', '/api/notifications/ikke-et-id/read', { cookie: ownerCookie })).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', url)).statusCode).toBe(401);

    expect((await call(app, 'POST', url, { cookie: ownerCookie })).statusCode).toBe(204);
    const list = await call(app, 'GET', '/api/notifications', { cookie: ownerCookie });
    expect(list.json().unread).toBe(0);
    expect(list.json().items[0].readAt).not.toBeNull();
  });

  it('marks all of my own read, and only mine', async () => {
    await notify(company.owner.employeeId, 'b');
    await notify(company.owner.employeeId, 'c');
    await notify(employeeId, 'd');
    const marked = await call(app, 'POST', '/api/notifications/read-all', { cookie: ownerCookie });
    expect(marked.json()).toEqual({ marked: 2 });
    expect((await call(app, 'GET', '/api/notifications', { cookie: employeeCookie })).json().unread).toBe(1);
  });
});

describe("'Notifikationer' preferences (issue 26)", () => {
  it('lists every kind with its default, saves a choice with an audit row, and answers them all', async () => {
    const before = await call(app, 'GET', '/api/notifications/preferences', { cookie: employeeCookie });
    expect(before.statusCode).toBe(200);
    expect(before.json().preferences).toContainEqual({ kind: 'weekly-summary', delivery: 'in-app' });

    const saved = await call(app, 'PUT', '/api/notifications/preferences', {
      cookie: employeeCookie,
      payload: { preferences: [{ kind: 'weekly-summary', delivery: 'daily-digest' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toContainEqual({ kind: 'weekly-summary', delivery: 'daily-digest' });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, company.companyId),
          eq(auditLog.action, 'notification.preferences.update'),
        ),
      );
    expect(audit).toHaveLength(1);
    // The owner's choices are untouched.
    const owner = await call(app, 'GET', '/api/notifications/preferences', { cookie: ownerCookie });
    expect(owner.json().preferences).toContainEqual({ kind: 'weekly-summary', delivery: 'in-app' });
  });

  it('refuses an unknown kind or delivery with a Danish 400, and a signed-out caller with 401', async () => {
    for (const preferences of [
      [{ kind: 'weekly-summary', delivery: 'sms' }],
      [{ kind: 'ukendt', delivery: 'off' }],
    ]) {
      const response = await call(app, 'PUT', '/api/notifications/preferences', {
        cookie: employeeCookie,
        payload: { preferences },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    const tooMany = await call(app, 'PUT', '/api/notifications/preferences', {
      cookie: employeeCookie,
      payload: {
        preferences: Array.from({ length: 40 }, () => ({ kind: 'weekly-summary', delivery: 'off' })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe (issue 26, RFC 8058)', () => {
  const secret = deriveUnsubscribeSecret(TEST_ENCRYPTION_KEY);

  it("turns the token's kind off for its person without signing in, by POST or by the link", async () => {
    const token = signUnsubscribeToken(secret, {
      companyId: company.companyId,
      employeeId,
      kind: 'equipment-expired',
    });
    const posted = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({
      kind: 'equipment-expired',
      message: 'Du får ikke længere e-mails om: Udløbet udstyr.',
    });
    const [row] = await app.database.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.employeeId, employeeId),
          eq(notificationPreferences.kind, 'equipment-expired'),
        ),
      );
    expect(row?.delivery).toBe('off');
    // Turned off: the kind is no longer produced for them.
    expect(await notify(employeeId, 'after-unsubscribe')).toBe(0);

    const link = await call(app, 'GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(link.statusCode).toBe(200);
    expect(link.body).toBe('Du får ikke længere e-mails om: Udløbet udstyr.');
  });

  it('refuses a forged or altered token with a Danish 400', async () => {
    const token = signUnsubscribeToken(secret, {
      companyId: company.companyId,
      employeeId,
      kind: 'holiday-request',
    });
    const altered = token.replace('holiday-request', 'weekly-summary');
    for (const bad of [altered, 'x', `${token}x`]) {
      const response = await call(
        app,
        'GET',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Linket er ugyldigt eller udløbet.');
    }
  });
});
