import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { equipmentHelpers } from './equipment-setup';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const URL = '/api/equipment/export.xlsx';

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Udstyr');
  if (!sheet) throw new Error('no sheet Udstyr');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const { setup } = equipmentHelpers(() => app);

/** A premium company with a laptop held by Anne (the shared setup's form). */
async function companyWithLaptop() {
  const company = await setup();
  expect((await company.create()).statusCode).toBe(201);
  return company;
}

describe('GET /api/equipment/export.xlsx', () => {
  it('has Danish headers, the item with its holder, real dates and the status text, audit-logged', async () => {
    const { cookie, companyId } = await companyWithLaptop();
    const other = await companyWithLaptop();
    const response = await call(app, 'GET', URL, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('udstyr.xlsx');
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([
      'Kategori',
      'Variant',
      'Serienummer',
      'Tildelt',
      'Startdato',
      'Slutdato',
      'Status',
      'Noter',
    ]);
    // Only this company's one item (the other company's laptop is absent).
    expect(rows).toHaveLength(2);
    const [category, variant, serial, holder, start, end, status, notes] = rows[1] ?? [];
    expect([category, variant, serial, holder]).toEqual(['Computer', 'MacBook Air', 'C02XYZ', 'Anne Hansen']);
    expect(start).toBeInstanceOf(Date);
    expect((start as Date).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(end).toBeUndefined();
    expect(status).toBe('Aktiv');
    expect(notes).toBe('Med oplader');
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'equipment.export')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ count: 1 });
    const otherAudit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, other.companyId), eq(auditLog.action, 'equipment.export')));
    expect(otherAudit).toEqual([]);
  });

  it('is refused on freemium with the Danish plan message, like the rest of Udstyr', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await setPlan(app.database.db, companyId, 'freemium');
    const response = await call(app, 'GET', URL, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/Premium/);
  });

  it('answers 403 to an employee', async () => {
    const { companyId } = await companyWithLaptop();
    const { account } = await createEmployee(app, companyId, { login: {} });
    if (!account) throw new Error('no account');
    const cookie = await loginAs(app, account);
    expect((await call(app, 'GET', URL, { cookie })).statusCode).toBe(403);
  });
});
