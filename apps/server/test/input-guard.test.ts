import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { findInputProblem, MAX_JSON_DEPTH } from '../src/plugins/input-guard';
import { createCompanyWithOwner, loginAs } from '../src/testing/factories';
import { call } from './helpers/http';
import { buildTestApp } from './helpers/test-app';

let app: App;
let cookie: string;
let ownerEmployeeId: string;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const { owner } = await createCompanyWithOwner(app);
  cookie = await loginAs(app, owner);
  ownerEmployeeId = owner.employeeId;
});

const refusal = (message: string) => ({ error: { code: 'BAD_REQUEST', message } });
const INVALID_CHARACTERS = refusal('Teksten indeholder tegn, der ikke er tilladt.');
const BODY_MISSING = refusal('Forespørgslen mangler indhold.');
const PROFILE = { firstName: 'Ditte', lastName: 'Ejer', jobPosition: 'Direktør' };

function raw(method: 'POST' | 'PUT', url: string, payload?: string, contentType = 'application/json') {
  return app.inject({
    method,
    url,
    headers: { cookie, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

describe('text no column can hold', () => {
  it.each([
    ['a NUL byte', 'Dit\u0000te'],
    ['a lone surrogate', 'Ditte\ud800'],
    ['a lone low surrogate', '\udc00Ditte'],
  ])('refuses %s in a JSON string with 400, before the database', async (_, firstName) => {
    const response = await call(app, 'PUT', '/api/profile', { cookie, payload: { ...PROFILE, firstName } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_CHARACTERS);
  });

  it('refuses it in a key, and takes a real pair of surrogates (an emoji)', async () => {
    const inKey = await raw('PUT', '/api/profile', JSON.stringify({ ...PROFILE, 'a\u0000': 1 }));
    expect(inKey.json()).toEqual(INVALID_CHARACTERS);
    const emoji = await call(app, 'PUT', '/api/profile', {
      cookie,
      payload: { ...PROFILE, firstName: 'Ditte 😀' },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses a NUL byte in a query string or a path parameter', async () => {
    const query = await call(app, 'GET', '/api/timereg/logs?from=2024-05-06&to=2024-05-06%00', { cookie });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(INVALID_CHARACTERS);
    const path = await call(app, 'GET', '/api/employees/%00', { cookie });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(INVALID_CHARACTERS);
  });

  it('covers better-auth too: a NUL byte in the sign-in e-mail is a 400', async () => {
    const response = await call(app, 'POST', '/api/auth/sign-in/email', {
      payload: { email: 'a\u0000@example.dk', password: 'Kodeord-1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_CHARACTERS);
  });
});

describe('JSON shape', () => {
  it.each([
    ['/api/auth/sign-in/email', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
    ['/api/auth/sign-up/email', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['/api/profile', `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`],
  ])('refuses JSON nested too deep on %s with 400', async (url, payload) => {
    const response = await raw(url === '/api/profile' ? 'PUT' : 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Forespørgslen er indlejret for dybt.'));
  });

  it('refuses malformed JSON and an empty JSON body with their own messages', async () => {
    const broken = await raw('PUT', '/api/profile', '{"firstName":');
    expect(broken.json()).toEqual(refusal('Forespørgslen er ikke gyldig JSON.'));
    const empty = await raw('PUT', '/api/profile', '');
    expect(empty.json()).toEqual(BODY_MISSING);
    const poisoned = await raw('PUT', '/api/profile', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it.each([
    ['null', 'null'],
    ['no body at all', undefined],
  ])('answers %s on PUT /api/employees/:id with 400, not 500', async (_, payload) => {
    const response = await raw('PUT', `/api/employees/${ownerEmployeeId}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BODY_MISSING);
  });
});

describe('dates the database cannot store', () => {
  it.each(['0000-01-01', '9999-12-31'])(
    'refuses startDate and dateOfBirth %s with a Danish 400',
    async (date) => {
      const created = await call(app, 'POST', '/api/employees', {
        cookie,
        payload: {
          firstName: 'Anne',
          lastName: 'Hansen',
          jobPosition: 'Bogholder',
          email: `a${date}@firma.dk`,
          startDate: date,
        },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.details).toEqual([
        { path: 'body.startDate', message: 'Datoen skal ligge mellem 1900 og 2100' },
      ]);
      const updated = await call(app, 'PUT', `/api/employees/${ownerEmployeeId}`, {
        cookie,
        payload: { ...PROFILE, employmentStatus: 'active', dateOfBirth: date },
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().error.details).toEqual([
        { path: 'body.dateOfBirth', message: 'Datoen skal ligge mellem 1900 og 2100' },
      ]);
    },
  );
});

describe('findInputProblem', () => {
  it('walks objects, arrays and keys, and stops at the depth limit', () => {
    expect(findInputProblem({ a: [{ b: 'ok' }], n: 1, t: true, z: null })).toBeUndefined();
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toBe('invalidCharacters');
    expect(findInputProblem([{ '\ud800': 1 }])).toBe('invalidCharacters');
    let deep: unknown = 'bund';
    for (let level = 0; level < MAX_JSON_DEPTH; level += 1) deep = [deep];
    expect(findInputProblem(deep)).toBeUndefined();
    expect(findInputProblem([deep])).toBe('tooDeep');
  });
});
