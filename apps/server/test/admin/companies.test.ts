import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, adminCompanyQuerySchema, compareDanish } from '@kollega/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { companies, subscriptions } from '../../src/db/schema/index';
import { unsafeListCompanyPage } from '../../src/features/admin/list-companies';
import {
  createCompany,
  createCompanyWithOwner,
  createEmployee,
  createUser,
  loginAs,
} from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp } from '../helpers/test-app';
import { resetThrottle } from '../helpers/throttle';

let app: App;
let superadminCookie: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  superadminCookie = await loginAs(app, await createUser(app, { superadmin: true }));
});
beforeEach(() => resetThrottle(app));

type Row = { id: string; name: string };
async function list(query: string) {
  const response = await call(app, 'GET', `/api/admin/companies?${query}`, { cookie: superadminCookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Row[]; total: number; page: number; pageSize: number };
}
const names = async (query: string) => (await list(query)).items.map((company) => company.name);

async function setSubscription(companyId: string, plan: string, status: string) {
  await app.database.db
    .update(subscriptions)
    .set({ plan, status })
    .where(eq(subscriptions.companyId, companyId));
}

describe('GET /api/admin/companies', () => {
  it('sorts names the Danish way in SQL: Æ, Ø, Å after Z, Aa as Å, case ignored', async () => {
    const danish = [
      'Åkande Blomster ApS',
      'Ærø Fisk A/S',
      'Zebra IT ApS',
      'Aalborg Is ApS',
      'Østerby VVS',
      'bager Hansen ApS',
      'Alfa ApS',
      'Zaar Tømrer ApS',
    ];
    for (const [index, name] of danish.entries()) {
      await createCompanyWithOwner(app, {
        name,
        vat: String(60000000 + index),
        owner: { firstName: 'Ejer', lastName: 'Ordenstest' },
      });
    }
    const expected = [
      'Alfa ApS',
      'bager Hansen ApS',
      'Zebra IT ApS',
      // 'aa' is read as 'å' anywhere in a name, as Intl.Collator('da') reads it: Zår comes after Ze.
      'Zaar Tømrer ApS',
      'Ærø Fisk A/S',
      'Østerby VVS',
      'Åkande Blomster ApS',
      'Aalborg Is ApS',
    ];
    // The same order as the web's and the rest of the server's Intl.Collator('da').
    expect([...danish].sort(compareDanish)).toEqual(expected);
    expect(await names('search=Ordenstest&sort=name&direction=asc')).toEqual(expected);
    expect(await names('search=Ordenstest&sort=name&direction=desc')).toEqual([...expected].reverse());
  });

  it('answers each company with plan, status, creator and counts, and a page with its total', async () => {
    const zebra = await createCompanyWithOwner(app, {
      name: 'Rækkefelter ApS',
      vat: '61000001',
      owner: { firstName: 'Rikke', lastName: 'Felt' },
    });
    await setSubscription(zebra.companyId, 'premium', 'cancelled');
    // A company from seed data, without a creator login.
    const seeded = await createCompany(app.database.db, { name: 'Frø og Korn ApS', vat: '61000099' });
    const [row] = await app.database.db.select().from(companies).where(eq(companies.id, zebra.companyId));

    const body = await list('search=R%C3%A6kkefelter');
    expect(body).toEqual({
      items: [
        {
          id: zebra.companyId,
          name: 'Rækkefelter ApS',
          vat: '61000001',
          createdAt: row!.createdAt.toISOString(),
          plan: 'premium',
          status: 'cancelled',
          trial: false,
          ownerUserId: zebra.owner.id,
          ownerName: 'Rikke Felt',
          ownerEmail: zebra.owner.email,
          employeeCount: 1,
          timeregCount: 0,
          adminCount: 1,
        },
      ],
      total: 1,
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
    });
    expect((await list('search=Fr%C3%B8 og Korn')).items).toEqual([
      expect.objectContaining({
        id: seeded.id,
        plan: 'freemium',
        status: 'active',
        ownerUserId: null,
        ownerName: '',
        ownerEmail: null,
        employeeCount: 0,
      }),
    ]);
  });

  it('searches name (also Æ, Ø, Å in any case), CVR number without spaces, creator name and e-mail', async () => {
    const first = await createCompanyWithOwner(app, {
      name: 'Søgefjord Østerå ApS',
      vat: '62000001',
      owner: { firstName: 'Yrsa', lastName: 'Søgeejer', email: 'yrsa.soeg@example.dk' },
    });
    await createCompanyWithOwner(app, { name: 'Søgefjord Anden ApS', vat: '62000002' });
    const only = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).items.map((company) => company.id);

    expect(await only('SØGEFJORD ØSTERÅ')).toEqual([first.companyId]);
    expect(await only('søgefjord østerå')).toEqual([first.companyId]);
    expect(await only('6200 0001')).toEqual([first.companyId]);
    expect(await only('yrsa søgeejer')).toEqual([first.companyId]);
    expect(await only('YRSA.SOEG@EXAMPLE')).toEqual([first.companyId]);
    expect((await list('search=S%C3%B8gefjord')).total).toBe(2);
    // LIKE's wildcards match only themselves.
    expect(await only('Søgefjord%')).toEqual([]);
    expect(await only('Søgefjord_Østerå')).toEqual([]);
  });

  it('sorts by each column both ways, ties in name order', async () => {
    const make = async (name: string, createdAt: string) => {
      const { companyId } = await createCompanyWithOwner(app, {
        name,
        owner: { firstName: 'Ejer', lastName: 'Sorteringstest' },
      });
      await app.database.db
        .update(companies)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(companies.id, companyId));
      return companyId;
    };
    const alfa = await make('Alfa Sort ApS', '2026-01-10T10:00:00Z');
    const beta = await make('Beta Sort ApS', '2026-03-10T10:00:00Z');
    const cirkus = await make('Cirkus Sort ApS', '2026-02-10T10:00:00Z');
    await setSubscription(alfa, 'premiumplus', 'expired');
    await setSubscription(beta, 'freemium', 'cancelled');
    await setSubscription(cirkus, 'premium', 'active');
    // Alfa: 3 employees, 2 register time, 1 admin. Beta: 2, 0, 2. Cirkus: 5, 1, 3.
    await createEmployee(app, alfa, { fields: { mobileAppAccess: true } });
    await createEmployee(app, alfa, { fields: { mobileAppAccess: true } });
    await createEmployee(app, beta, { role: 'admin' });
    await createEmployee(app, cirkus, { role: 'admin', fields: { mobileAppAccess: true } });
    await createEmployee(app, cirkus, { role: 'admin' });
    await createEmployee(app, cirkus);
    await createEmployee(app, cirkus);

    const A = 'Alfa Sort ApS';
    const B = 'Beta Sort ApS';
    const C = 'Cirkus Sort ApS';
    const ascending: Record<string, string[]> = {
      name: [A, B, C],
      plan: [B, C, A],
      status: [C, B, A],
      employeeCount: [B, A, C],
      timeregCount: [B, C, A],
      adminCount: [A, B, C],
      createdAt: [A, C, B],
    };
    for (const [sort, order] of Object.entries(ascending)) {
      expect(await names(`search=Sorteringstest&sort=${sort}&direction=asc`), sort).toEqual(order);
      expect(await names(`search=Sorteringstest&sort=${sort}&direction=desc`), sort).toEqual(
        [...order].reverse(),
      );
    }
    // Newest first unless asked.
    expect(await names('search=Sorteringstest')).toEqual([B, C, A]);
    // Equal counts: name order, whichever the direction.
    await createEmployee(app, beta, { fields: { mobileAppAccess: true } });
    expect(await names('search=Sorteringstest&sort=timeregCount&direction=desc')).toEqual([A, B, C]);
  });

  it('pages by the size asked for, without repeating or skipping a company', async () => {
    for (const name of ['Sidetest Et', 'Sidetest To', 'Sidetest Tre'])
      await createCompanyWithOwner(app, { name });
    const first = await list('search=Sidetest&sort=name&direction=asc&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await list('search=Sidetest&sort=name&direction=asc&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect([...first.items, ...second.items].map((company) => company.name)).toEqual([
      'Sidetest Et',
      'Sidetest To',
      'Sidetest Tre',
    ]);
    expect((await list('search=Sidetest&page=3&pageSize=2')).items).toEqual([]);
  });

  it('reads a page, counts included, in two SQL statements however many companies it holds', async () => {
    for (let index = 0; index < 4; index += 1) {
      const { companyId } = await createCompanyWithOwner(app, { name: `Tælletest ${index}` });
      await createEmployee(app, companyId, { fields: { mobileAppAccess: true } });
    }
    const session = (app.database.db as unknown as { session: object }).session;
    const prepare = vi.spyOn(Object.getPrototypeOf(session), 'prepareQuery');
    try {
      for (const sort of ['name', 'adminCount'] as const) {
        for (const pageSize of [1, 4]) {
          prepare.mockClear();
          const page = await unsafeListCompanyPage(
            app.database.db,
            adminCompanyQuerySchema.parse({ search: 'Tælletest', sort, pageSize }),
          );
          expect(page.items).toHaveLength(pageSize);
          expect(page.items.every((company) => company.employeeCount === 2)).toBe(true);
          expect(prepare, `${sort} ${pageSize}`).toHaveBeenCalledTimes(2);
        }
      }
    } finally {
      prepare.mockRestore();
    }
  });

  it('refuses a bad page, page size, sort, direction or search with its Danish message', async () => {
    const cases: [string, string][] = [
      ['page=0', ADMIN_MESSAGES.pageInvalid],
      ['page=10001', ADMIN_MESSAGES.pageInvalid],
      ['page=x', ADMIN_MESSAGES.pageInvalid],
      ['page=1.5', ADMIN_MESSAGES.pageInvalid],
      ['pageSize=0', ADMIN_MESSAGES.pageSizeInvalid],
      ['pageSize=101', ADMIN_MESSAGES.pageSizeInvalid],
      ['pageSize=alle', ADMIN_MESSAGES.pageSizeInvalid],
      ['sort=ownerEmail', ADMIN_MESSAGES.sortInvalid],
      ['sort=name&direction=up', ADMIN_MESSAGES.directionInvalid],
      [`search=${'a'.repeat(201)}`, ADMIN_MESSAGES.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await call(app, 'GET', `/api/admin/companies?${query}`, { cookie: superadminCookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('refuses a company owner, an employee and a signed-out visitor', async () => {
    const { companyId, owner } = await createCompanyWithOwner(app);
    const asOwner = await call(app, 'GET', '/api/admin/companies', { cookie: await loginAs(app, owner) });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().error).toEqual({ code: 'FORBIDDEN', message: 'Du har ikke adgang til dette.' });

    const { account } = await createEmployee(app, companyId, { role: 'employee', login: {} });
    const asEmployee = await call(app, 'GET', '/api/admin/companies', {
      cookie: await loginAs(app, account!),
    });
    expect(asEmployee.statusCode).toBe(403);

    expect((await call(app, 'GET', '/api/admin/companies')).statusCode).toBe(401);
  });
});
