import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  companies,
  employeePayroll,
  employees,
  holidayBalanceCache,
  holidayLedger,
} from '../../src/db/schema/index';
import { createCompany, createEmployee } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { ownerSession } from './employee-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

/** What the rows about an employee or a company do when their parent row goes (the foreign keys' ON DELETE). */
describe('rows that go with their parent', () => {
  it('deleting an employee without registrations removes their holiday cache row and payroll number too', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId, { firstName: 'Rita', lastName: 'Rest' });
    // A ledger row raises the employee's cache version (decision 054): the cache row exists from then on.
    await app.database.db.insert(holidayLedger).values({
      companyId,
      employeeId: employee.id,
      bucket: 'holiday',
      kind: 'opening',
      year: 2025,
      days: 5,
    });
    const payroll = await call(app, 'PUT', `/api/timereg/employees/${employee.id}/payroll`, {
      cookie,
      payload: { employeeNumber: '42', balanceStartDate: null, openingBalance: 0 },
    });
    expect(payroll.statusCode).toBe(200);
    const cacheOf = () =>
      app.database.db
        .select()
        .from(holidayBalanceCache)
        .where(
          and(eq(holidayBalanceCache.companyId, companyId), eq(holidayBalanceCache.employeeId, employee.id)),
        );
    expect(await cacheOf()).toHaveLength(1);

    const deleted = await call(app, 'DELETE', `/api/employees/${employee.id}`, {
      cookie,
      payload: { confirmName: 'Rita Rest' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.database.db.select().from(employees).where(eq(employees.id, employee.id))).toEqual([]);
    expect(await cacheOf()).toEqual([]);
    expect(
      await app.database.db.select().from(employeePayroll).where(eq(employeePayroll.employeeId, employee.id)),
    ).toEqual([]);
  });

  it("deleting a company row removes its holiday cache rows (the cache's company key cascades)", async () => {
    // A company row goes only once nothing else of it is left (the closure job deletes the rest first); the cache
    // row here points at another company's employee so that the company's own key is what removes it.
    const holder = await createCompany(app.database.db);
    const { employee } = await createEmployee(app, holder.id, {});
    const [gone] = await app.database.db
      .insert(companies)
      .values({ name: 'Lukket ApS', address: 'Vestergade 1', zipcode: '8000', city: 'Aarhus C', vat: '' })
      .returning();
    if (!gone) throw new Error('no company row');
    await app.database.db.insert(holidayBalanceCache).values({ companyId: gone.id, employeeId: employee.id });
    await app.database.db.delete(companies).where(eq(companies.id, gone.id));
    expect(
      await app.database.db
        .select()
        .from(holidayBalanceCache)
        .where(eq(holidayBalanceCache.companyId, gone.id)),
    ).toEqual([]);
  });
});
