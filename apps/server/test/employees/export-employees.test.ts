import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employeePayroll } from '../../src/db/schema/index';
import { createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp } from '../helpers/test-app';
import { foreignEmployee, ownerSession, PROFILE } from './employee-fixtures';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

const URL = '/api/employees/export.xlsx';

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Medarbejdere');
  if (!sheet) throw new Error('no sheet Medarbejdere');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A company with Anne (CPR, salary, start date, employee number) and the owner. */
async function companyWithAnne() {
  const session = await ownerSession(app);
  await setPlan(app.database.db, session.companyId, 'premium');
  const { employee } = await createEmployee(app, session.companyId, {
    firstName: 'Anne',
    lastName: 'Hansen',
    fields: { department: 'Økonomi', employmentType: 'fullTime', phone: '12345678' },
  });
  const update = await call(app, 'PUT', `/api/employees/${employee.id}`, {
    cookie: session.cookie,
    payload: {
      ...PROFILE,
      cprNumber: '241280-1234',
      startDate: '2024-03-01',
      salary: 32500,
      department: 'Økonomi',
      employmentType: 'fullTime',
      phone: '12345678',
    },
  });
  expect(update.statusCode).toBe(200);
  await app.database.db
    .insert(employeePayroll)
    .values({ companyId: session.companyId, employeeId: employee.id, employeeNumber: '101' });
  return { ...session, anne: employee };
}

const exportAudit = (companyId: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), like(auditLog.action, 'employee.export%')));

describe('GET /api/employees/export.xlsx', () => {
  it("has the import template's columns, dates as dates and numbers as numbers, no CPR unless asked", async () => {
    const { cookie, companyId } = await companyWithAnne();
    const foreign = await foreignEmployee(app);
    const response = await call(app, 'GET', URL, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('medarbejdere.xlsx');
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([
      'Fornavn',
      'Efternavn',
      'Arbejdsmail',
      'Mobil',
      'Ansættelsesdato',
      'Stilling',
      'Afdeling',
      'Medarbejdernr.',
      'Ansættelsestype',
      'Løn',
    ]);
    const anne = rows.find((row) => row[0] === 'Anne') ?? [];
    expect(anne[4]).toBeInstanceOf(Date);
    expect((anne[4] as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(anne[7]).toBe('101');
    expect(anne[8]).toBe('Fuldtid');
    expect(anne[9]).toBe(32500);
    expect(JSON.stringify(rows)).not.toContain('241280');
    expect(rows.some((row) => row[0] === foreign.firstName)).toBe(false);
    expect(rows).toHaveLength(3); // header, the owner, Anne
    const audit = await exportAudit(companyId);
    expect(audit.map((entry) => entry.action)).toEqual(['employee.export']);
    expect(audit[0]?.details).toMatchObject({ count: 2, cpr: false });
  });

  it('includes the CPR numbers for the owner who asks, and logs that it did', async () => {
    const { cookie, companyId } = await companyWithAnne();
    const response = await call(app, 'GET', `${URL}?cpr=true`, { cookie });
    expect(response.statusCode).toBe(200);
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]?.[4]).toBe('CPR');
    expect(rows.find((row) => row[0] === 'Anne')?.[4]).toBe('241280-1234');
    const actions = (await exportAudit(companyId)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['employee.export', 'employee.export.cpr']);
  });

  it('refuses the CPR numbers to an admin who is not the owner, in Danish, and logs nothing', async () => {
    const { companyId } = await companyWithAnne();
    const { account } = await createEmployee(app, companyId, { role: 'admin', login: {} });
    if (!account) throw new Error('no account');
    const cookie = await loginAs(app, account);
    const refused = await call(app, 'GET', `${URL}?cpr=true`, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Kun virksomhedens ejer kan eksportere CPR-numre.');
    expect(await exportAudit(companyId)).toEqual([]);
    const plain = await call(app, 'GET', URL, { cookie });
    expect(plain.statusCode).toBe(200);
  });

  it('answers 403 to an employee', async () => {
    const { companyId } = await companyWithAnne();
    const { account } = await createEmployee(app, companyId, { login: {} });
    if (!account) throw new Error('no account');
    const cookie = await loginAs(app, account);
    expect((await call(app, 'GET', URL, { cookie })).statusCode).toBe(403);
  });

  it('leaves out the employees the plan hides (docs/rules/employees.md#ruling-4)', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await setPlan(app.database.db, companyId, 'freemium');
    for (let index = 1; index <= 11; index += 1) {
      // Explicit creation times: the plan hides by creation order, and quick inserts can share a clock tick.
      await createEmployee(app, companyId, {
        firstName: `Person${String(index).padStart(2, '0')}`,
        fields: { createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, index)) },
      });
    }
    const rows = await sheetOf((await call(app, 'GET', URL, { cookie })).rawPayload);
    const names = rows.map((row) => row[0]);
    expect(names).toContain('Person10');
    expect(names).not.toContain('Person11');
    expect(rows).toHaveLength(12); // header, the owner, ten employees
  });

  it('reads back in the employee import with every column matched (the file can be imported again)', async () => {
    const { cookie } = await companyWithAnne();
    const exported = (await call(app, 'GET', `${URL}?cpr=true`, { cookie })).rawPayload;
    const body = multipartBody([
      {
        name: 'file',
        filename: 'medarbejdere.xlsx',
        contentType: 'application/octet-stream',
        data: exported,
      },
    ]);
    const read = await app.inject({
      method: 'POST',
      url: '/api/imports/employees/file',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().mapping).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'cprNumber',
      'startDate',
      'jobPosition',
      'department',
      'employeeNumber',
      'employmentType',
      'salary',
    ]);
  });
});
