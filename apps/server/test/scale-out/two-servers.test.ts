import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Database, openPostgres } from '../../src/db/database';
import { cookieHeader, createCompanyWithOwner, createEmployee } from '../../src/testing/factories';
import { multipartBody } from '../helpers/multipart';
import { makeTempDir, testConfig } from '../helpers/test-app';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database';

/**
 * Scale-out (DESIGN.md, docs/operations.md): two app servers on one PostgreSQL, listening on their own ports,
 * as a load balancer without sticky sessions would spread one browser's requests over them. Sessions,
 * rate-limit counters and files (a shared DATA_DIR standing in for shared storage) must work across both.
 */
describe.skipIf(testDatabaseKind !== 'postgresql')('two app servers on one PostgreSQL', () => {
  let database: Database;
  let second: Database;
  const apps: App[] = [];
  const urls: string[] = [];
  let turn = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.driver.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    second = openPostgres(database.driver.connectionString, { max: 4 });
    const config = testConfig();
    for (const db of [database, second]) {
      const app = await buildApp(config, { database: db, webRoot: makeTempDir() });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      apps.push(app);
      urls.push(`http://127.0.0.1:${address.port}`);
    }
  });
  afterAll(async () => {
    // The second app closes only its pool; the first also drops the test database, so it goes last.
    for (const app of [...apps].reverse()) await app.close();
  });

  /** The next server in turn, as round-robin balancing would pick it. */
  async function send(path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) {
    const url = urls[turn++ % urls.length]!;
    const headers: Record<string, string> = {};
    if (init.cookie) headers.cookie = init.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url + path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    return { response, server: url, cookie: cookieHeader(response.headers.getSetCookie(), init.cookie) };
  }

  it('keeps a session made on one server on the other', async () => {
    const signUp = await send('/api/auth/sign-up/email', {
      json: { email: 'to.servere@example.dk', password: 'Kodeord-1234', name: '' },
    });
    expect(signUp.response.status).toBe(200);
    const me = await send('/api/me', { cookie: signUp.cookie });
    expect(me.server).not.toBe(signUp.server);
    expect(((await me.response.json()) as { user: unknown }).user).toMatchObject({
      email: 'to.servere@example.dk',
    });

    const { owner } = await createCompanyWithOwner(apps[0]!, { name: 'Skalering ApS' });
    const signIn = await send('/api/auth/sign-in/email', {
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.response.status).toBe(200);
    const company = await send('/api/company', { cookie: signIn.cookie });
    expect(company.server).not.toBe(signIn.server);
    expect(company.response.status).toBe(200);
    expect(((await company.response.json()) as { name: string }).name).toBe('Skalering ApS');
  });

  it('counts rate limits across both servers', async () => {
    const { owner } = await createCompanyWithOwner(apps[0]!);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { response } = await send('/api/auth/sign-in/email', {
        json: { email: owner.email, password: 'forkert-kodeord' },
      });
      statuses.push(response.status);
    }
    // Ten failures are allowed per e-mail and address; each server alone saw only six attempts.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toContain(429);
  });

  it('serves a file uploaded through one server from the other', async () => {
    const { companyId, owner } = await createCompanyWithOwner(apps[0]!);
    const { employee } = await createEmployee(apps[0]!, companyId);
    const { cookie } = await send('/api/auth/sign-in/email', { json: owner });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const body = multipartBody([
      { name: 'file', filename: 'Kontrakt.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const uploadServer = urls[turn++ % urls.length]!;
    const upload = await fetch(`${uploadServer}/api/employees/${employee.id}/documents`, {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: body.payload,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };

    const download = await send(`/api/employees/${employee.id}/documents/${id}/file`, { cookie });
    expect(download.server).not.toBe(uploadServer);
    expect(download.response.status).toBe(200);
    expect(Buffer.from(await download.response.arrayBuffer())).toEqual(pdf);
  });
});
