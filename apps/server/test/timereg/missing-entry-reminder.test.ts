import { MISSING_ENTRY_REMINDER_MESSAGES } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, companies } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

// Issue 26, decision 040: 'Påmindelse om manglende registrering' on 'Indstillinger til tidsregistrering'.

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

const URL = '/api/timereg/missing-entry-reminder';

async function company(name: string) {
  const created = await createCompanyWithOwner(app, { name });
  const cookie = await loginAs(app, created.owner);
  return { ...created, cookie };
}

async function stored(companyId: string) {
  const [row] = await app.database.db
    .select({ reminder: companies.missingEntryReminder })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.reminder;
}

describe("'Påmindelse om manglende registrering'", () => {
  it("is 'I appen' until chosen, is saved and shown on the settings page, audit-logged", async () => {
    const { companyId, cookie } = await company('Påmindelse ApS');
    const before = await call(app, 'GET', '/api/timereg/settings', { cookie });
    expect(before.json().missingEntryReminder).toBe('in-app');
    const saved = await call(app, 'PUT', URL, { cookie, payload: { reminder: 'e-mail' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().missingEntryReminder).toBe('e-mail');
    expect((await call(app, 'PUT', URL, { cookie, payload: { reminder: 'off' } })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/timereg/settings', { cookie })).json().missingEntryReminder).toBe(
      'off',
    );
    expect(await stored(companyId)).toBe('off');
    const audit = await app.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'timereg.missing-entry-reminder')));
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'in-app', to: 'e-mail' },
      { from: 'e-mail', to: 'off' },
    ]);
  });

  it('refuses anything but Fra, I appen and E-mail with a Danish message (push is not built yet)', async () => {
    const { companyId, cookie } = await company('Forkert ApS');
    for (const payload of [{ reminder: 'push' }, { reminder: 7 }, {}]) {
      const refused = await call(app, 'PUT', URL, { cookie, payload });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.json())).toEqual({ reminder: MISSING_ENTRY_REMINDER_MESSAGES.invalid });
    }
    expect(await stored(companyId)).toBe('in-app');
  });

  it('is for admins only, signed in, and changes only their own company', async () => {
    const mine = await company('Min ApS');
    const other = await company('Anden ApS');
    const { account } = await createEmployee(app, mine.companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const employeeCookie = await loginAs(app, account!);
    expect(
      (await call(app, 'PUT', URL, { cookie: employeeCookie, payload: { reminder: 'off' } })).statusCode,
    ).toBe(403);
    expect((await call(app, 'PUT', URL, { payload: { reminder: 'off' } })).statusCode).toBe(401);
    expect(await stored(mine.companyId)).toBe('in-app');
    expect(
      (await call(app, 'PUT', URL, { cookie: other.cookie, payload: { reminder: 'off' } })).statusCode,
    ).toBe(200);
    expect(await stored(other.companyId)).toBe('off');
    expect(await stored(mine.companyId)).toBe('in-app');
  });
});
