import { CLOSURE_MESSAGES } from '@kollega/domain';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { billingTransactions } from '../../src/db/schema/index';
import { createCompanyWithOwner, createEmployee, loginAs, setPlan } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { multipartBody } from '../helpers/multipart';
import { PDF } from '../helpers/pdf';
import { buildTestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

describe(`'Eksportér alle data' (issue 33, decision 051, ${testDatabaseKind})`, () => {
  it("puts every employee's person-data export and the invoices in one ZIP, for the owner only, also while closed", async () => {
    const { app } = await buildTestApp();
    const company = await createCompanyWithOwner(app, { name: 'Takeout ApS' });
    await setPlan(app.database.db, company.companyId, 'premiumplus');
    const ownerCookie = await loginAs(app, company.owner);
    const admin = await createEmployee(app, company.companyId, { role: 'admin', login: {} });
    const worker = await createEmployee(app, company.companyId, { firstName: 'Vera', lastName: 'Værksted' });
    const other = await createCompanyWithOwner(app, { name: 'Fremmed ApS' });
    await createEmployee(app, other.companyId, { firstName: 'Frede', lastName: 'Fremmed' });
    const body = multipartBody([
      { name: 'file', filename: 'Aftale.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: `/api/employees/${worker.employee.id}/documents`,
      headers: { ...body.headers, cookie: ownerCookie },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const invoiceNumber = 500_000 + Math.floor(Math.random() * 100_000);
    await app.database.db.insert(billingTransactions).values({
      companyId: company.companyId,
      periodKey: '2025-01-01:premium',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      plan: 'premium',
      status: 'completed',
      lines: [],
      netOre: 10_000,
      vatOre: 2_500,
      grossOre: 12_500,
      invoiceNumber,
      buyer: {
        name: 'Takeout ApS',
        address: 'Vestergade 1',
        zipcode: '8000',
        city: 'Aarhus C',
        vat: '11111111',
      },
      completedAt: new Date('2025-01-01T10:00:00Z'),
    });

    expect((await call(app, 'POST', '/api/exports/company-data')).statusCode).toBe(401);
    const asAdmin = await call(app, 'POST', '/api/exports/company-data', {
      cookie: await loginAs(app, admin.account!),
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error).toMatchObject({
      code: 'COMPANY_EXPORT_OWNER_ONLY',
      message: CLOSURE_MESSAGES.exportOwnerOnly,
    });

    // The month before deletion is what it is for: it starts while the company is closed.
    expect(
      (
        await call(app, 'POST', '/api/company/closure', {
          cookie: ownerCookie,
          payload: { confirmName: 'Takeout ApS' },
        })
      ).statusCode,
    ).toBe(200);
    const started = await call(app, 'POST', '/api/exports/company-data', { cookie: ownerCookie });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'company-data-zip' });
    const id = started.json().id as string;
    await vi.waitFor(
      async () => {
        const job = (await call(app, 'GET', `/api/exports/${id}`, { cookie: ownerCookie })).json();
        expect(job.status).toBe('done');
      },
      { timeout: 60_000, interval: 100 },
    );
    const file = await app.inject({
      method: 'GET',
      url: `/api/exports/${id}/file`,
      headers: { cookie: ownerCookie },
    });
    expect(file.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain('virksomhed.json');
    expect(names).toContain(`fakturaer/Faktura-${invoiceNumber}.pdf`);
    const people = names.filter((name) => name.endsWith('/persondata.json'));
    // The owner, the admin and Vera.
    expect(people).toHaveLength(3);
    const vera = names.find((name) =>
      /^medarbejdere\/persondata-Vera-Værksted-[\d-]+\/filer\/dokumenter\/Aftale\.pdf$/.test(name),
    );
    expect(vera).toBeDefined();
    const company_ = JSON.parse(strFromU8(zip['virksomhed.json']!));
    expect(company_).toMatchObject({ company: { name: 'Takeout ApS' }, employees: 3, invoices: 1 });
    const everything = Object.entries(zip)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain('Fremmed');
  });
});
