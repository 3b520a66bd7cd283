// Who reaches which holiday route.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { holidayLedger, holidayRequests } from '../../src/db/schema/index';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { freeWeek, holidayHelpers } from './holiday-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));
const { setup } = holidayHelpers(() => app);

describe('who reaches what', () => {
  it('an employee reaches only their own requests; admins only their company; employees no admin route', async () => {
    const a = await setup();
    const b = await setup();
    const week = freeWeek(50);
    const request = (await a.ask({ from: week.monday, to: week.friday })).json();
    const opened = await call(app, 'POST', `/api/holiday/employees/${a.employee.id}/ledger`, {
      cookie: a.cookie,
      payload: { kind: 'opening', year: 2025, days: 1 },
    });
    const ledgerId = opened.json().ledger.find((r: { source: string }) => r.source === 'opening').id;

    const asEmployee = await call(app, 'GET', '/api/holiday/requests', { cookie: a.employeeCookie });
    expect(asEmployee.statusCode).toBe(403);
    const approveAsEmployee = await call(app, 'POST', `/api/holiday/requests/${request.id}/approve`, {
      cookie: a.employeeCookie,
      payload: {},
    });
    expect(approveAsEmployee.statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', `/api/holiday/requests/${request.id}/approve`, {}],
      ['POST', `/api/holiday/requests/${request.id}/decline`, { reason: 'x' }],
      ['POST', `/api/holiday/requests/${request.id}/cancel`, undefined],
      ['GET', `/api/holiday/employees/${a.employee.id}`, undefined],
      ['POST', `/api/holiday/employees/${a.employee.id}/ledger`, { kind: 'opening', year: 2025, days: 1 }],
      ['POST', `/api/holiday/ledger/${ledgerId}/sign`, undefined],
      ['DELETE', `/api/holiday/ledger/${ledgerId}`, undefined],
    ] as const) {
      const response = await call(app, method, url, { cookie: b.cookie, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherEmployee = await call(app, 'POST', `/api/me/holiday/requests/${request.id}/cancel`, {
      cookie: b.employeeCookie,
    });
    expect(otherEmployee.statusCode).toBe(404);
    const [row] = await app.database.db
      .select()
      .from(holidayRequests)
      .where(eq(holidayRequests.id, request.id));
    expect(row?.status).toBe('pending');
    const ledgerRows = await app.database.db
      .select({ id: holidayLedger.id })
      .from(holidayLedger)
      .where(eq(holidayLedger.id, ledgerId));
    expect(ledgerRows).toHaveLength(1);
    expect((await call(app, 'GET', '/api/holiday/requests', { cookie: b.cookie })).json().total).toBe(0);
    expect(
      (await call(app, 'GET', '/api/holiday/requests?employeeId=nope', { cookie: a.cookie })).json().total,
    ).toBe(0);
  });
});
