import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';
import { unsafeAcrossCompanies } from '../../src/db/tenant-scope';
import {
  createCompanyWithOwner,
  createUser,
  enableTwoFactor,
  signInOverHttp,
} from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/**
 * Issue 25 / decision 034: the security events of a member (two-factor on and off, signing browsers out on
 * 'Aktive sessioner') are audit rows of their company, so the 'Aktivitetslog' shows them.
 */
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('security events in the activity log', () => {
  it('logs two-factor on and off and signing one or all other browsers out, with Danish labels', async () => {
    const { owner } = await createCompanyWithOwner(app, { owner: { firstName: 'Sikker', lastName: 'Ejer' } });
    await enableTwoFactor(app, owner);
    const office = await signInOverHttp(app, owner);
    await signInOverHttp(app, owner);
    const { sessions } = (await call(app, 'GET', '/api/account/sessions', { cookie: office })).json();
    const other = sessions.find((session: { current: boolean }) => !session.current);
    expect(
      (await call(app, 'DELETE', `/api/account/sessions/${other.id}`, { cookie: office })).statusCode,
    ).toBe(204);
    expect(
      (await call(app, 'POST', '/api/account/sessions/sign-out-others', { cookie: office })).statusCode,
    ).toBe(204);
    const off = await call(app, 'POST', '/api/auth/two-factor/disable', {
      cookie: office,
      payload: { password: owner.password },
    });
    expect(off.statusCode).toBe(200);

    // better-auth answers the change with a new session cookie.
    const cookie = off.cookie;
    const log = await call(app, 'GET', '/api/company/activity-log', { cookie });
    expect(log.statusCode).toBe(200);
    const body = log.json();
    const labelled = body.rows.map(
      (row: { action: string; actionLabel: string; areaLabel: string; actor: string }) => [
        row.action,
        row.actionLabel,
        row.areaLabel,
        row.actor,
      ],
    );
    // Newest first.
    expect(labelled.slice(0, 4)).toEqual([
      ['user.two_factor.disable', 'To-trinsbekræftelse slået fra', 'Brugere', 'Sikker Ejer'],
      ['user.sessions.revoke_others', 'Andre browsere logget ud', 'Brugere', 'Sikker Ejer'],
      ['user.session.revoke', 'Browser logget ud', 'Brugere', 'Sikker Ejer'],
      ['user.two_factor.enable', 'To-trinsbekræftelse slået til', 'Brugere', 'Sikker Ejer'],
    ]);
    expect(body.actions).toEqual(
      expect.arrayContaining([
        { value: 'user.two_factor.enable', label: 'To-trinsbekræftelse slået til' },
        { value: 'user.session.revoke', label: 'Browser logget ud' },
      ]),
    );
    expect(body.areas).toEqual(expect.arrayContaining([{ value: 'user', label: 'Brugere' }]));
    const filtered = await call(
      app,
      'GET',
      '/api/company/activity-log?area=user&action=user.session.revoke',
      {
        cookie,
      },
    );
    expect(filtered.json().rows.map((row: { entityId: string }) => row.entityId)).toEqual([owner.id]);
  });

  it('logs nothing, and still answers, for a user without a company; a failed attempt logs nothing', async () => {
    const user = await createUser(app);
    await enableTwoFactor(app, user);
    const cookie = await signInOverHttp(app, user);
    const wrong = await call(app, 'POST', '/api/auth/two-factor/disable', {
      cookie,
      payload: { password: 'forkert-kodeord' },
    });
    expect(wrong.statusCode).toBe(400);
    const rows = await unsafeAcrossCompanies(() =>
      app.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id)),
    );
    expect(rows).toEqual([]);
  });

  it('does not log a sign-in with a code as turning two-factor on', async () => {
    const { owner, companyId } = await createCompanyWithOwner(app);
    await enableTwoFactor(app, owner);
    await signInOverHttp(app, owner);
    await signInOverHttp(app, owner);
    const rows = await unsafeAcrossCompanies(() =>
      app.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.companyId, companyId)),
    );
    expect(rows.filter((row) => row.action.startsWith('user.'))).toEqual([
      { action: 'user.two_factor.enable' },
    ]);
  });
});
