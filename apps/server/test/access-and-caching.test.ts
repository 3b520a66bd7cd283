import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../src/testing/factories';
import { call } from './helpers/http';
import { buildTestApp, makeTempDir } from './helpers/test-app';

let app: App;
let ownerCookie: string;
let employeeCookie: string;
let companyId: string;

beforeAll(async () => {
  const webRoot = makeTempDir('kollega-web-');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Kollega</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  ({ app } = await buildTestApp({ webRoot }));
  const company = await createCompanyWithOwner(app);
  companyId = company.companyId;
  ownerCookie = await loginAs(app, company.owner);
  const { account } = await createEmployee(app, companyId, { login: {} });
  employeeCookie = await loginAs(app, account!);
});

describe('access is decided before the body is looked at', () => {
  it('answers a signed-out POST /api/employees {} with 401, not the list of missing fields', async () => {
    const response = await call(app, 'POST', '/api/employees', { payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Du skal logge ind for at fortsætte.' },
    });
  });

  it('answers an employee with 403, whatever the body', async () => {
    for (const payload of [{}, 'ikke json']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/employees',
        headers: { cookie: employeeCookie, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Du har ikke adgang til dette.' },
      });
    }
  });

  it('still validates the body of someone who may call the route', async () => {
    const response = await call(app, 'POST', '/api/employees', { cookie: ownerCookie, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on the revealed CPR number', async () => {
    const { employee } = await createEmployee(app, companyId);
    await call(app, 'PUT', `/api/employees/${employee.id}`, {
      cookie: ownerCookie,
      payload: {
        firstName: 'A',
        lastName: 'B',
        jobPosition: 'C',
        employmentStatus: 'active',
        cprNumber: '010190-1234',
      },
    });
    const reveal = await call(app, 'POST', `/api/employees/${employee.id}/cpr/reveal`, {
      cookie: ownerCookie,
    });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/employees'],
    ['GET', '/api/health'],
    ['GET', '/api/findes-ikke'],
    ['POST', '/api/auth/sign-in/email'],
    ['GET', '/api/employees/%ED%A0%80'],
  ] as const)('is no-store on %s %s, errors included', async (method, url) => {
    const response = await call(app, method, url, {
      cookie: ownerCookie,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("leaves the web app's files their own caching", async () => {
    const asset = await call(app, 'GET', '/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await call(app, 'GET', '/medarbejdere');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
