import { addDays, danishToday } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  DEMO_COMPANY_VAT,
  DEMO_EMPLOYEE,
  DEMO_EMPLOYEE_COUNT,
  DEMO_OWNER,
  seedDemo,
} from '../src/cli/seed-demo';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { companies } from '../src/db/schema/index';
import { unsafeAcrossCompanies } from '../src/db/tenant-scope';
import { createCompany, loginAs } from '../src/testing/factories';
import { buildTestApp, makeTempDir, testConfig } from './helpers/test-app';

// These open the embedded database on disk exactly as `npm start` does (no template copy): initdb and the
// migrations run for real, several times, which takes far longer than a test on a template copy.
describe('the embedded database in DATA_DIR', { timeout: 90_000 }, () => {
  it('keeps its data across a stop and a start, and admits one server at a time', async () => {
    const config = testConfig();
    const webRoot = makeTempDir();
    const first = await buildApp(config, { webRoot });
    let company: Awaited<ReturnType<typeof createCompany>>;
    try {
      // The test's own set-up, outside any request: across companies (the app's database runs as kollega_app).
      company = await unsafeAcrossCompanies(() =>
        createCompany(first.database.db, { name: 'Bager Hansen ApS' }),
      );
      await expect(buildApp(config, { webRoot })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }

    const second = await buildApp(config, { webRoot });
    try {
      const [found] = await unsafeAcrossCompanies(() =>
        second.database.db.select().from(companies).where(eq(companies.id, company.id)),
      );
      expect(found?.name).toBe('Bager Hansen ApS');
      expect((await second.inject({ method: 'GET', url: '/api/health' })).json().database).toBe('pglite');
    } finally {
      await second.close();
    }
  });
});

describe('npm run seed:demo', { timeout: 90_000 }, () => {
  it('creates the demo company and an owner who can log in, once, however often it runs', async () => {
    const config = testConfig();
    const { app } = await buildTestApp({ config });
    await seedDemo(app, config);
    await seedDemo(app, config);
    const rows = await app.database.db.select().from(companies).where(eq(companies.vat, DEMO_COMPANY_VAT));
    expect(rows).toHaveLength(1);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await loginAs(app, DEMO_OWNER) },
    });
    expect(me.json()).toMatchObject({
      profile: { firstName: 'Dorthe', role: 'admin' },
      company: { name: 'Kollega Demo ApS', isOwner: true },
    });
    const employee = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: await loginAs(app, DEMO_EMPLOYEE) },
    });
    expect(employee.json()).toMatchObject({
      profile: { firstName: 'Mads', role: 'employee' },
      company: { name: 'Kollega Demo ApS', isOwner: false },
    });
    // A lived-in company: 25 colleagues of every type and status, each once, with contracts and CPR numbers.
    const cookie = await loginAs(app, DEMO_OWNER);
    const list = (await app.inject({ method: 'GET', url: '/api/employees', headers: { cookie } })).json();
    expect(list.employees).toHaveLength(DEMO_EMPLOYEE_COUNT + 2);
    expect(list.limits).toMatchObject({ plan: 'premium', canCreate: true });
    const types = new Set(
      list.employees.map((e: { employmentType: string | null }) => e.employmentType).filter(Boolean),
    );
    expect(types.size).toBe(10);
    const statuses = new Set(list.employees.map((e: { employmentStatus: string }) => e.employmentStatus));
    expect([...statuses].sort()).toEqual(['active', 'inactive', 'leave', 'other', 'sickLeave']);
    const someone = list.employees.find((e: { email: string }) => e.email.endsWith('@kollega-demo.dk'));
    const detail = (
      await app.inject({ method: 'GET', url: `/api/employees/${someone.id}`, headers: { cookie } })
    ).json();
    expect(detail.cprMasked).toMatch(/^\d{6}-••••$/);
    const documents = (
      await app.inject({ method: 'GET', url: `/api/employees/${someone.id}/documents`, headers: { cookie } })
    ).json();
    expect(documents.employmentContract?.extension ?? 'exempt').toMatch(/pdf|exempt/);
    // Six months of registrations, with one colleague working too much: both kinds of warning.
    const warnings = (
      await app.inject({ method: 'GET', url: '/api/timereg/warnings', headers: { cookie } })
    ).json().warnings as { type: string }[];
    expect(new Set(warnings.map((warning) => warning.type))).toEqual(
      new Set(['11HourWarning', '48HourWarning']),
    );
    // Agreements of every type, open, overdue, closed and followed up, seeded once despite two runs.
    const agreements = (
      await app.inject({ method: 'GET', url: '/api/agreements?limit=500', headers: { cookie } })
    ).json() as {
      items: { agreementType: string; isClosed: boolean; startsAt: string }[];
      counts: { open: number; closed: number };
    };
    expect(agreements.counts).toEqual({ open: 26, closed: 11 });
    expect(new Set(agreements.items.map((item) => item.agreementType)).size).toBe(11);
    const now = Date.now();
    const open = agreements.items.filter((item) => !item.isClosed);
    expect(open.some((item) => new Date(item.startsAt).getTime() < now)).toBe(true);
    expect(open.some((item) => new Date(item.startsAt).getTime() > now)).toBe(true);
    // Issue 28: lønarter and employee numbers are set, so the Danløn file for the registrations is complete.
    const range = `from=${addDays(danishToday(), -150)}&to=${danishToday()}&layout=danloen`;
    const check = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll/check?${range}`,
      headers: { cookie },
    });
    expect(check.json()).toEqual({ cvr: false, employees: [], categories: [] });
    const danloen = await app.inject({
      method: 'GET',
      url: `/api/timereg/payroll.csv?${range}`,
      headers: { cookie },
    });
    expect(danloen.statusCode, danloen.body).toBe(200);
    expect(danloen.rawPayload.toString('latin1')).toMatch(/^\d{8};1\d{3};00\d0;\d+;;\r\n/);
  });
});
