import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog, documentShares, employeeDocuments } from '../../src/db/schema/index';
import { createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { meWorld } from './me-fixtures';

let app: App;
let dataDir: string;
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  ({ app } = await buildTestApp({ config }));
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(url: string, cookie: string, fileName: string) {
  const body = multipartBody([
    { name: 'file', filename: fileName, contentType: 'application/pdf', data: PDF },
  ]);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

describe("'Mig' → Dokumenter", () => {
  it('shares the contract by default, other documents when switched on, and records a password acknowledgement with the file hash', async () => {
    const world = await meWorld(app);
    const base = `/api/employees/${world.employee.id}/documents`;
    const contract = await upload(`${base}?kind=employmentContract`, world.ownerCookie, 'Kontrakt.pdf');
    const other = await upload(base, world.ownerCookie, 'Personalehåndbog.pdf');

    const first = (await call(app, 'GET', '/api/me/documents', { cookie: world.cookie })).json();
    expect(first.documents.map((document: { id: string }) => document.id)).toEqual([contract.id]);
    expect(
      (await call(app, 'GET', `/api/me/documents/${other.id}/file`, { cookie: world.cookie })).statusCode,
    ).toBe(404);

    const sharing = await call(app, 'PUT', `${base}/${other.id}/sharing`, {
      cookie: world.ownerCookie,
      payload: { shared: true, requestAcknowledgement: true },
    });
    expect(sharing.statusCode).toBe(200);
    expect(sharing.json()).toMatchObject({ shared: true, acknowledgement: { status: 'pending' } });

    const file = await call(app, 'GET', `/api/me/documents/${other.id}/file`, { cookie: world.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const wrong = await call(app, 'POST', `/api/me/documents/${other.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: 'ikke-min-adgangskode' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Adgangskoden er forkert.' });
    const empty = await call(app, 'POST', `/api/me/documents/${other.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Skriv din adgangskode');
    const notAsked = await call(app, 'POST', `/api/me/documents/${contract.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(notAsked.statusCode).toBe(409);

    const ok = await call(app, 'POST', `/api/me/documents/${other.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().acknowledgement.status).toBe('acknowledged');
    const again = await call(app, 'POST', `/api/me/documents/${other.id}/acknowledge`, {
      cookie: world.cookie,
      payload: { password: world.account.password },
    });
    expect(again.json().error.code).toBe('ALREADY_ACKNOWLEDGED');

    // The stored hash is the SHA-256 of the file as it lies in storage.
    const [share] = await app.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.documentId, other.id));
    const [stored] = await app.database.db
      .select()
      .from(employeeDocuments)
      .where(eq(employeeDocuments.id, other.id));
    const bytes = readFileSync(path.join(dataDir, 'files', stored!.storageKey));
    expect(share?.acknowledgedSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(share?.acknowledgedSha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(share?.acknowledgedBy).toBe(world.account.id);
    expect(share?.acknowledgedIp).toBeTruthy();
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'me.document.acknowledge'));
    expect(audit?.entityId).toBe(other.id);

    // The admin sees it; switching the request off does not remove a given acknowledgement.
    const list = (await call(app, 'GET', `${base}/sharing`, { cookie: world.ownerCookie })).json();
    expect(list.documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          documentId: contract.id,
          shared: true,
          acknowledgement: { status: 'none' },
        }),
        expect.objectContaining({
          documentId: other.id,
          acknowledgement: expect.objectContaining({ status: 'acknowledged' }),
        }),
      ]),
    );
    const off = await call(app, 'PUT', `${base}/${other.id}/sharing`, {
      cookie: world.ownerCookie,
      payload: { shared: false, requestAcknowledgement: false },
    });
    expect(off.json()).toMatchObject({ shared: false, acknowledgement: { status: 'acknowledged' } });
    const hidden = (await call(app, 'GET', '/api/me/documents', { cookie: world.cookie })).json();
    expect(hidden.documents.map((document: { id: string }) => document.id)).toEqual([contract.id]);
  });

  it("keeps to the caller's own documents and refuses the admin routes to employees", async () => {
    const world = await meWorld(app);
    const { account } = await createEmployee(app, world.companyId, {
      login: {},
      fields: { mobileAppAccess: true },
    });
    const colleagueCookie = await loginAs(app, account!);
    const contract = await upload(
      `/api/employees/${world.employee.id}/documents?kind=employmentContract`,
      world.ownerCookie,
      'Kontrakt.pdf',
    );
    const file = await call(app, 'GET', `/api/me/documents/${contract.id}/file`, { cookie: colleagueCookie });
    expect(file.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/me/documents', { cookie: colleagueCookie })).json()).toEqual({
      documents: [],
    });
    const share = await call(
      app,
      'PUT',
      `/api/employees/${world.employee.id}/documents/${contract.id}/sharing`,
      {
        cookie: world.cookie,
        payload: { shared: true, requestAcknowledgement: true },
      },
    );
    expect(share.statusCode).toBe(403);
    const invalid = await call(
      app,
      'PUT',
      `/api/employees/${world.employee.id}/documents/${contract.id}/sharing`,
      {
        cookie: world.ownerCookie,
        payload: { shared: false, requestAcknowledgement: true },
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Del dokumentet med medarbejderen for at bede om kvittering.');
    const other = await meWorld(app);
    const foreign = await call(
      app,
      'PUT',
      `/api/employees/${world.employee.id}/documents/${contract.id}/sharing`,
      {
        cookie: other.ownerCookie,
        payload: { shared: true, requestAcknowledgement: false },
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
