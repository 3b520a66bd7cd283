import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { auditLog, employees } from '../../src/db/schema/index';
import { AppError } from '../../src/errors/app-error';
import { audited, loadInCompany, withTransaction } from '../../src/services/context';
import { createCompany } from '../../src/testing/factories';
import { createTestDatabase } from '../helpers/test-database';

/** The service kernel (issue 31 item 2) on the real database. */
describe('service kernel', () => {
  let database: Database;
  let companyId: string;
  let otherCompanyId: string;
  let employeeId: string;
  const actor = () => ({ companyId, userId: null, impersonatedBy: null, requestId: 'kernel-test' });

  beforeAll(async () => {
    database = await createTestDatabase();
    companyId = (await createCompany(database.db)).id;
    otherCompanyId = (await createCompany(database.db)).id;
    const [employee] = await database.db
      .insert(employees)
      .values({
        companyId,
        firstName: 'Kerne',
        lastName: 'Test',
        jobPosition: 'Tømrer',
        email: 'kerne@example.dk',
      })
      .returning();
    employeeId = (employee as { id: string }).id;
  });
  afterAll(() => database.close());

  it('loadInCompany finds the company’s row and answers 404 for another company, a missing id and a malformed one', async () => {
    const row = await loadInCompany(database.db, employees, { companyId }, employeeId);
    expect(row.id).toBe(employeeId);
    for (const [ctx, id] of [
      [{ companyId: otherCompanyId }, employeeId],
      [{ companyId }, '00000000-0000-4000-8000-000000000000'],
      [{ companyId }, "1' or '1'='1"],
    ] as const) {
      const refusal = await loadInCompany(database.db, employees, ctx, id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('NOT_FOUND');
    }
  });

  it('loadInCompany narrows by `where`: a row outside it is 404 like a missing one', async () => {
    const row = await loadInCompany(database.db, employees, { companyId }, employeeId, {
      where: eq(employees.firstName, 'Kerne'),
    });
    expect(row.id).toBe(employeeId);
    const refusal = await loadInCompany(database.db, employees, { companyId }, employeeId, {
      where: eq(employees.firstName, 'Anden'),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('NOT_FOUND');
  });

  it('withTransaction joins an outer transaction: the inner work rolls back with it', async () => {
    const marker = `kernel-rollback-${Date.now()}`;
    await database.db
      .transaction(async (outer) => {
        await withTransaction(outer, async (inner) => {
          expect(inner).toBe(outer);
          await inner.update(employees).set({ jobPosition: marker }).where(eq(employees.id, employeeId));
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const [row] = await database.db.select().from(employees).where(eq(employees.id, employeeId));
    expect(row?.jobPosition).not.toBe(marker);
  });

  it('audited writes the change and its audit rows together, and neither when the change fails', async () => {
    const result = await audited(database.db, actor(), async (tx) => {
      await tx.update(employees).set({ jobPosition: 'Kok' }).where(eq(employees.id, employeeId));
      return {
        result: 'ok',
        audit: [
          { action: 'kernel.first', entityType: 'employee', entityId: employeeId, details: {} },
          { action: 'kernel.second', entityType: 'employee', entityId: employeeId, details: { n: 2 } },
        ],
      };
    });
    expect(result).toBe('ok');
    const rows = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.requestId, 'kernel-test')));
    expect(rows.map((row) => row.action).sort()).toEqual(['kernel.first', 'kernel.second']);

    const failed = await audited(database.db, actor(), async (tx) => {
      await tx.update(employees).set({ jobPosition: 'Tjener' }).where(eq(employees.id, employeeId));
      throw new AppError('CONFLICT', 'nej');
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    const [row] = await database.db.select().from(employees).where(eq(employees.id, employeeId));
    expect(row?.jobPosition).toBe('Kok');
  });
});
