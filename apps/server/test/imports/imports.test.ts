import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyMapping, type ImportFileResponse } from '@kollega/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employeePayroll, employees } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { ownerSession } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

const FIXTURES = join(import.meta.dirname, '../fixtures/imports');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

async function upload(cookie: string, data: Buffer, filename = 'medarbejdere.csv') {
  const body = multipartBody([{ name: 'file', filename, contentType: 'application/octet-stream', data }]);
  return app.inject({
    method: 'POST',
    url: '/api/imports/employees/file',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

let run = 0;
/**
 * The fixtures' e-mails made unique to one test (the tests of a file share a database, and a work e-mail is
 * unique across companies): 'soren@firma.dk' → 'soren@t3-firma.dk'.
 */
function mappedRows(file: ImportFileResponse, domain = `t${++run}-${process.pid}-firma.dk`) {
  return file.rows.map((cells, index) => {
    const values = applyMapping(file.mapping, cells);
    if (values.email?.includes('@')) values.email = values.email.replace(/@.*$/, `@${domain}`);
    return { row: index + 2, values };
  });
}

async function readFixture(cookie: string, name: string): Promise<ImportFileResponse> {
  const response = await upload(cookie, fixture(name), name);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const companyEmployees = (companyId: string) =>
  app.database.db.select().from(employees).where(eq(employees.companyId, companyId));

describe('POST /api/imports/employees/file', () => {
  it('reads a Windows-1252 CSV with ; and æøå, and matches the Danish headers', async () => {
    const { cookie } = await ownerSession(app);
    const file = await readFixture(cookie, 'medarbejdere-windows-1252.csv');
    expect(file.headers).toEqual([
      'Fornavn',
      'Efternavn',
      'E-mail',
      'Mobil',
      'CPR',
      'Ansættelsesdato',
      'Stilling',
      'Afdeling',
      'Medarbejdernr.',
      'Ansættelsestype',
      'Løn',
    ]);
    expect(file.mapping).toEqual([
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
    expect(file.rows[0]?.slice(0, 2)).toEqual(['Søren', 'Ærøskøbing']);
    expect(file.rows[1]?.[7]).toBe('Økonomi');
    expect(file.rows).toHaveLength(3);
  });

  it('reads an XLSX made from the template, dates and numbers included', async () => {
    const { cookie } = await ownerSession(app);
    const file = await readFixture(cookie, 'medarbejdere-skabelon.xlsx');
    expect(file.mapping).not.toContain(null);
    expect(file.rows[0]).toEqual([
      'Anne',
      'Hansen',
      'anne@firma.dk',
      '12345678',
      '010190-1234',
      '2024-03-01',
      'Bogholder',
      'Økonomi',
      '101',
      'Fuldtid',
      '32500',
    ]);
    expect(file.rows[1]?.[1]).toBe('Ørsted');
  });

  it('refuses bad bytes with a Danish 4xx', async () => {
    const { cookie } = await ownerSession(app);
    const broken = await upload(cookie, fixture('odelagt.xlsx'), 'odelagt.xlsx');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(
      'Filen kunne ikke læses. Brug en .xlsx- eller .csv-fil, fx den skabelon, du kan hente her.',
    );
    const binary = await upload(cookie, Buffer.from([0x46, 0x6f, 0x00, 0x01, 0x02, 0xff, 0xfe]), 'x.csv');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.code).toBe('IMPORT_FILE_UNREADABLE');
    const empty = await upload(cookie, Buffer.from('Fornavn;Efternavn\r\n'), 'tom.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('IMPORT_FILE_EMPTY');
  });

  it('refuses more than 5 MB and more than 5,000 rows', async () => {
    const { cookie } = await ownerSession(app);
    const big = await upload(cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 'stor.csv');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Filen er for stor. Den må højst fylde 5 MB.');
    const rows = ['Fornavn;Efternavn', ...Array.from({ length: 5001 }, (_, i) => `A${i};B`)].join('\r\n');
    const many = await upload(cookie, Buffer.from(rows), 'mange.csv');
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe(
      'Filen har for mange rækker. Der kan højst importeres 5.000 medarbejdere ad gangen.',
    );
  });

  it('is for admins only', async () => {
    const { companyId } = await createCompanyWithOwner(app);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const cookie = await loginAs(app, account!);
    const response = await upload(cookie, fixture('medarbejdere-windows-1252.csv'));
    expect(response.statusCode).toBe(403);
    const preview = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows: [], updateExisting: false },
    });
    expect(preview.statusCode).toBe(403);
  });
});

describe('GET /api/imports/employees/template', () => {
  it('is an XLSX with the issue’s column names', async () => {
    const { cookie } = await ownerSession(app);
    const response = await call(app, 'GET', '/api/imports/employees/template', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('medarbejdere-skabelon.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([
      'Fornavn',
      'Efternavn',
      'Arbejdsmail',
      'Mobil',
      'CPR',
      'Ansættelsesdato',
      'Stilling',
      'Afdeling',
      'Medarbejdernr.',
      'Ansættelsestype',
      'Løn',
    ]);
    // Streamed through the shared writer (issue 28): the header still bold, the example row still there.
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe('Anne');
    expect(workbook.worksheets[0]!.getRow(2).getCell(11).value).toBe(32500);
  });
});

describe('preview and confirm', () => {
  it('previews every row’s problem in Danish, as the employee form words it, and writes nothing', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const other = await createCompanyWithOwner(app);
    const file = await readFixture(cookie, 'medarbejdere-fejl.csv');
    const rows = mappedRows(file);
    // An e-mail already used in another company.
    const taken = rows[0]!.values.email!.replace('mangler.fornavn', 'optaget');
    await createEmployee(app, other.companyId, { email: taken });
    rows.push({ row: 13, values: { ...rows[1]!.values, firstName: 'Optaget', email: taken } });
    const before = (await companyEmployees(companyId)).length;

    const response = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows, updateExisting: false },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.rows.map((row: { problems: string[] }) => row.problems)).toEqual([
      ['Række 2: Fornavn mangler'],
      ['Række 3: Ugyldig email'],
      [expect.stringMatching(/^Række 4: /)],
      ['Række 5: Arbejdstitel mangler'],
      [expect.stringMatching(/^Række 6: /)],
      ['Række 7: CPR-nummeret skal være i formatet DDMMYY-XXXX'],
      ['Række 8: Ukendt ansættelsestype'],
      ['Række 9: Lønnen skal være et beløb mellem 0 og 1.000.000 kr.'],
      [],
      ['Række 11: E-mailen står også i række 10'],
      ['Række 12: Ansættelsesdato mangler'],
      ['Række 13: E-mailen er allerede i brug'],
    ]);
    expect(result).toMatchObject({ created: 1, updated: 0, skipped: 11, remaining: 10 });
    expect(await companyEmployees(companyId)).toHaveLength(before);
  });

  it('imports the valid rows in one go, audit-logged, CPR encrypted, numbers kept', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const file = await readFixture(cookie, 'medarbejdere-windows-1252.csv');
    const rows = mappedRows(file);
    const response = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: false, mode: 'validRows' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    const saved = await companyEmployees(companyId);
    const soren = saved.find((employee) => employee.firstName === 'Søren')!;
    expect(soren).toMatchObject({
      lastName: 'Ærøskøbing',
      jobPosition: 'Smed',
      department: 'Værksted',
      phone: '12345678',
      startDate: '2024-03-01',
      employmentType: 'fullTime',
      salaryOre: 3_250_000,
      userId: null,
    });
    expect(soren.cprEncrypted).toBeTruthy();
    expect(soren.cprEncrypted).not.toContain('010190');
    const aase = saved.find((employee) => employee.firstName === 'Åse')!;
    expect(aase).toMatchObject({ phone: '87654321', salaryOre: 1_825_050, employmentType: 'partTime' });
    const numbers = await app.database.db
      .select()
      .from(employeePayroll)
      .where(eq(employeePayroll.companyId, companyId));
    expect(numbers.map((entry) => entry.employeeNumber).sort()).toEqual(['201', '202', '203']);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'employee.create')));
    expect(audit).toHaveLength(3);
    expect(audit[0]?.details).toMatchObject({ source: 'import' });
    expect(JSON.stringify(audit)).not.toContain('010190-1234');
    // The salary is redacted in the history, as on the Profil tab.
    expect(JSON.stringify(audit)).not.toContain('3250000');
    const history = await call(app, 'GET', `/api/employees/${soren.id}/history`, { cookie });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('Smed');

    // The profile shows them like any other employee.
    const detail = await call(app, 'GET', `/api/employees/${soren.id}`, { cookie });
    expect(detail.json()).toMatchObject({ firstName: 'Søren', cprMasked: '010190-••••' });
    const reveal = await call(app, 'POST', `/api/employees/${soren.id}/cpr/reveal`, { cookie });
    expect(reveal.json()).toEqual({ cprNumber: '010190-1234' });
  });

  it('skips bad rows with validRows and writes nothing with allOrNothing', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const file = await readFixture(cookie, 'medarbejdere-fejl.csv');
    const rows = mappedRows(file);
    const all = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: false, mode: 'allOrNothing' },
    });
    expect(all.statusCode).toBe(409);
    expect(all.json().error.message).toBe(
      'Importen er ikke gennemført, fordi nogle rækker har fejl. Intet er gemt.',
    );
    expect(await companyEmployees(companyId)).toHaveLength(1);
    const valid = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: false, mode: 'validRows' },
    });
    expect(valid.json()).toMatchObject({ created: 1, skipped: 10 });
    expect(await companyEmployees(companyId)).toHaveLength(2);
  });

  it('updates existing employees by work e-mail only when asked, and refuses a second creation otherwise', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const file = await readFixture(cookie, 'medarbejdere-windows-1252.csv');
    const rows = mappedRows(file);
    await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: false, mode: 'validRows' },
    });
    const changed = rows.map((row) => ({ ...row, values: { ...row.values, jobPosition: 'Mester' } }));
    const again = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows: changed, updateExisting: false },
    });
    expect(again.json().rows[0].problems).toEqual(['Række 2: E-mailen er allerede i brug']);
    const updated = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows: changed, updateExisting: true, mode: 'allOrNothing' },
    });
    expect(updated.json()).toMatchObject({ created: 0, updated: 3, skipped: 0 });
    const saved = await companyEmployees(companyId);
    expect(saved.filter((employee) => employee.jobPosition === 'Mester')).toHaveLength(3);
    expect(saved).toHaveLength(4);
    // Matched by medarbejdernr. with another e-mail: the work e-mail cannot change.
    const byNumber = { row: 2, values: { ...changed[0]!.values, email: 'ny-adresse@firma.dk' } };
    const moved = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows: [byNumber], updateExisting: true },
    });
    expect(moved.json().rows[0].problems).toEqual(['Række 2: Arbejdsmailen kan ikke ændres ved import']);
    const refused = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows: [byNumber], updateExisting: false },
    });
    expect(refused.json().rows[0].problems).toEqual(['Række 2: Medarbejdernr. er allerede i brug']);
  });

  it('respects the plan’s employee limit with a clear message', async () => {
    const { cookie, companyId } = await ownerSession(app);
    await setPlan(app.database.db, companyId, 'freemium');
    const domain = `graense-${process.pid}.dk`;
    const rows = Array.from({ length: 11 }, (_, index) => ({
      row: index + 2,
      values: {
        firstName: `Person${index}`,
        lastName: 'Test',
        email: `p${index}@${domain}`,
        jobPosition: 'Smed',
        startDate: '01.03.2024',
      },
    }));
    const preview = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows, updateExisting: false },
    });
    expect(preview.json()).toMatchObject({ created: 11, remaining: 10 });
    const confirm = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: false, mode: 'validRows' },
    });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error).toMatchObject({
      code: 'IMPORT_LIMIT_REACHED',
      message:
        'Importen vil give flere medarbejdere, end dit abonnement tillader. Opgrader for at importere flere, eller fjern rækker.',
    });
    expect(await companyEmployees(companyId)).toHaveLength(1);
    const fits = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows: rows.slice(0, 10), updateExisting: false, mode: 'validRows' },
    });
    expect(fits.json()).toMatchObject({ created: 10 });
  });

  it('previews 5,000 rows and refuses 5,001 with a Danish message', async () => {
    const { cookie } = await ownerSession(app);
    const row = (index: number) => ({
      row: index + 2,
      values: {
        firstName: 'Fornavn-med-et-langt-navn',
        lastName: 'Efternavn-med-et-langt-navn',
        email: `mange-${index}-${process.pid}@en-lang-domaenenavn-til-test.dk`,
        jobPosition: 'Stilling med en lang titel',
        startDate: '01.03.2024',
        department: 'Afdeling med et langt navn',
        employmentType: 'Fuldtid',
        salary: '32.500,00',
        phone: '12345678',
        employeeNumber: String(index),
      },
    });
    const rows = Array.from({ length: 5000 }, (_, index) => row(index));
    const preview = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows, updateExisting: false },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 5000, skipped: 0 });
    const tooMany = await call(app, 'POST', '/api/imports/employees/preview', {
      cookie,
      payload: { rows: [...rows, row(5000)], updateExisting: false },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(
      'Filen har for mange rækker. Der kan højst importeres 5.000 medarbejdere ad gangen.',
    );
  });

  it('leaves another company’s data untouched, even with its e-mails and numbers in the file', async () => {
    const { cookie } = await ownerSession(app);
    const other = await createCompanyWithOwner(app);
    const { employee } = await createEmployee(app, other.companyId, {
      email: `fremmed-${process.pid}@nabo.dk`,
    });
    await app.database.db
      .insert(employeePayroll)
      .values({ companyId: other.companyId, employeeId: employee.id, employeeNumber: '777' });
    const rows = [
      {
        row: 2,
        values: {
          firstName: 'Ny',
          lastName: 'Navn',
          email: employee.email,
          jobPosition: 'X',
          startDate: '01.03.2024',
        },
      },
      {
        row: 3,
        values: {
          firstName: 'Ny',
          lastName: 'Nummer',
          email: `eget-${process.pid}@firma.dk`,
          jobPosition: 'X',
          startDate: '01.03.2024',
          employeeNumber: '777',
        },
      },
    ];
    const response = await call(app, 'POST', '/api/imports/employees/confirm', {
      cookie,
      payload: { rows, updateExisting: true, mode: 'validRows' },
    });
    expect(response.json()).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect(response.json().rows[0].problems).toEqual(['Række 2: E-mailen er allerede i brug']);
    const [still] = await app.database.db.select().from(employees).where(eq(employees.id, employee.id));
    expect(still).toMatchObject({ firstName: 'Mette', companyId: other.companyId });
  });
});
