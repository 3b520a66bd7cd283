import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILES_PER_OWNER_MAX } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, employeeDocuments } from '../../src/db/schema/index';
import { createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { IMAGES, multipartBody } from '../helpers/multipart';
import { PDF } from '../helpers/pdf';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';
import { uploadFile } from '../helpers/upload';
import { foreignEmployee, ownerSession } from './employee-fixtures';

let app: App;
let dataDir: string;
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  ({ app } = await buildTestApp({ config }));
});
beforeEach(() => resetThrottle(app));

const upload = (url: string, cookie: string, fileName: string, data: Buffer, contentType?: string) =>
  uploadFile(app, url, cookie, fileName, data, contentType);

describe('employee documents', () => {
  it('uploads, lists, downloads and deletes an employment contract and other documents', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const base = `/api/employees/${employee.id}/documents`;

    const empty = (await call(app, 'GET', base, { cookie })).json();
    expect(empty).toEqual({ employmentContract: null, exemptFromEmploymentContract: false, documents: [] });

    const contract = await upload(
      `${base}?kind=employmentContract`,
      cookie,
      'Ansættelseskontrakt æøå.pdf',
      PDF,
    );
    expect(contract.statusCode).toBe(201);
    expect(contract.json()).toMatchObject({
      kind: 'employmentContract',
      name: 'Ansættelseskontrakt æøå',
      extension: 'pdf',
      sizeBytes: PDF.length,
    });
    const other = await upload(base, cookie, 'Billede.PNG', IMAGES.png, 'image/png');
    expect(other.statusCode).toBe(201);

    const listed = (await call(app, 'GET', base, { cookie })).json();
    expect(listed.employmentContract.id).toBe(contract.json().id);
    expect(listed.documents.map((document: { name: string }) => document.name)).toEqual(['Billede']);

    const [stored] = await app.database.db
      .select()
      .from(employeeDocuments)
      .where(eq(employeeDocuments.id, contract.json().id));
    expect(stored!.storageKey.startsWith(`${companyId}/users/${employee.id}/documents/`)).toBe(true);
    expect(existsSync(path.join(dataDir, 'files', stored!.storageKey))).toBe(true);

    const download = await app.inject({
      method: 'GET',
      url: contract.json().downloadUrl,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Ans_ttelseskontrakt ___.pdf"; filename*=UTF-8''${encodeURIComponent('Ansættelseskontrakt æøå.pdf')}`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // A new contract replaces the old one, file included.
    const replacement = await upload(`${base}?kind=employmentContract`, cookie, 'Ny kontrakt.pdf', PDF);
    expect(replacement.statusCode).toBe(201);
    expect((await call(app, 'GET', base, { cookie })).json().employmentContract.name).toBe('Ny kontrakt');
    expect(existsSync(path.join(dataDir, 'files', stored!.storageKey))).toBe(false);

    const deleted = await call(app, 'DELETE', `${base}/${other.json().id}`, { cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await call(app, 'GET', base, { cookie })).json().documents).toEqual([]);

    const actions = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, employee.id));
    expect(
      actions.map((entry) => entry.action).filter((action) => action.startsWith('employee.document')),
    ).toEqual(expect.arrayContaining(['employee.document.upload', 'employee.document.delete']));
    const history = (await call(app, 'GET', `/api/employees/${employee.id}/history`, { cookie })).json();
    expect(history.entries[0]).toMatchObject({ action: 'documentDeleted', documentName: 'Billede.png' });
  });

  it('refuses a file whose content is not what its name says, and unknown types, with 415', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const base = `/api/employees/${employee.id}/documents`;
    const renamed = await upload(base, cookie, 'kontrakt.pdf', IMAGES.png);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(
      'Filtypen understøttes ikke. Brug PDF, Word, ODT, Excel, JPG, PNG eller TXT.',
    );
    expect((await upload(base, cookie, 'virus.exe', Buffer.from('MZ'))).statusCode).toBe(415);
    expect((await upload(base, cookie, 'tekst.txt', Buffer.from([0, 1, 2]))).statusCode).toBe(415);
    expect((await upload(base, cookie, 'noter.txt', Buffer.from('Hej æøå'), 'text/plain')).statusCode).toBe(
      201,
    );
  });

  it('refuses a file over 20 MB with 413 and keeps nothing', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(`/api/employees/${employee.id}/documents`, cookie, 'stor.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Filen er for stor. Den må højst være 20 MB.');
    expect(
      await app.database.db
        .select()
        .from(employeeDocuments)
        .where(eq(employeeDocuments.employeeId, employee.id)),
    ).toEqual([]);
  });

  it('refuses a document past the most an employee holds with a Danish 409, but still replaces the contract', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const base = `/api/employees/${employee.id}/documents`;
    await app.database.db.insert(employeeDocuments).values(
      Array.from({ length: FILES_PER_OWNER_MAX - 1 }, (_, index) => ({
        companyId,
        employeeId: employee.id,
        kind: 'other',
        name: `Dokument ${index}`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `${companyId}/employees/${employee.id}/documents/dokument-${index}.pdf`,
      })),
    );
    expect((await upload(`${base}?kind=employmentContract`, cookie, 'Kontrakt.pdf', PDF)).statusCode).toBe(
      201,
    );
    const refused = await upload(base, cookie, 'En for meget.pdf', PDF);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_FILES',
      message: 'Der kan højst være 100 filer her. Slet en fil, før du tilføjer en ny.',
    });
    // A new contract replaces the old one, so it fits even when the employee is full.
    expect((await upload(`${base}?kind=employmentContract`, cookie, 'Ny kontrakt.pdf', PDF)).statusCode).toBe(
      201,
    );
    const listed = (await call(app, 'GET', base, { cookie })).json();
    expect(listed.employmentContract).toMatchObject({ name: 'Ny kontrakt' });
    expect(listed.documents).toHaveLength(FILES_PER_OWNER_MAX - 1);
  });

  it('answers 404 for another company’s employee and documents, and refuses employees', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const foreign = await foreignEmployee(app);
    const other = await ownerSession(app);
    const { employee: theirs } = await createEmployee(app, other.companyId);
    const theirDocument = (
      await upload(`/api/employees/${theirs.id}/documents`, other.cookie, 'a.pdf', PDF)
    ).json();
    expect((await upload(`/api/employees/${foreign.id}/documents`, cookie, 'a.pdf', PDF)).statusCode).toBe(
      404,
    );
    expect((await call(app, 'GET', theirDocument.downloadUrl, { cookie })).statusCode).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/employees/${theirs.id}/documents/${theirDocument.id}`, { cookie }))
        .statusCode,
    ).toBe(404);
    // Their document under our own employee's id is not found either.
    const { employee: ours } = await createEmployee(app, companyId);
    expect(
      (await call(app, 'GET', `/api/employees/${ours.id}/documents/${theirDocument.id}/file`, { cookie }))
        .statusCode,
    ).toBe(404);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const employeeCookie = await loginAs(app, account!);
    expect(
      (await call(app, 'GET', `/api/employees/${ours.id}/documents`, { cookie: employeeCookie })).statusCode,
    ).toBe(403);
  });
});

describe('PUT and DELETE /api/employees/:id/photo (admin)', () => {
  it('sets and removes an employee’s photo', async () => {
    const { cookie, companyId } = await ownerSession(app);
    const { employee } = await createEmployee(app, companyId);
    const body = multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: IMAGES.png },
    ]);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}/photo`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().profilePhotoUrl).toMatch(new RegExp(`^/api/employees/${employee.id}/photo\\?v=`));
    const photo = await app.inject({ method: 'GET', url: put.json().profilePhotoUrl, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    const removed = await call(app, 'DELETE', `/api/employees/${employee.id}/photo`, { cookie });
    expect(removed.json().profilePhotoUrl).toBeNull();
  });
});
