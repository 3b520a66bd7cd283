import { employeeLimit } from '@kollega/domain';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

let app: App;
let ownerCookie: string;
let beyondFreemium: { id: string };

beforeAll(async () => {
  ({ app } = await buildTestApp());
  const company = await createCompanyWithOwner(app);
  await setPlan(app.database.db, company.companyId, 'premium');
  // One more than Freemium shows: the last one is visible on Premium only (docs/rules/employees.md#ruling-4).
  for (let index = 0; index < employeeLimit('freemium'); index++)
    await createEmployee(app, company.companyId, { fields: { firstName: `Kollega${index}` } });
  beyondFreemium = (await createEmployee(app, company.companyId, { fields: { firstName: 'Ellevte' } }))
    .employee;
  ownerCookie = await loginAs(app, company.owner);
}, 60_000);

describe(`a background export runs under the company's plan (${testDatabaseKind})`, () => {
  it("'Eksportér persondata' of the 11th employee of a Premium company is made, not refused as on Freemium", async () => {
    const started = await call(app, 'POST', '/api/exports/person-data', {
      cookie: ownerCookie,
      payload: { employeeId: beyondFreemium.id },
    });
    expect(started.statusCode, started.body).toBe(202);
    let job: Record<string, unknown> = {};
    await vi.waitFor(
      async () => {
        job = (await call(app, 'GET', `/api/exports/${started.json().id}`, { cookie: ownerCookie })).json();
        expect(['done', 'failed']).toContain(job.status);
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(job).toMatchObject({ status: 'done', message: null });
    const file = await app.inject({
      method: 'GET',
      url: `/api/exports/${started.json().id}/file`,
      headers: { cookie: ownerCookie },
    });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(file.rawPayload))['persondata.json']!));
    expect(data.employee).toMatchObject({ id: beyondFreemium.id, firstName: 'Ellevte' });
  });
});
