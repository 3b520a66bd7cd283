import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('time registration lists names in Danish order', () => {
  it('puts Æ, Ø and Å after Z, and Aa with Å, in the employee choices and in Overblik', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const cookie = await loginAs(app, owner);
    for (const firstName of ['Åge', 'Zoe', 'Aase', 'Øster', 'Æble', 'Anne']) {
      await createEmployee(app, companyId, {
        firstName,
        lastName: 'Test',
        fields: { mobileAppAccess: true },
      });
    }
    // The C collation of PGlite would give Aase, Anne, Zoe, Åge, Æble, Øster.
    const danish = ['Anne', 'Zoe', 'Æble', 'Øster', 'Åge', 'Aase'];

    const choices = await call(app, 'GET', '/api/timereg/employees', { cookie });
    expect(choices.statusCode).toBe(200);
    expect(choices.json().employees.map((employee: { firstName: string }) => employee.firstName)).toEqual(
      danish,
    );

    const overview = await call(app, 'GET', '/api/timereg/overview?from=2025-03-01&to=2025-03-31', {
      cookie,
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().employees.map((employee: { firstName: string }) => employee.firstName)).toEqual(
      danish,
    );
  });
});
