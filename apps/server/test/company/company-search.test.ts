import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { throttle } from '../../src/db/schema/index';
import { createUser, loginAs } from '../../src/testing/factories';
import { cvrapiHit, type FakeCvrApi, startFakeCvrApi } from '../cvr/fake-cvrapi';
import { call, fieldErrors } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';

const search = (app: App, cookie: string | undefined, payload: unknown) =>
  call(app, 'POST', '/api/company/search', { ...(cookie ? { cookie } : {}), payload });

describe('POST /api/company/search with the offline list (development and tests)', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    // A verified user during account setup: no company yet.
    cookie = await loginAs(app, await createUser(app));
  });

  it('finds a company by its CVR number', async () => {
    const response = await search(app, cookie, { vat: ' 12345678 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      vat: '12345678',
      name: 'Bager Hansen ApS',
      address: 'Vestergade 1',
      zipcode: '8000',
      city: 'Aarhus C',
    });
  });

  it('says so when no company has the number', async () => {
    const response = await search(app, cookie, { vat: '99999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'CVR_NOT_FOUND',
      message: 'Vi kunne ikke finde en virksomhed med det CVR-nr. Udfyld oplysningerne selv.',
    });
  });

  it.each([
    [{ vat: '' }, 'CVR-nr. mangler'],
    [{}, 'CVR-nr. mangler'],
    [{ vat: '1234' }, 'CVR-nr. skal være 8 cifre'],
    [{ vat: '1234567a' }, 'CVR-nr. skal være 8 cifre'],
  ])('refuses %j with the contract’s message', async (payload, message) => {
    const response = await search(app, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(fieldErrors(response.json())).toEqual({ vat: message });
  });

  it('needs a signed-in user with a verified e-mail', async () => {
    const signedOut = await search(app, undefined, { vat: '12345678' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED');

    const unverified = await loginAs(app, await createUser(app, { verified: false }));
    const response = await search(app, unverified, { vat: '12345678' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a request from another site', async () => {
    const response = await call(app, 'POST', '/api/company/search', {
      cookie,
      payload: { vat: '12345678' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const own = await call(app, 'POST', '/api/company/search', {
      cookie,
      payload: { vat: '12345678' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/company/search against cvrapi.dk (a fake one on 127.0.0.1)', () => {
  let fake: FakeCvrApi;
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeCvrApi();
    ({ app } = await buildTestApp({ config: testConfig({ CVR_PROVIDER: 'cvrapi', CVR_API_URL: fake.url }) }));
    cookie = await loginAs(app, await createUser(app));
  });
  afterAll(() => fake.close());

  it('answers with the register’s company', async () => {
    fake.answer(() => ({ status: 200, body: cvrapiHit({ vat: 87654321, name: 'Tømrer Jensen I/S' }) }));
    const response = await search(app, cookie, { vat: '87654321' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ vat: '87654321', name: 'Tømrer Jensen I/S' });
    expect(fake.requests.at(-1)?.url.searchParams.get('search')).toBe('87654321');
    expect(fake.requests.at(-1)?.headers['user-agent']).toMatch(/^Kollega HR \(kollega\.dk\) - /);
  });

  it.each([
    [
      { status: 404, body: { error: 'NOT_FOUND' } },
      404,
      'CVR_NOT_FOUND',
      'Vi kunne ikke finde en virksomhed med det CVR-nr. Udfyld oplysningerne selv.',
    ],
    [{ status: 200, body: { error: 'INVALID_VAT' } }, 400, 'CVR_INVALID', 'CVR-nr. skal være 8 cifre'],
    [
      { status: 200, body: { error: 'QUOTA_EXCEEDED' } },
      429,
      'CVR_QUOTA_EXCEEDED',
      'CVR-opslaget er midlertidigt spærret. Udfyld oplysningerne selv.',
    ],
    [
      { status: 500, body: 'Internal Server Error' },
      503,
      'CVR_UNAVAILABLE',
      'CVR-opslaget svarer ikke lige nu. Udfyld oplysningerne selv.',
    ],
  ])('maps the register’s answer %j to %i %s', async (answer, statusCode, code, message) => {
    fake.answer(() => answer);
    const response = await search(app, cookie, { vat: '12345678' });
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ error: { code, message } });
  });
});

describe('POST /api/company/search throttling', () => {
  it('refuses a client address over its limit with 429', async () => {
    const { app } = await buildTestApp();
    const cookie = await loginAs(app, await createUser(app));
    // 60 lookups a minute per address (THROTTLE_RULES.cvrSearchPerIp): this address has used them all.
    await app.database.db
      .insert(throttle)
      .values({ key: 'cvr-search:ip:127.0.0.1', windowStart: new Date(), hits: 60 });
    const response = await search(app, cookie, { vat: '12345678' });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'For mange forsøg. Vent lidt og prøv igen.',
    });
  });
});
