import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, createUser, loginAs } from '../../src/testing/factories';
import { PROFILE } from '../employees/employee-fixtures';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';

/** Issue 25 'Aktivitetslog' (decision 034): the company's audit rows for its owner and admins. */
let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

async function companyWithHistory() {
  const { companyId, owner } = await createCompanyWithOwner(app, {
    owner: { firstName: 'Ditte', lastName: 'Ejer' },
    name: 'Loggen ApS',
  });
  const cookie = await loginAs(app, owner);
  const { employee } = await createEmployee(app, companyId, { firstName: 'Anne', lastName: 'Hansen' });
  const update = { name: 'Loggen Nye ApS', address: 'Nyvej 2', zipcode: '8000', city: 'Aarhus C' };
  expect((await call(app, 'PUT', '/api/company', { cookie, payload: update })).statusCode).toBe(200);
  const saved = await call(app, 'PUT', `/api/employees/${employee.id}`, {
    cookie,
    payload: { ...PROFILE, cprNumber: '010190-1234' },
  });
  expect(saved.statusCode).toBe(200);
  expect((await call(app, 'POST', `/api/employees/${employee.id}/cpr/reveal`, { cookie })).statusCode).toBe(
    200,
  );
  return { companyId, owner, cookie, employee };
}

describe('GET /api/company/activity-log', () => {
  it('shows who did what and when, old → new, and CPR reads, newest first', async () => {
    const { cookie, owner } = await companyWithHistory();
    const response = await call(app, 'GET', '/api/company/activity-log', { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rows[0]).toMatchObject({
      actor: 'Ditte Ejer',
      impersonator: null,
      action: 'employee.cpr.reveal',
      actionLabel: 'CPR-nummer vist',
      areaLabel: 'Medarbejdere',
    });
    const companyUpdate = body.rows.find((row: { action: string }) => row.action === 'company.update');
    expect(companyUpdate.actionLabel).toBe('Virksomhedsoplysninger ændret');
    expect(companyUpdate.changes).toContainEqual({ field: 'name', from: 'Loggen ApS', to: 'Loggen Nye ApS' });
    expect(body.total).toBe(body.rows.length);
    expect(body.persons).toContainEqual({ userId: owner.id, name: 'Ditte Ejer' });
    expect(body.areas).toContainEqual({ value: 'employee', label: 'Medarbejdere' });
    expect(body.actions).toContainEqual({ value: 'employee.cpr.reveal', label: 'CPR-nummer vist' });
  });

  it('filters by person, area, action and date, and pages on the server', async () => {
    const { cookie, owner, companyId } = await companyWithHistory();
    const byAction = (
      await call(app, 'GET', '/api/company/activity-log?action=employee.cpr.reveal', { cookie })
    ).json();
    expect(byAction.rows.map((row: { action: string }) => row.action)).toEqual(['employee.cpr.reveal']);
    const byArea = (await call(app, 'GET', '/api/company/activity-log?area=company', { cookie })).json();
    expect(byArea.rows.every((row: { area: string }) => row.area === 'company')).toBe(true);
    expect(byArea.rows.length).toBeGreaterThan(0);
    const stranger = (
      await call(app, 'GET', `/api/company/activity-log?person=${(await createUser(app)).id}`, { cookie })
    ).json();
    expect(stranger.rows).toEqual([]);
    expect(
      (await call(app, 'GET', `/api/company/activity-log?person=${owner.id}`, { cookie })).json().total,
    ).toBeGreaterThan(0);
    const longAgo = (
      await call(app, 'GET', '/api/company/activity-log?from=2020-01-01&to=2020-12-31', { cookie })
    ).json();
    expect(longAgo).toMatchObject({ rows: [], total: 0, from: '2020-01-01', to: '2020-12-31' });

    // 60 more rows: two pages of 50.
    await app.database.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, index) => ({
        companyId,
        actorUserId: owner.id,
        action: 'timereg.entry.add',
        entityType: 'time_entry',
        entityId: `entry-${index}`,
      })),
    );
    const first = (await call(app, 'GET', '/api/company/activity-log?area=time_entry', { cookie })).json();
    const second = (
      await call(app, 'GET', '/api/company/activity-log?area=time_entry&page=2', { cookie })
    ).json();
    expect([first.rows.length, second.rows.length, first.total, first.pageSize]).toEqual([50, 10, 60, 50]);
    expect(new Set([...first.rows, ...second.rows].map((row: { id: string }) => row.id)).size).toBe(60);
  });

  it('refuses a reversed or too long range and a bad page in Danish', async () => {
    const { cookie } = await companyWithHistory();
    const reversed = await call(app, 'GET', '/api/company/activity-log?from=2025-02-01&to=2025-01-01', {
      cookie,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details[0].message).toBe('Fra-datoen skal ligge før til-datoen.');
    const tooLong = await call(app, 'GET', '/api/company/activity-log?from=2024-01-01&to=2025-06-01', {
      cookie,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].message).toBe('Vælg højst 366 dage ad gangen.');
    expect((await call(app, 'GET', '/api/company/activity-log?page=0', { cookie })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/company/activity-log?person=x', { cookie })).statusCode).toBe(400);
  });

  it("shows a super admin's 'Log ind som' as such", async () => {
    const { owner, companyId } = await companyWithHistory();
    const superadmin = await createUser(app, { superadmin: true, email: 'support@kollega.dk' });
    const started = await call(app, 'POST', '/api/auth/admin/impersonate-user', {
      cookie: await loginAs(app, superadmin),
      payload: { userId: owner.id },
    });
    expect(started.statusCode).toBe(200);
    const update = { name: 'Supportens ApS', address: 'Nyvej 2', zipcode: '8000', city: 'Aarhus C' };
    expect(
      (await call(app, 'PUT', '/api/company', { cookie: started.cookie, payload: update })).statusCode,
    ).toBe(200);
    const rows = (
      await call(app, 'GET', '/api/company/activity-log?action=company.update', {
        cookie: await loginAs(app, owner),
      })
    ).json().rows;
    expect(rows[0]).toMatchObject({ actor: 'Ditte Ejer', impersonator: 'support@kollega.dk' });
    expect(companyId).toBeTruthy();
  });

  it("is for admins only, and never shows another company's rows", async () => {
    const { companyId } = await companyWithHistory();
    const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const asEmployee = await call(app, 'GET', '/api/company/activity-log', {
      cookie: await loginAs(app, account!),
    });
    expect(asEmployee.statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/company/activity-log')).statusCode).toBe(401);

    const other = await createCompanyWithOwner(app);
    const otherCookie = await loginAs(app, other.owner);
    const theirs = (await call(app, 'GET', '/api/company/activity-log', { cookie: otherCookie })).json();
    expect(theirs.rows.some((row: { action: string }) => row.action === 'employee.cpr.reveal')).toBe(false);
    const csv = await call(app, 'GET', '/api/company/activity-log.csv', { cookie: otherCookie });
    expect(csv.body).not.toContain('CPR-nummer vist');
  });
});

describe('GET /api/company/activity-log.csv', () => {
  it('exports every matching row with Danish headers, as Danish Excel opens it', async () => {
    const { cookie, companyId, owner } = await companyWithHistory();
    // More than one batch of 500, and a cell a spreadsheet would run as a formula.
    await app.database.db.insert(auditLog).values(
      Array.from({ length: 520 }, (_, index) => ({
        companyId,
        actorUserId: owner.id,
        action: 'timereg.entry.add',
        entityType: 'time_entry',
        entityId: index === 0 ? '=HYPERLINK("x")' : `entry-${index}`,
      })),
    );
    const response = await call(app, 'GET', '/api/company/activity-log.csv', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="aktivitetslog-.*\.csv"/);
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const lines = response.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Tidspunkt;Person;Logget ind som (support);Område;Handling;Post;Ændringer');
    const total = (await call(app, 'GET', '/api/company/activity-log', { cookie })).json().total;
    expect(lines.length - 1).toBe(total);
    expect(lines.some((line) => line.includes('CPR-nummer vist') && line.includes('Ditte Ejer'))).toBe(true);
    expect(lines.some((line) => line.includes(`'=HYPERLINK`))).toBe(true);
    expect(lines[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/);

    const filtered = await call(app, 'GET', '/api/company/activity-log.csv?action=employee.cpr.reveal', {
      cookie,
    });
    expect(filtered.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('the audit log is append-only for the app', () => {
  it('gives the app role no UPDATE, DELETE or TRUNCATE on audit_log', async () => {
    const result = await app.database.db.execute(sql`
      select has_table_privilege('kollega_app', 'audit_log', 'UPDATE') as can_update,
             has_table_privilege('kollega_app', 'audit_log', 'DELETE') as can_delete,
             has_table_privilege('kollega_app', 'audit_log', 'TRUNCATE') as can_truncate,
             has_table_privilege('kollega_app', 'audit_log', 'INSERT') as can_insert,
             has_table_privilege('kollega_app', 'audit_log', 'SELECT') as can_select`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      boolean
    >[];
    expect(rows[0]).toEqual({
      can_update: false,
      can_delete: false,
      can_truncate: false,
      can_insert: true,
      can_select: true,
    });
  });
});
