import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
beforeEach(() => resetThrottle(app));

describe('/api/templates', () => {
  it('lists the seeded templates by sort order, each downloadable as a PDF with its Danish name', async () => {
    const { owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    const list = await call(app, 'GET', '/api/templates', { cookie });
    expect(list.statusCode).toBe(200);
    const templates = list.json().templates as { id: string; title: string; fileName: string; url: string }[];
    expect(templates.map((t) => t.fileName)).toEqual([
      'Ansættelseskontrakt.pdf',
      'Tavshedserklæring.pdf',
      'Kvittering for opsigelse.pdf',
    ]);
    for (const template of templates) {
      const file = await call(app, 'GET', template.url, { cookie });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(encodeURIComponent(template.fileName));
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.length).toBeGreaterThan(2000);
    }
  });

  it('is for admins: an employee and a signed-out visitor are refused; an unknown id is a 404', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const { account } = await createEmployee(app, companyId, { login: {} });
    const asEmployee = await loginAs(app, account!);
    expect((await call(app, 'GET', '/api/templates', { cookie: asEmployee })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/templates')).statusCode).toBe(401);
    const unknown = await call(app, 'GET', '/api/templates/6f1c2a4e-9b3d-4c1e-8f00-0a0b0c0d0e0f/file', {
      cookie: await loginAs(app, owner),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
