import { PROCESSING_CATEGORIES } from '@kollega/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { processingTerms } from '../../src/features/privacy/dpa/processing-terms';
import { createCompanyWithOwner, createEmployee, loginAs } from '../../src/testing/factories';
import { call } from '../helpers/http';
import { buildTestApp, testConfig } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-database';

const SELLER_ENV = {
  BILLING_SELLER_NAME: 'Databehandler Kollega ApS',
  BILLING_SELLER_ADDRESS: 'Sælgervej 7, 8000 Aarhus C',
  BILLING_SELLER_CVR: '87654321',
  BILLING_SELLER_EMAIL: 'dpa@kollega.example',
};

async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function appWith(env: Record<string, string>): Promise<App> {
  return (await buildTestApp({ config: testConfig({ ...SELLER_ENV, ...env }) })).app;
}

describe(`'Download databehandleraftale' (issue 33, decision 051, ${testDatabaseKind})`, () => {
  it('names the company, the seller, every category of processing and only the configured sub-processors', async () => {
    const app = await appWith({
      SMTP_URL: 'smtp://bruger:hemmeligt-kodeord@mail.udbyder.example:587',
      DPA_HOSTING_PROVIDER: 'Hetzner Online GmbH, Tyskland',
    });
    const company = await createCompanyWithOwner(app, { name: 'Aftalefirma ApS', vat: '11223344' });
    const admin = await createEmployee(app, company.companyId, { role: 'admin', login: {} });
    const worker = await createEmployee(app, company.companyId, { login: {} });

    const response = await call(app, 'GET', '/api/company/data-processing-agreement.pdf', {
      cookie: await loginAs(app, admin.account!),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain('Databehandleraftale');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Databehandleraftale');
    expect(text).toContain('Aftalefirma ApS');
    expect(text).toContain('11223344');
    expect(text).toContain('Databehandler Kollega ApS');
    expect(text).toContain('87654321');
    for (const category of PROCESSING_CATEGORIES) expect(text).toContain(category.label);
    expect(text).toContain('Hetzner Online GmbH, Tyskland');
    expect(text).toContain('mail.udbyder.example');
    // Not configured: no S3 bucket, no OnPay. And never a credential from a URL.
    expect(text).not.toContain('S3');
    expect(text).not.toContain('OnPay');
    expect(text).not.toContain('hemmeligt-kodeord');

    expect(
      (
        await call(app, 'GET', '/api/company/data-processing-agreement.pdf', {
          cookie: await loginAs(app, worker.account!),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/company/data-processing-agreement.pdf')).statusCode).toBe(401);

    // Another company's admin gets their own company's agreement, never this one.
    const other = await createCompanyWithOwner(app, { name: 'Andetfirma ApS' });
    const otherText = await pdfText(
      (
        await call(app, 'GET', '/api/company/data-processing-agreement.pdf', {
          cookie: await loginAs(app, other.owner),
        })
      ).rawPayload,
    );
    expect(otherText).toContain('Andetfirma ApS');
    expect(otherText).not.toContain('Aftalefirma ApS');

    // /privatliv's facts: the same terms, for anyone.
    const terms = await call(app, 'GET', '/api/privacy/processing');
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({
      processor: {
        name: 'Databehandler Kollega ApS',
        address: 'Sælgervej 7, 8000 Aarhus C',
        cvr: '87654321',
        email: 'dpa@kollega.example',
      },
      subProcessors: [
        { role: 'Drift af servere og database', name: 'Hetzner Online GmbH, Tyskland' },
        { role: 'Afsendelse af e-mail (SMTP)', name: 'mail.udbyder.example' },
      ],
    });
  });

  it('names S3 and OnPay when they are configured, and nothing when nothing is', () => {
    const seller = { name: 'S', address: 'A', cvr: '12345678', email: 's@example.dk' };
    const s3 = {
      endpoint: 'https://s3.objekt.example',
      bucket: 'b',
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: true,
    };
    expect(
      processingTerms({
        smtpUrl: undefined,
        hostingProvider: undefined,
        s3,
        billing: { enabled: true, provider: 'onpay', seller },
      }).subProcessors,
    ).toEqual([
      { role: 'Opbevaring af filer (S3)', name: 's3.objekt.example' },
      { role: 'Betaling med kort', name: 'OnPay ApS' },
    ]);
    expect(
      processingTerms({
        smtpUrl: undefined,
        hostingProvider: undefined,
        s3: { ...s3, endpoint: undefined },
        billing: { enabled: false, provider: 'onpay', seller },
      }).subProcessors,
    ).toEqual([{ role: 'Opbevaring af filer (S3)', name: 'Amazon Web Services (S3, eu-central-1)' }]);
    expect(
      processingTerms({
        smtpUrl: undefined,
        hostingProvider: undefined,
        s3: undefined,
        billing: { enabled: true, provider: 'builtin', seller },
      }).subProcessors,
    ).toEqual([]);
  });
});
